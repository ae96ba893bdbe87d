/**
 * What every list of lottery games on the storefront shares (the lottery center, the home
 * lottery row): the menus of several prize modes stamped with the time they arrived, the
 * reload delay of spec §9, the ticking clock and the countdown text.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { LotteryGameInfo } from '../../schemas/api/lottery.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import { getLotteryMenu, type LotteryPrizeMode } from '../../engine/api/lottery.ts';
import {
  countdownOf,
  lotteryRefreshDelayMs,
  remainingAt,
} from '../../engine/core/lottery-countdown.ts';

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

/**
 * When a list loads again (a resource's `refetchInterval`): after the delay of spec §9 by the
 * soonest lock among its games; not before it has loaded.
 */
export const lotteryListRefresh = (data: AnsweredGames | undefined): number | false =>
  data
    ? lotteryRefreshDelayMs(
        data.games.map((game) =>
          game.isSale === 1 ? remainingAt(game.remainTime, data.answeredAt, Date.now()) : 0,
        ),
      )
    : false;

/** The current time, again every second (the countdowns re-tick every second, spec §4). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** What the countdown of spec §4 reads for a game with `remainingMs` before its lock. */
export function useCountdownText(): (isSale: boolean, remainingMs: number) => string {
  const { t } = useLingui();
  return (isSale, remainingMs) => {
    const countdown = countdownOf(isSale, remainingMs);
    if (countdown.kind !== 'days') return countdown.text;
    const { days, hours } = countdown;
    return t`${days}d ${hours}h`;
  };
}
