import { Plural, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  classifyMenu,
  gameListQuery,
  gameTypeOfPath,
  showsPager,
  showsProviderStrip,
  type LobbyEvent,
  type LobbyKind,
  type LobbyListType,
  type LobbyState,
  type PageSizes,
} from '../../engine/core/lobby.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useProtectedAction } from '../../engine/render/use-protected-action.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import {
  favoriteListResource,
  hotGamesResource,
  lobbyDispatchAtom,
  lobbyStateAtom,
  recentGamesResource,
  vendorLanesResource,
} from '../../engine/state/games.ts';
import { useAtomValue, useSetAtom, useStore } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { roleAtom, tokenAtom } from '../../engine/state/session.ts';
import type { Game, GameType, Vendor } from '../../schemas/api/games.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import { Icon } from '../ui/icons.tsx';
import { gameTypeLabel } from '../ui/menu-labels.ts';
import {
  GameGridList,
  GameTiles,
  GridEmpty,
  GridError,
  GridSkeleton,
  SkeletonItems,
  useTileActions,
  type TileActions,
} from './game-grid.tsx';
import { lobbyGameListResource } from './game-list-resource.ts';
import { Pager } from './pager.tsx';
import { ProviderStrip, ProviderStripSkeleton } from './provider-strip.tsx';
import type { GameLobbySettings } from './schema.ts';
import './game-lobby.css';

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
function arrivalEvent(page: LobbyPage): LobbyEvent {
  const listType = listTypeOf(page.kind);
  return {
    type: 'routeChanged',
    gameType: page.gameType,
    ...(page.vendor ? { vassalage: page.vendor } : {}),
    ...(listType ? { listType } : {}),
  };
}

/** A lobby page: the route decides the category, the shared lobby state the filters. */
export function GameLobby({ settings }: WidgetProps<GameLobbySettings>) {
  const kind = settings.kind ?? 'category';
  const path = useRouterState({ select: (s) => s.location.pathname });
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const gameType = kind === 'provider' ? null : gameTypeOfPath(path);
  const vendor =
    kind === 'provider'
      ? vendorCode(search.vassalage)
      : kind === 'category' && gameType === 'RNG'
        ? vendorCode(search.page)
        : null;
  // A new route or vendor in the URL is a new page: it checks the shared state afresh.
  return (
    <Lobby
      key={`${path}|${kind}|${vendor ?? ''}`}
      kind={kind}
      path={path}
      gameType={gameType}
      vendor={vendor}
    />
  );
}

