import type { GameType, RecentGames } from '../../schemas/api/games.ts';
import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/** Relay `GCS_recentGame` (token): the member's recently launched games, latest first. */
export function getRecentGames(
  query: { language: string; vassalage?: string; gameType?: GameType },
  signal?: AbortSignal,
): Promise<RecentGames> {
  const searchParams: Record<string, string> = { clientType: '3', language: query.language };
  if (query.vassalage) searchParams.vassalage = query.vassalage;
  if (query.gameType) searchParams.gameType = query.gameType;
  return call(
    () => http.get('wps/relay/GCS_recentGame', { searchParams, signal }),
    memberValidator('validateRecentGames'),
  );
}
