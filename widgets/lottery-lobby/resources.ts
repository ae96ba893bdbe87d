/**
 * The lottery lobby's server data (engine/api/lottery.ts), each answer stamped with the time it
 * arrived so the countdowns count from the platform's `remainTime`.
 */
import type { LotteryDraw, LotteryGameInfo } from '../../schemas/api/lottery.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import {
  getLotteryMenu,
  getLotteryNumbers,
  getPopularLottery,
  getRecentLottery,
} from '../../engine/api/lottery.ts';
import { defineResource } from '../../engine/state/query.ts';

/** A list of games and when it was answered (ms since the epoch). */
export interface AnsweredGames {
  games: LotteryGameInfo[];
  answeredAt: number;
}

/** Spec §9: popular count 20, recent lottery count 100, Vietnamese numbers count 100. */
export const lotteryCounts = { popular: 20, recent: 100, numbers: 100 } as const;

/** The device the platform is told (spec §7 `device`): a phone-wide screen is 'mobile'. */
function device(): 'mobile' | 'pc' {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches
    ? 'mobile'
    : 'pc';
}

const answered = (games: LotteryGameInfo[]): AnsweredGames => ({ games, answeredAt: Date.now() });

/** What the menu resource is keyed by: the language and whether the KENO tab is shown. */
export interface LotteryMenuParam {
  language: LanguageCode;
  keno: boolean;
}

/** The lottery menu of the VN lottery (prize mode Lott) and, with KENO, of ZY, in menu order. */
export const lotteryMenuResource = defineResource({
  name: 'lotteryMenu',
  key: (p: LotteryMenuParam) => `${p.language}:${p.keno ? 'keno' : ''}`,
  fetch: async (p: LotteryMenuParam, signal) => {
    const modes = p.keno ? (['Lott', 'ZY'] as const) : (['Lott'] as const);
    const menus = await Promise.all(
      modes.map((prizeMode) =>
        getLotteryMenu({ prizeMode, device: device(), language: p.language }, signal),
      ),
    );
    return answered(menus.flat().flatMap((group) => group.gameMenus));
  },
});

/** The most bought lottery games (hot mode). */
export const popularLotteryResource = defineResource({
  name: 'popularLottery',
  key: (language: LanguageCode) => language,
  fetch: async (language: LanguageCode, signal) =>
    answered(
      await getPopularLottery({ device: device(), language, count: lotteryCounts.popular }, signal),
    ),
});

/** The member's latest lottery games (recent mode), keyed by token. */
export const recentLotteryResource = defineResource({
  name: 'recentLottery',
  key: (p: { token: string; language: LanguageCode }) => `${p.token}:${p.language}`,
  fetch: async (p: { token: string; language: LanguageCode }, signal) =>
    answered(
      await getRecentLottery(
        { device: device(), language: p.language, recentCount: lotteryCounts.recent },
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
