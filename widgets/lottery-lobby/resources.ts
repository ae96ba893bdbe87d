/**
 * The lottery lobby's server data (engine/api/lottery.ts), each answer stamped with the time it
 * arrived so the countdowns count from the platform's `remainTime`.
 */
import type { LotteryDraw } from '../../schemas/api/lottery.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import type { LotteryPrizeMode } from '../../engine/api/lottery.ts';
import {
  getLotteryNumbers,
  getPopularLottery,
  getRecentLottery,
} from '../../engine/api/lottery.ts';
import { defineResource } from '../../engine/state/query.ts';
import { answeredGames, fetchLotteryMenus, lotteryDevice } from '../ui/lottery-menus.ts';

/** Spec §9: popular count 20, recent lottery count 100, Vietnamese numbers count 100. */
export const lotteryCounts = { popular: 20, recent: 100, numbers: 100 } as const;

/** What the menu resource is keyed by: the language and the tabs beyond the VN regions. */
export interface LotteryMenuParam {
  language: LanguageCode;
  keno: boolean;
  /** The e-lotteries (Elott, SEA), with the lobby's `eLottery` setting. */
  eLottery: boolean;
}

/** The prize modes of a lobby's menu: Lott, then ZY with KENO, Elott and SEA with e-lotteries. */
function menuModes(p: LotteryMenuParam): LotteryPrizeMode[] {
  return [
    'Lott',
    ...(p.keno ? (['ZY'] as const) : []),
    ...(p.eLottery ? (['Elott', 'SEA'] as const) : []),
  ];
}

/** The lottery menu of the VN lottery (prize mode Lott) and the other modes shown, in order. */
export const lotteryMenuResource = defineResource({
  name: 'lotteryMenu',
  key: (p: LotteryMenuParam) => `${p.language}:${menuModes(p).join(',')}`,
  fetch: (p: LotteryMenuParam, signal) => fetchLotteryMenus(menuModes(p), p.language, signal),
});

/** The most bought lottery games (hot mode). */
export const popularLotteryResource = defineResource({
  name: 'popularLottery',
  key: (language: LanguageCode) => language,
  fetch: async (language: LanguageCode, signal) =>
    answeredGames(
      await getPopularLottery(
        { device: lotteryDevice(), language, count: lotteryCounts.popular },
        signal,
      ),
    ),
});

/** The member's latest lottery games (recent mode), keyed by token. */
export const recentLotteryResource = defineResource({
  name: 'recentLottery',
  key: (p: { token: string; language: LanguageCode }) => `${p.token}:${p.language}`,
  fetch: async (p: { token: string; language: LanguageCode }, signal) =>
    answeredGames(
      await getRecentLottery(
        { device: lotteryDevice(), language: p.language, recentCount: lotteryCounts.recent },
        signal,
      ),
    ),
});

/** A game's latest draws, newest first (the history panel). */
export const lotteryNumbersResource = defineResource({
  name: 'lotteryNumbers',
  key: (gameId: string) => gameId,
  fetch: (gameId: string, signal): Promise<LotteryDraw[]> =>
    getLotteryNumbers({ gameId, count: lotteryCounts.numbers }, signal),
});
