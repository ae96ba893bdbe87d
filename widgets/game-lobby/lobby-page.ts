import {
  gameTypeOfPath,
  lobbyReducer,
  vendorTabSearch,
  type LobbyEvent,
  type LobbyListType,
  type LobbyState,
} from '../../engine/core/lobby.ts';
import { lobbyDispatchAtom, lobbyStateAtom } from '../../engine/state/games.ts';
import { atom, type Atom, type createStore } from '../../engine/state/jotai.ts';
import type { GameType } from '../../schemas/api/games.ts';
import type { PrepareSection } from '../../engine/render/widget.ts';
import type { GameLobbySettings } from './schema.ts';

type LobbyPageKind = NonNullable<GameLobbySettings['kind']>;

/** Which lobby a page shows: its kind, route, the route's type and a vendor from the URL. */
export interface LobbyPage {
  kind: LobbyPageKind;
  path: string;
  /** The category of the route (null on /hot, /fav, /providers). */
  gameType: GameType | null;
  /** `?vassalage=` on /providers, `?page=` on /rng (spec §2 vendor tab), else null. */
  vendor: string | null;
}

const vendorPattern = /^[A-Z][A-Z0-9_]{0,31}$/;

/** A vendor code from a query value, or null when it is not one. */
export function vendorCode(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const code = String(value).trim().toUpperCase();
  return vendorPattern.test(code) ? code : null;
}

/** The page a lobby of `kind` shows at `path` with the URL's `search`. */
export function lobbyPage(
  kind: LobbyPageKind,
  path: string,
  search: Record<string, unknown>,
): LobbyPage {
  const gameType = kind === 'provider' ? null : gameTypeOfPath(path);
  const vendor =
    kind === 'provider'
      ? vendorCode(search.vassalage)
      : kind === 'category' && vendorTabSearch(gameType, null)
        ? vendorCode(search.page)
        : null;
  return { kind, path, gameType, vendor };
}

/** The URL search of this page showing `vassalage`'s tab, or null where its URL names none. */
export function pageTabSearch(page: LobbyPage, vassalage: string | null): { page?: string } | null {
  return page.kind === 'category' ? vendorTabSearch(page.gameType, vassalage) : null;
}

function listTypeOf(kind: LobbyPageKind): LobbyListType | undefined {
  if (kind === 'hot') return 'hot';
  if (kind === 'fav') return 'fav';
  return undefined;
}

/**
 * Whether the shared lobby state was prepared for this page: by the side menu, a see-more or
 * the provider list, which dispatch `routeChanged` right before they navigate. A state left
 * from another route is stale, and the page starts afresh.
 */
export function preparedFor(state: LobbyState, page: LobbyPage): boolean {
  if (state.gameType !== page.gameType) return false;
  const listType = listTypeOf(page.kind);
  if (listType && state.listType !== listType) return false;
  return page.vendor === null || state.vassalage === page.vendor;
}

/** The event that opens this page afresh (classify back to ALL, spec §4). */
export function arrivalEvent(page: LobbyPage): LobbyEvent {
  const listType = listTypeOf(page.kind);
  return {
    type: 'routeChanged',
    gameType: page.gameType,
    ...(page.vendor ? { vassalage: page.vendor } : {}),
    ...(listType ? { listType } : {}),
  };
}

/** What a lobby page shows from its first render, and how it stores that (`lobbyArrival`). */
export interface LobbyArrival {
  /** The state the page shows. */
  shown: Atom<LobbyState>;
  /** Stores the shown state in the shared lobby state: run once, after the first render. */
  settle(): void;
}

/**
 * The lobby state a page shows from its first render, on the server too, so it renders the
 * right games first and no request goes out for stale filters. That is the shared state when it
 * was prepared for the page; otherwise, what the arrival event makes of it. `settle` stores that
 * very object, so readers of `shown` hear of no change and the lobby does not render again after
 * hydration; if another event changed the shared state first, the arrival event applies on top.
 */
export function lobbyArrival(store: ReturnType<typeof createStore>, page: LobbyPage): LobbyArrival {
  const found = store.get(lobbyStateAtom);
  const next = preparedFor(found, page) ? null : lobbyReducer(found, arrivalEvent(page));
  return {
    shown: atom((get) => {
      const stored = get(lobbyStateAtom);
      return next && stored === found ? next : stored;
    }),
    settle() {
      if (!next) return;
      if (store.get(lobbyStateAtom) === found) store.set(lobbyStateAtom, next);
      else store.set(lobbyDispatchAtom, arrivalEvent(page));
    },
  };
}

/**
 * Opens the lobby of the page a render starts on, before that render (the widget's `prepare`):
 * the server does it for its render and the browser before it hydrates, so every reader of the
 * lobby state (the side menu's vendor entries as well as the lobby) shows the same state on
 * both, and nothing changes when the app takes the page over.
 */
export const prepareLobby: PrepareSection<GameLobbySettings> = (store, { settings, location }) =>
  lobbyArrival(
    store,
    lobbyPage(settings.kind ?? 'category', location.pathname, location.search),
  ).settle();
