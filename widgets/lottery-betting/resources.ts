/**
 * The bet slip's server data: the lottery menu of one prize mode (engine/api/lottery.ts),
 * stamped with the time it arrived so the countdown counts from the platform's `remainTime`.
 */
import type { LotteryGameInfo } from '../../schemas/api/lottery.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import { getLotteryMenu, type LotteryPrizeMode } from '../../engine/api/lottery.ts';
import { defineResource } from '../../engine/state/query.ts';

/** The games of one prize mode, in menu order, and when they were answered (ms since the epoch). */
export interface AnsweredMenu {
  games: LotteryGameInfo[];
  answeredAt: number;
}

/** What the menu is keyed by. */
export interface BettingMenuParam {
  prizeMode: LotteryPrizeMode;
  language: LanguageCode;
}

/** The device the platform is told (spec §7 `device`): a phone-wide screen is 'mobile'. */
function device(): 'mobile' | 'pc' {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches
    ? 'mobile'
    : 'pc';
}

/** The lottery menu of one prize mode, flattened in menu order. */
export const bettingMenuResource = defineResource({
  name: 'lotteryBettingMenu',
  key: (p: BettingMenuParam) => `${p.prizeMode}:${p.language}`,
  fetch: async (p: BettingMenuParam, signal): Promise<AnsweredMenu> => {
    const groups = await getLotteryMenu(
      { prizeMode: p.prizeMode, device: device(), language: p.language },
      signal,
    );
    return { games: groups.flatMap((group) => group.gameMenus), answeredAt: Date.now() };
  },
});
