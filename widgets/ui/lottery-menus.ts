/**
 * The lottery menus as the storefront's lists read them (the lottery center, the home lottery
 * row): the games of several prize modes, stamped with the time they arrived so the countdowns
 * count from the platform's `remainTime`. Apart from the clock (lottery-clock.ts) so a list can
 * load this, and the answers' validators, on demand.
 */
import type { LotteryGameInfo } from '../../schemas/api/lottery.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import { getLotteryMenu, type LotteryPrizeMode } from '../../engine/api/lottery.ts';

/** A list of games and when it was answered (ms since the epoch). */
export interface AnsweredGames {
  games: LotteryGameInfo[];
  answeredAt: number;
}

/** `games`, stamped with the time now. */
export const answeredGames = (games: LotteryGameInfo[]): AnsweredGames => ({
  games,
  answeredAt: Date.now(),
});

/** The device the platform is told (spec §7 `device`): a phone-wide screen is 'mobile'. */
export function lotteryDevice(): 'mobile' | 'pc' {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches
    ? 'mobile'
    : 'pc';
}

/** The games of the menus of `prizeModes`, in that order and each menu's order. */
export async function fetchLotteryMenus(
  prizeModes: readonly LotteryPrizeMode[],
  language: LanguageCode,
  signal: AbortSignal,
): Promise<AnsweredGames> {
  const menus = await Promise.all(
    prizeModes.map((prizeMode) =>
      getLotteryMenu({ prizeMode, device: lotteryDevice(), language }, signal),
    ),
  );
  return answeredGames(menus.flat().flatMap((group) => group.gameMenus));
}
