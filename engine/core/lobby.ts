/**
 * The game lobby's rules (spec §2 "Lobby behaviour", §4 "Lobby list type", §5, §9), as pure
 * functions: the list-type state machine, page sizes, when the classify menu, pager and
 * favourite hearts show, where see-more goes, and which call a lobby state makes.
 */
import type { GameListQuery } from '../../schemas/api/game-queries.ts';
import type { Classify, GameType, Vendor } from '../../schemas/api/games.ts';

/** Lobby list types (spec §4); `game` is the default. */
export type LobbyListType = 'hot' | 'fav' | 'game' | 'recent';

/** The lobby's filter state. */
export interface LobbyState {
  listType: LobbyListType;
  /** The chosen vendor, or null for all vendors of the category. */
  vassalage: string | null;
  /** ALL, NEW, HOT, FAV or one of the vendor's classify keys. */
  gameClassify: string;
  /** The trimmed name search; empty when not searching. */
  gameName: string;
  pageNo: number;
  /** Set when the list was opened on the in-house type (spec §4). */
  inHouse: boolean;
  /**
   * The category the last `routeChanged` opened the lobby for (null: none, or a special list
   * such as /hot, /fav or /providers). The lobby page compares it with its route to tell a
   * state another widget prepared for it (see-more, the side menu) from a stale one.
   */
  gameType: GameType | null;
}

/** A fresh lobby: all games, all vendors, page 1. */
export const initialLobbyState: LobbyState = {
  listType: 'game',
  vassalage: null,
  gameClassify: 'ALL',
  gameName: '',
  pageNo: 1,
  inHouse: false,
  gameType: null,
};

/** What can happen to the lobby. */
export type LobbyEvent =
  /** The list switch (hot, favourites, all games, recent). */
  | { type: 'chooseListType'; listType: LobbyListType }
  /** A vendor in the provider strip. */
  | { type: 'chooseVendor'; vassalage: string }
  /** An entry of the classify menu. */
  | { type: 'chooseClassify'; key: string }
  /** The name search box (the text is trimmed here). */
  | { type: 'search'; gameName: string }
  /** The pager. */
  | { type: 'page'; pageNo: number }
  /**
   * The route changed to a lobby of `gameType` (null: not a category route). Classify returns
   * to ALL; a vendor and list type may come with it (see-more, /providers?vassalage=, /hot).
   */
  | {
      type: 'routeChanged';
      gameType: GameType | null;
      vassalage?: string | null;
      listType?: LobbyListType;
    };

/** The classify that goes with a list type (spec §4: hot sets HOT, fav sets FAV, others ALL). */
function classifyOf(listType: LobbyListType): string {
  if (listType === 'hot') return 'HOT';
  if (listType === 'fav') return 'FAV';
  return 'ALL';
}

/** The lobby state machine of spec §4. */
export function lobbyReducer(state: LobbyState, event: LobbyEvent): LobbyState {
  switch (event.type) {
    case 'chooseListType': {
      // Re-choosing the active type goes back to the game list.
      const listType = state.listType === event.listType ? 'game' : event.listType;
      return {
        ...state,
        listType,
        gameClassify: classifyOf(listType),
        vassalage: listType === 'hot' || listType === 'fav' ? state.vassalage : null,
        gameName: '',
        pageNo: 1,
      };
    }
    case 'chooseVendor':
      return {
        ...state,
        listType: 'game',
        vassalage: state.vassalage === event.vassalage ? null : event.vassalage,
        gameClassify: 'ALL',
        gameName: '',
        pageNo: 1,
      };
    case 'chooseClassify':
      return { ...state, listType: 'game', gameClassify: event.key, gameName: '', pageNo: 1 };
    case 'search': {
      const gameName = event.gameName.trim();
      return {
        ...state,
        listType: 'game',
        gameClassify: state.listType === 'game' ? state.gameClassify : 'ALL',
        gameName,
        pageNo: 1,
      };
    }
    case 'page':
      // A page that is not a number (NaN from a bad query) stays on the current page.
      return Number.isFinite(event.pageNo)
        ? { ...state, pageNo: Math.max(1, Math.floor(event.pageNo)) }
        : state;
    case 'routeChanged': {
      const listType = event.listType ?? 'game';
      return {
        listType,
        vassalage: event.vassalage ?? null,
        gameClassify: classifyOf(listType),
        gameName: '',
        pageNo: 1,
        inHouse: event.gameType === 'INHOUSE',
        gameType: event.gameType,
      };
    }
  }
}

