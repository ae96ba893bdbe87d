/**
 * Lobby state and game data: the resources every game widget reads (menus, vendors cached for
 * the session, hot games, favourites, recent games, winner board), the shared lobby filter
 * state (engine/core/lobby.ts) and the game the player launched last.
 */
import type { GameType, Launch } from '../../schemas/api/games.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import { getFavoriteIds, getFavoriteList } from '../api/game-favorites.ts';
import { getHotGames } from '../api/game-hot.ts';
import { getGameMenus } from '../api/game-menus.ts';
import { getRecentGames } from '../api/game-recent.ts';
import { getVendorLanes } from '../api/game-vendors.ts';
import { getWinnerBoard } from '../api/game-winners.ts';
import {
  initialLobbyState,
  lobbyReducer,
  type LobbyEvent,
  type LobbyState,
} from '../core/lobby.ts';
import { atom } from './jotai.ts';
import { defineResource } from './query.ts';
import { readStorage, writeStorage } from './storage.ts';

/** Game menu entries (per language, as their names may be translated by the platform). */
export const gameMenusResource = defineResource({
  name: 'gameMenus',
  key: (language: LanguageCode) => language,
  fetch: (_language: LanguageCode, signal) => getGameMenus(signal),
  session: true,
  ssr: true,
});

/** Vendor lanes, cached in the session (spec §7 "cached in session", §9 "vendor list"). */
export const vendorLanesResource = defineResource({
  name: 'vendorLanes',
  key: ({ merchant, language }: { merchant: string; language: LanguageCode }) =>
    `${merchant}:${language}`,
  fetch: ({ merchant }: { merchant: string; language: LanguageCode }, signal) =>
    getVendorLanes(merchant, signal),
  session: true,
  ssr: true,
});

/** What the hot-games resource is keyed by. */
export interface HotGamesParam {
  merchant: string;
  language: LanguageCode;
  gameType?: GameType;
  vassalage?: string;
}

/** Hot games, optionally of one type or vendor. */
export const hotGamesResource = defineResource({
  name: 'hotGames',
  key: (p: HotGamesParam) => `${p.merchant}:${p.language}:${p.gameType ?? ''}:${p.vassalage ?? ''}`,
  fetch: (p: HotGamesParam, signal) =>
    getHotGames(
      {
        merchantCode: p.merchant,
        language: p.language,
        gameType: p.gameType,
        vassalage: p.vassalage,
      },
      signal,
    ),
  ssr: true,
});

/** The member's favourite ids, keyed by token (a new login loads them afresh). */
export const favoriteIdsResource = defineResource({
  name: 'favoriteIds',
  key: (token: string) => token,
  fetch: (_token: string, signal) => getFavoriteIds(signal),
});

/** What the favourite-list resource is keyed by. */
export interface FavoriteListParam {
  token: string;
  language: LanguageCode;
  gameType: GameType;
  pageSize: number;
}

/**
 * The member's favourite games of a type (spec §7: page 1, page size 999, vendor BGS for the
 * in-house type).
 */
export const favoriteListResource = defineResource({
  name: 'favoriteList',
  key: (p: FavoriteListParam) => `${p.token}:${p.language}:${p.gameType}:${p.pageSize}`,
  fetch: (p: FavoriteListParam, signal) =>
    getFavoriteList(
      {
        gameType: p.gameType,
        vendor: p.gameType === 'INHOUSE' ? 'BGS' : undefined,
        language: p.language,
        pageNo: 1,
        pageSize: p.pageSize,
      },
      signal,
    ),
});

/** What the recent-games resource is keyed by. */
export interface RecentGamesParam {
  token: string;
  language: LanguageCode;
  gameType?: GameType;
  vassalage?: string;
}

/** The member's recently launched games. */
export const recentGamesResource = defineResource({
  name: 'recentGames',
  key: (p: RecentGamesParam) => `${p.token}:${p.language}:${p.gameType ?? ''}:${p.vassalage ?? ''}`,
  fetch: (p: RecentGamesParam, signal) =>
    getRecentGames({ language: p.language, gameType: p.gameType, vassalage: p.vassalage }, signal),
});

/** The winner board (spec §9: 20 entries). */
export const winnerBoardResource = defineResource({
  name: 'winnerBoard',
  key: ({ language, limitNum }: { language: LanguageCode; limitNum: number }) =>
    `${language}:${limitNum}`,
  fetch: (p: { language: LanguageCode; limitNum: number }, signal) => getWinnerBoard(p, signal),
  ssr: true,
});

/** The lobby filter state shared by the menu, the rows and the lobby page. */
export const lobbyStateAtom = atom<LobbyState>(initialLobbyState);

/**
 * The lobby's chosen vendor alone: a reader of it renders again only when the vendor changes,
 * not on every lobby event (the lobby page's arrival after hydration, a page turn, a search).
 */
export const lobbyVendorAtom = atom((get) => get(lobbyStateAtom).vassalage);

/** Applies a lobby event (spec §4 state machine). */
export const lobbyDispatchAtom = atom(null, (get, set, event: LobbyEvent) => {
  set(lobbyStateAtom, lobbyReducer(get(lobbyStateAtom), event));
});

/** The game the frame pages (/game, /seamless) show: the last launch and where it opens. */
export interface LaunchedGame extends Launch {
  /** `game_url` with the launch CDN in front. */
  url: string;
}

function storedLaunch(): LaunchedGame | null {
  const raw = readStorage('session', launchedGameKey);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as LaunchedGame;
  } catch {
    return null;
  }
}

/** Session-storage key of the last launch. */
export const launchedGameKey = 'launchedGame';
const launchedGameBaseAtom = atom<LaunchedGame | null>(storedLaunch());

/** The last launched game, kept in the session so a reload of /game shows it again. */
export const launchedGameAtom = atom(
  (get) => get(launchedGameBaseAtom),
  (_get, set, launch: LaunchedGame | null) => {
    writeStorage('session', launchedGameKey, launch === null ? null : JSON.stringify(launch));
    set(launchedGameBaseAtom, launch);
  },
);
