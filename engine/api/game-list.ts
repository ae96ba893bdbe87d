import type { GameListQuery } from '../../schemas/api/game-queries.ts';
import type { GameList } from '../../schemas/api/games.ts';
import { call, http } from './http.ts';
import { visitorValidator } from './lazy-validators.ts';

/**
 * Relay `GCSGAME_gameList`: one page of games matching the query (also the popup game list of
 * a vendor, with pageSize 1000). Empty and undefined filters are left out.
 */
export function getGameList(query: GameListQuery, signal?: AbortSignal): Promise<GameList> {
  const searchParams: Record<string, string> = { clientType: '3', platform: 'html5-desktop' };
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') searchParams[key] = String(value);
  }
  return call(
    () => http.get('wps/relay/GCSGAME_gameList', { searchParams, signal }),
    visitorValidator('validateGameList'),
  );
}
