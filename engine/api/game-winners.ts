import type { WinnerBoard } from '../../schemas/api/games.ts';
import { call, http } from './http.ts';
import { validateWinnerBoard } from './validators.generated.js';

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
    validateWinnerBoard,
  );
}
