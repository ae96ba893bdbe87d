import type { WinnerBoard } from '../../schemas/api/games.ts';
import { call, http } from './http.ts';
import { visitorValidator } from './lazy-validators.ts';

/** Relay `GCSGAME_getRankList`: the latest real wins of the site. */
export function getWinnerBoard(
  query: { language: string; limitNum: number },
  signal?: AbortSignal,
): Promise<WinnerBoard> {
  return call(
    () =>
      http.get('wps/relay/GCSGAME_getRankList', {
        searchParams: {
          gameCategory: 'ALL',
          language: query.language,
          limitNum: String(query.limitNum),
        },
        signal,
      }),
    visitorValidator('validateWinnerBoard'),
  );
}
