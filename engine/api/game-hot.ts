import type { GameType, HotGames } from '../../schemas/api/games.ts';
import { call, http } from './http.ts';
import { visitorValidator } from './lazy-validators.ts';

/** What the hot-games relay takes besides the fixed fields. */
export interface HotGamesQuery {
  merchantCode: string;
  language: string;
  gameType?: GameType;
  vassalage?: string;
}

/** Relay `GCSGAME_hotGamesV2`: the hot games, hottest first. */
export function getHotGames(query: HotGamesQuery, signal?: AbortSignal): Promise<HotGames> {
  const searchParams: Record<string, string> = {
    merchantCode: query.merchantCode,
    isPlatform: '2',
    platform: 'flash,html5-desktop',
    language: query.language,
  };
  if (query.gameType) searchParams.gameType = query.gameType;
  if (query.vassalage) searchParams.vassalage = query.vassalage;
  return call(
    () => http.get('wps/relay/GCSGAME_hotGamesV2', { searchParams, signal }),
    visitorValidator('validateHotGames'),
  );
}