/** Storefront route of each game type (spec §2 route table). */
export const gameTypeRoutes: Readonly<Record<GameType, string>> = {
  RNG: '/rng',
  LIVE: '/live',
  PVP: '/pvp',
  FISH: '/fish',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  INHOUSE: '/inhouse',
  LOTT: '/lotteryCenter',
  ELOTT: '/elott',
};

/** The game type whose lobby lives at `path`, or null. */
export function gameTypeOfPath(path: string): GameType | null {
  for (const [type, route] of Object.entries(gameTypeRoutes)) {
    if (route === path) return type as GameType;
  }
  return null;
}

/**
 * The URL search of a category page showing `vassalage`'s vendor tab (none: All), so a reload
 * or a shared link opens that tab; null for a category whose URL names no tab. Only /rng does,
 * with `?page=` (spec §2).
 */
export function vendorTabSearch(
  gameType: GameType | null,
  vassalage: string | null,
): { page?: string } | null {
  if (gameType !== 'RNG') return null;
  return vassalage ? { page: vassalage } : {};
}

/** Game types shown as a vendor grid, one tile per vendor (spec §2). */
export const vendorGridTypes: readonly GameType[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** Lottery types: never a favourite heart (spec §2). */
export const lotteryTypes: readonly GameType[] = ['LOTT', 'ELOTT'];

/** Page-size constants of a brand (spec §9). */
export interface PageSizes {
  searchPageSize: number;
  lobbyPageSize: number;
  defaultPageSize: number;
}

/**
 * The page size of a game list: search results 28, lobby pages 42, elsewhere 20 (spec §9).
 */
export function pageSizeFor(sizes: PageSizes, where: { lobby: boolean; search: boolean }): number {
  if (where.search) return sizes.searchPageSize;
  return where.lobby ? sizes.lobbyPageSize : sizes.defaultPageSize;
}

/** What the lobby page shows: a category, or one of the special lists. */
export type LobbyKind = 'category' | 'hot' | 'fav' | 'search' | 'provider';

/**
 * Whether a list of `kind` for `gameType` can have a classify menu at all (whether it does
 * depends on its vendors: `classifyMenu`).
 */
export function hasClassifyMenu(kind: LobbyKind, gameType: GameType | null): boolean {
  return kind === 'category' && gameType !== null && gameType !== 'PVP';
}

/**
 * The classify menu (spec §2, §5), or null when it is hidden: hidden for hot, fav, search,
 * provider and pvp; shown only when the vendor (or, with no vendor chosen, the category's
 * vendors together) has more than one classify; always ALL first, then NEW for RNG. ALL and
 * NEW carry an empty display name: the storefront translates them.
 */
export function classifyMenu(input: {
  kind: LobbyKind;
  gameType: GameType | null;
  vendors: readonly Vendor[];
  vassalage: string | null;
}): Classify[] | null {
  if (!hasClassifyMenu(input.kind, input.gameType)) return null;
  const chosen = input.vassalage
    ? input.vendors.filter((v) => v.vassalage === input.vassalage)
    : input.vendors.filter((v) => v.gameType === input.gameType);
  const own = new Map<string, Classify>();
  for (const vendor of chosen) {
    for (const item of vendor.gameClassify) {
      if (!own.has(item.key) && !['ALL', 'NEW', 'HOT', 'FAV'].includes(item.key))
        own.set(item.key, item);
    }
  }
  if (own.size <= 1) return null;
  return [
    { key: 'ALL', displayName: '' },
    ...(input.gameType === 'RNG' ? [{ key: 'NEW', displayName: '' }] : []),
    ...own.values(),
  ];
}

/** Whether the provider strip shows: not for search or provider lists (spec §2). */
export function showsProviderStrip(kind: LobbyKind): boolean {
  return kind !== 'search' && kind !== 'provider';
}

/** The pager shows only with more than one page and a non-empty list (spec §5). */
export function showsPager(totalPages: number, count: number): boolean {
  return totalPages > 1 && count > 0;
}

/** One pager entry: a page number or a gap. */
export type PagerItem = number | 'gap';

/**
 * The pages a pager shows (spec §9: 2 margin pages, range 5): the first and last `margin`
 * pages, `range` pages around the current one, and gaps between.
 */
export function pagerItems(current: number, total: number, margin = 2, range = 5): PagerItem[] {
  if (total <= 0) return [];
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p++) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous > 1) {
      // A gap of exactly one page shows that page instead of an ellipsis.
      if (page - previous === 2) items.push(previous + 1);
      else items.push('gap');
    }
    items.push(page);
  });
  return items;
}

