import { getGameList } from '../../engine/api/game-list.ts';
import { defineResource } from '../../engine/state/query.ts';
import type { GameListQuery } from '../../schemas/api/game-queries.ts';

/** A stable key for a query: the same filters in any order give the same key. */
export function queryKey(query: GameListQuery): string {
  return JSON.stringify(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * One page of the lobby's game list, cached by query (a page seen once shows at once when the
 * player comes back to it; the query carries the language, so a language switch reloads).
 */
export const lobbyGameListResource = defineResource({
  name: 'lobbyGameList',
  key: queryKey,
  fetch: (query: GameListQuery, signal) => getGameList(query, signal),
  ssr: true,
});
