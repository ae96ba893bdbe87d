import type { FavoriteList, FavoriteRequest, GameType } from '../../schemas/api/games.ts';
import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/** `GET /wps/game/favorites/ids` (token): the member's favourite node ids. */
export function getFavoriteIds(signal?: AbortSignal): Promise<string[]> {
  return call(
    () => http.get('wps/game/favorites/ids', { signal }),
    memberValidator('validateFavoriteIds'),
  );
}

/** What the favourite list takes (spec §7: pageNo 1, pageSize 999, vendor BGS for in-house). */
export interface FavoriteListQuery {
  gameType: GameType;
  vendor?: string;
  language: string;
  pageNo: number;
  pageSize: number;
}

/** `GET /wps/game/favorites` (token): the member's favourite games of a type. */
export function getFavoriteList(
  query: FavoriteListQuery,
  signal?: AbortSignal,
): Promise<FavoriteList> {
  const searchParams: Record<string, string> = {
    clientType: '3',
    platform: 'html5-desktop',
    gameType: query.gameType,
    language: query.language,
    pageNo: String(query.pageNo),
    pageSize: String(query.pageSize),
  };
  if (query.vendor) searchParams.vendor = query.vendor;
  return call(
    () => http.get('wps/game/favorites', { searchParams, signal }),
    memberValidator('validateFavoriteList'),
  );
}

/** What adding or removing a favourite answers: the favourite ids afterwards. */
export interface FavoriteChange {
  nodeId: string;
  favorite: boolean;
  ids: string[];
}

/** `POST` (add) or `DELETE` (remove) `/wps/game/favorites` (token). */
export function setFavorite(
  request: FavoriteRequest,
  favorite: boolean,
  signal?: AbortSignal,
): Promise<FavoriteChange> {
  return call(
    () =>
      favorite
        ? http.post('wps/game/favorites', { json: request, signal })
        : http.delete('wps/game/favorites', { json: request, signal }),
    memberValidator('validateFavoriteChange'),
  );
}