function Lobby(page: LobbyPage) {
  const { kind, path, gameType, vendor } = page;
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const store = useStore();
  const state = useAtomValue(lobbyStateAtom);
  const dispatch = useSetAtom(lobbyDispatchAtom);
  const protect = useProtectedAction();
  const titleId = useId();
  const results = useRef<HTMLDivElement>(null);

  // The state found on arrival, when it belongs to another route; shown as loading until the
  // arrival event below replaces it, so no request goes out for stale filters.
  const [stale] = useState<LobbyState | null>(() => {
    const found = store.get(lobbyStateAtom);
    return preparedFor(found, page) ? null : found;
  });
  useEffect(() => {
    if (stale) dispatch(arrivalEvent({ kind, path, gameType, vendor }));
  }, [stale, dispatch, kind, path, gameType, vendor]);
  const ready = state !== stale;

  const lanes = useResource(vendorLanesResource, { merchant: brand.merchantCode, language });
  const vendors = useMemo(() => {
    const seen = new Map<string, Vendor>();
    for (const lane of lanes.data?.lanes ?? []) {
      for (const v of lane.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v);
    }
    return [...seen.values()];
  }, [lanes.data]);
  // The strip belongs to category pages (spec §2 "Lobby pages"): /hot, /fav and /providers have
  // no category to list the vendors of.
  const stripVendors = useMemo(
    () =>
      (gameType && lanes.data?.lanes.find((lane) => lane.gameCategory === gameType)?.vendors) || [],
    [lanes.data, gameType],
  );

  const chosenVendor = kind === 'provider' ? vendor : state.vassalage;
  const searching = state.gameName !== '';
  const lobbyKind: LobbyKind = searching
    ? 'search'
    : kind === 'provider'
      ? 'provider'
      : state.listType === 'hot'
        ? 'hot'
        : state.listType === 'fav'
          ? 'fav'
          : 'category';
  const classifies =
    state.listType === 'game'
      ? classifyMenu({ kind: lobbyKind, gameType, vendors, vassalage: state.vassalage })
      : null;
  const providerName = vendors.find((v) => v.vassalage === vendor)?.displayName;

  const title =
    kind === 'provider'
      ? (providerName ?? vendor ?? t`Provider`)
      : kind === 'hot'
        ? t`Hot games`
        : kind === 'fav'
          ? t`Favourites`
          : gameType
            ? i18n._(gameTypeLabel(gameType).label)
            : t`Games`;

  const chooseList = (listType: LobbyListType) => {
    const choose = () => dispatch({ type: 'chooseListType', listType });
    // Favourites and recent games are a member's own (spec §5 login check).
    if (listType === 'fav' || listType === 'recent') protect(choose);
    else choose();
  };

  const goToPage = useCallback(
    (pageNo: number) => {
      dispatch({ type: 'page', pageNo });
      const node = results.current;
      if (!node) return;
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      node.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
      node.focus({ preventScroll: true });
    },
    [dispatch],
  );

  const listTypes: { type: LobbyListType; label: string }[] = [
    { type: 'hot', label: t`Hot` },
    { type: 'fav', label: t`Favourites` },
    { type: 'game', label: t`All games` },
    { type: 'recent', label: t`Recent` },
  ];

  const showStrip = kind !== 'provider' && gameType !== null && showsProviderStrip(lobbyKind);
  let strip: ReactNode = null;
  if (showStrip && lanes.status === 'loading') strip = <ProviderStripSkeleton />;
  else if (showStrip && lanes.status === 'error') {
    strip = (
      <div className="provider-strip provider-strip--error" role="alert">
        <span>{t`The providers could not be loaded.`}</span>
        <button type="button" className="btn btn-small" onClick={lanes.refresh}>
          {t`Try again`}
        </button>
      </div>
    );
  } else if (showStrip && stripVendors.length > 0) {
    strip = (
      <ProviderStrip
        key={stripVendors.map((v) => v.vassalage).join()}
        vendors={stripVendors}
        chosen={state.vassalage}
        onChoose={(vassalage) => dispatch({ type: 'chooseVendor', vassalage })}
      />
    );
  }

  return (
    <section className="game-lobby" aria-labelledby={titleId}>
      <h1 id={titleId} className="game-lobby__title">
        {title}
      </h1>
      {ready ? strip : null}
      <div className="game-lobby__toolbar">
        <div className="lobby-switch" role="group" aria-label={t`Game list`}>
          {listTypes.map(({ type, label }) => (
            <button
              key={type}
              type="button"
              className="lobby-chip"
              aria-pressed={ready && state.listType === type}
              onClick={() => chooseList(type)}
            >
              {label}
            </button>
          ))}
        </div>
        <SearchBox
          value={ready ? state.gameName : ''}
          onSearch={(gameName) => dispatch({ type: 'search', gameName })}
        />
      </div>
      {ready && classifies ? (
        <div className="lobby-classify" role="group" aria-label={t`Game categories`}>
          {classifies.map((item) => (
            <button
              key={item.key}
              type="button"
              className="lobby-chip"
              aria-pressed={state.gameClassify === item.key}
              onClick={() => dispatch({ type: 'chooseClassify', key: item.key })}
            >
              {item.key === 'ALL'
                ? t`All`
                : item.key === 'NEW'
                  ? t`New`
                  : item.displayName || item.key}
            </button>
          ))}
        </div>
      ) : null}
      <div
        ref={results}
        className="game-lobby__results"
        tabIndex={-1}
        role="region"
        aria-label={t`Games`}
      >
        {!ready ? (
          <GridSkeleton />
        ) : kind === 'provider' && !vendor ? (
          <GridEmpty text={t`Choose a provider to see its games.`}>
            <Link to="/" className="btn btn-small">
              {t`Back to the lobby`}
            </Link>
          </GridEmpty>
        ) : (
          <LobbyResults
            state={state}
            page={page}
            vendor={chosenVendor}
            language={language}
            onPage={goToPage}
            onClearSearch={() => dispatch({ type: 'search', gameName: '' })}
            onMore={() => dispatch({ type: 'page', pageNo: state.pageNo + 1 })}
          />
        )}
      </div>
    </section>
  );
}

/** The name search box (spec §5: trimmed by the reducer; empty clears the search). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (gameName: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  // The search can change from outside (a classify choice clears it): follow it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return (
    <form
      role="search"
      className="lobby-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t`Search games`}
      </label>
      <span className="lobby-search__field">
        <input
          ref={input}
          id={id}
          type="search"
          value={text}
          maxLength={60}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t`Search games`}
          onChange={(event) => setText(event.target.value)}
        />
        {text !== '' || value !== '' ? (
          <button
            type="button"
            className="lobby-search__clear"
            aria-label={t`Clear search`}
            onClick={() => {
              setText('');
              if (value !== '') onSearch('');
              input.current?.focus();
            }}
          >
            <Icon name="close" />
          </button>
        ) : null}
      </span>
      <button type="submit" className="btn btn-small btn-primary">
        {t`Search`}
      </button>
    </form>
  );
}

interface ResultsProps {
  state: LobbyState;
  page: LobbyPage;
  /** The vendor the lists are filtered by (the URL's on /providers). */
  vendor: string | null;
  language: LanguageCode;
  onPage: (pageNo: number) => void;
  onClearSearch: () => void;
  onMore: () => void;
}