const heartPaths = ['/', '/live', '/pvp', '/rng', '/fish', '/inhouse', '/hot', '/fav'];
const homePaths = ['/', '/index', '/index.html', '/home'];

/**
 * Whether a game tile shows the favourite heart (spec §2): only on /, /live, /pvp, /rng,
 * /fish, /inhouse, /hot and /fav; on home only in the hot and RNG rows; never for lottery.
 */
export function showsFavouriteHeart(
  path: string,
  game: { gameType: GameType; isGame?: string },
  row?: 'hot' | GameType,
): boolean {
  if (lotteryTypes.includes(game.gameType) || game.isGame === 'VASSALAGE') return false;
  const home = homePaths.includes(path);
  if (!home && !heartPaths.includes(path)) return false;
  if (home) return row === 'hot' || row === 'RNG';
  return true;
}

/** Where see-more leads, and the lobby state it starts with. */
export interface SeeMoreTarget {
  to: string;
  gameType: GameType;
  vassalage: string | null;
  pageNo: 1;
}

/**
 * See-more of a home row (spec §2): sports and e-sports go to their route with the first
 * vendor's vassalage and game type SPORTS; other types clear the vassalage and set the row's
 * type, page 1.
 */
export function seeMoreTarget(
  rowType: GameType,
  lanes: readonly { gameCategory: GameType; vendors: readonly Vendor[] }[],
): SeeMoreTarget {
  const to = gameTypeRoutes[rowType];
  if (rowType === 'SPORTS' || rowType === 'ESPORTS') {
    const first = lanes.find((lane) => lane.gameCategory === rowType)?.vendors[0];
    return { to, gameType: 'SPORTS', vassalage: first?.vassalage ?? null, pageNo: 1 };
  }
  return { to, gameType: rowType, vassalage: null, pageNo: 1 };
}

/**
 * The game-list query of a lobby state on a category route (spec §3 "Game list query").
 * Name searches use the search page size and keep their page number for load-more.
 */
export function gameListQuery(
  state: LobbyState,
  input: { gameType: GameType | null; language: string; merchant: string; sizes: PageSizes },
): GameListQuery {
  const search = state.gameName !== '';
  const query: GameListQuery = {
    pageNo: state.pageNo,
    pageSize: pageSizeFor(input.sizes, { lobby: true, search }),
    language: input.language,
    merchant: input.merchant,
    clientType: 3,
  };
  if (input.gameType) query.gameType = input.gameType;
  if (state.vassalage) query.vassalage = state.vassalage;
  if (search) query.gameName = state.gameName;
  if (state.gameClassify === 'NEW') query.isNew = 1;
  else if (state.gameClassify !== 'ALL' && state.gameClassify !== 'FAV')
    query.gameClassify = state.gameClassify;
  return query;
}
