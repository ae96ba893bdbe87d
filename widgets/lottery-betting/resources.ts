/**
 * The bet slip's server data: the lottery menu of one prize mode (engine/api/lottery.ts),
 * stamped with the time it arrived so the countdown counts from the platform's `remainTime`.
 */
import type { LanguageCode } from '../../schemas/common.ts';
import { getLotteryMenu, type LotteryPrizeMode } from '../../engine/api/lottery.ts';
import { defineResource } from '../../engine/state/query.ts';
import { lotteryDevice, type AnsweredGames } from '../ui/lottery-menus.ts';

/** What the menu is keyed by. */
export interface BettingMenuParam {
  prizeMode: LotteryPrizeMode;
  language: LanguageCode;
}

/** The lottery menu of one prize mode, flattened in menu order. */
export const bettingMenuResource = defineResource({
  name: 'lotteryBettingMenu',
  key: (p: BettingMenuParam) => `${p.prizeMode}:${p.language}`,
  fetch: async (p: BettingMenuParam, signal): Promise<AnsweredGames> => {
    const groups = await getLotteryMenu(
      { prizeMode: p.prizeMode, device: lotteryDevice(), language: p.language },
      signal,
    );
    return { games: groups.flatMap((group) => group.gameMenus), answeredAt: Date.now() };
  },
});