/** The list the lobby state asks for (spec §4: hot, fav, recent, or the game list). */
function LobbyResults(props: ResultsProps) {
  const { t } = useLingui();
  const { state, page, vendor } = props;
  const actions = useTileActions(page.path);
  if (state.listType === 'hot') return <HotList {...props} actions={actions} />;
  if (state.listType === 'fav') {
    return (
      <MembersOnly text={t`Log in to see your favourite games.`}>
        <FavouriteList {...props} actions={actions} />
      </MembersOnly>
    );
  }
  if (state.listType === 'recent') {
    return (
      <MembersOnly text={t`Log in to see the games you played recently.`}>
        <RecentList {...props} actions={actions} />
      </MembersOnly>
    );
  }
  const filters: LobbyState = { ...state, vassalage: vendor };
  if (state.gameName !== '') return <SearchResults {...props} state={filters} actions={actions} />;
  return <PagedResults {...props} state={filters} actions={actions} />;
}

type ListProps = ResultsProps & { actions: TileActions };

function usePageSizes(): PageSizes {
  const { constants } = useBrand();
  return {
    searchPageSize: constants.searchPageSize,
    lobbyPageSize: constants.lobbyPageSize,
    defaultPageSize: constants.defaultPageSize,
  };
}

/** Refreshes a cached list once when it is shown again (recent games change as one plays). */
function useRefreshOnShow(list: { status: string; refresh: () => void }) {
  const [cached] = useState(list.status === 'ready');
  const { refresh } = list;
  useEffect(() => {
    if (cached) refresh();
  }, [cached, refresh]);
}

/** A whole list (hot, favourites, recent) in one grid, or its loading, error or empty state. */
function WholeList({
  list,
  games,
  actions,
  label,
  empty,
}: {
  list: { status: 'loading' | 'error' | 'ready'; refresh: () => void };
  games: readonly Game[] | null;
  actions: TileActions;
  label: string;
  empty?: string;
}) {
  if (list.status === 'loading') return <GridSkeleton />;
  if (list.status === 'error' || games === null) return <GridError onRetry={list.refresh} />;
  if (games.length === 0) return <GridEmpty text={empty} />;
  return (
    <GameGridList label={label}>
      <GameTiles games={games} actions={actions} />
    </GameGridList>
  );
}

function HotList({ page, vendor, language, actions }: ListProps) {
  const { t } = useLingui();
  const brand = useBrand();
  const hot = useResource(hotGamesResource, {
    merchant: brand.merchantCode,
    language,
    ...(page.gameType ? { gameType: page.gameType } : {}),
    ...(vendor ? { vassalage: vendor } : {}),
  });
  return (
    <WholeList list={hot} games={hot.data?.list ?? null} actions={actions} label={t`Hot games`} />
  );
}

function FavouriteList({ page, vendor, language, actions }: ListProps) {
  const { t } = useLingui();
  const { constants } = useBrand();
  const token = useAtomValue(tokenAtom) ?? '';
  const favourites = useResource(favoriteListResource, {
    token,
    language,
    // Spec §7: the favourite list is asked for by type, RNG where the route has none.
    gameType: page.gameType ?? 'RNG',
    pageSize: constants.favouritesPageSize,
  });
  useRefreshOnShow(favourites);
  const content = favourites.data?.content;
  const games = content
    ? content.filter(
        (game) =>
          (!vendor || game.vassalage === vendor) &&
          // A heart taken away here removes the game from the list at once.
          (!actions.favoritesReady || actions.isFavorite(game.nodeId)),
      )
    : null;
  return (
    <WholeList
      list={favourites}
      games={games}
      actions={actions}
      label={t`Favourite games`}
      empty={t`No favourite games yet. Tap the heart on a game to add it.`}
    />
  );
}

function RecentList({ page, vendor, language, actions }: ListProps) {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const recent = useResource(recentGamesResource, {
    token,
    language,
    ...(page.gameType ? { gameType: page.gameType } : {}),
    ...(vendor ? { vassalage: vendor } : {}),
  });
  useRefreshOnShow(recent);
  const list = recent.data?.list;
  const games = useMemo(
    () =>
      list
        ? list.filter(
            (game) =>
              (!page.gameType || game.gameType === page.gameType) &&
              (!vendor || game.vassalage === vendor),
          )
        : null,
    [list, page.gameType, vendor],
  );
  return (
    <WholeList
      list={recent}
      games={games}
      actions={actions}
      label={t`Recent games`}
      empty={t`No recent games yet.`}
    />
  );
}

