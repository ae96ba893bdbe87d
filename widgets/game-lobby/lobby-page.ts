import type { LobbyEvent, LobbyListType, LobbyState } from '../../engine/core/lobby.ts';
import type { GameType } from '../../schemas/api/games.ts';
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