/** Visitors and trial accounts see why the list is not theirs, and a way to log in. */
function MembersOnly({ children, text }: { children: ReactNode; text: string }) {
  const { t } = useLingui();
  const role = useAtomValue(roleAtom);
  const protect = useProtectedAction();
  if (role === 'member' || role === 'agent') return children;
  if (role === 'trial') return <GridEmpty text={t`Please Register An Account First`} />;
  return (
    <GridEmpty text={text}>
      <button
        type="button"
        className="btn btn-small btn-primary"
        onClick={() => protect(() => undefined)}
      >
        {t`Log in`}
      </button>
    </GridEmpty>
  );
}

/** The game list, one page at a time with the pager (spec §5, §9: 42 per page). */
function PagedResults({ state, page, language, actions, onPage }: ListProps) {
  const { t } = useLingui();
  const brand = useBrand();
  const sizes = usePageSizes();
  const query = gameListQuery(state, {
    gameType: page.gameType,
    language,
    merchant: brand.merchantCode,
    sizes,
  });
  const list = useResource(lobbyGameListResource, query);
  if (list.status === 'loading') return <GridSkeleton />;
  if (list.status === 'error') return <GridError onRetry={list.refresh} />;
  const { games, totalPages } = list.data;
  if (games.length === 0) {
    return (
      <GridEmpty>
        {state.pageNo > 1 ? (
          <button type="button" className="btn btn-small" onClick={() => onPage(1)}>
            {t`Back to page 1`}
          </button>
        ) : null}
      </GridEmpty>
    );
  }
  return (
    <>
      <GameGridList label={t`Games, page ${state.pageNo} of ${totalPages}`}>
        <GameTiles games={games} actions={actions} />
      </GameGridList>
      {showsPager(totalPages, games.length) ? (
        <Pager current={state.pageNo} total={totalPages} onPage={onPage} />
      ) : null}
    </>
  );
}

/**
 * Name search results (spec §5, §9): 28 per page, each "Load more" appending the next page.
 * The lobby state's page number is the number of pages shown.
 */
function SearchResults({ state, page, language, actions, onMore, onClearSearch }: ListProps) {
  const { t } = useLingui();
  const brand = useBrand();
  const sizes = usePageSizes();
  const queryFor = (pageNo: number) =>
    gameListQuery(
      { ...state, pageNo },
      { gameType: page.gameType, language, merchant: brand.merchantCode, sizes },
    );
  const first = useResource(lobbyGameListResource, queryFor(1));
  const last = useResource(lobbyGameListResource, queryFor(state.pageNo));
  const name = state.gameName;
  if (first.status === 'loading') return <GridSkeleton />;
  if (first.status === 'error') return <GridError onRetry={first.refresh} />;
  if (first.data.games.length === 0) {
    return (
      <GridEmpty text={t`No games found for “${name}”.`}>
        <button type="button" className="btn btn-small" onClick={onClearSearch}>
          {t`Clear search`}
        </button>
      </GridEmpty>
    );
  }
  const total = first.data.total;
  const more =
    last.status === 'loading'
      ? 'loading'
      : last.status === 'ready' && state.pageNo < last.data.totalPages
        ? 'more'
        : null;
  const pages = Array.from({ length: state.pageNo }, (_, i) => i + 1);
  return (
    <>
      <p className="game-lobby__count" role="status">
        <Plural value={total} one="# game found" other="# games found" />
      </p>
      <GameGridList label={t`Search results for “${name}”`}>
        {pages.map((pageNo) => (
          <SearchPage key={pageNo} query={queryFor(pageNo)} actions={actions} />
        ))}
      </GameGridList>
      {last.status === 'error' ? (
        <GridError onRetry={last.refresh} />
      ) : more ? (
        <div className="game-lobby__more">
          {/* One button throughout, so focus stays on it while the next page loads. */}
          <button
            type="button"
            className="btn"
            aria-disabled={more === 'loading' ? true : undefined}
            onClick={more === 'more' ? onMore : undefined}
          >
            {more === 'loading' ? t`Loading…` : t`Load more`}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** One page of search results, appended to the list. */
function SearchPage({
  query,
  actions,
}: {
  query: ReturnType<typeof gameListQuery>;
  actions: TileActions;
}) {
  const list = useResource(lobbyGameListResource, query);
  if (list.status === 'ready') return <GameTiles games={list.data.games} actions={actions} />;
  if (list.status === 'loading') return <SkeletonItems count={Math.min(query.pageSize ?? 7, 7)} />;
  return null;
}
