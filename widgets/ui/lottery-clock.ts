/**
 * The clock of the storefront's lottery lists (the lottery center, the home lottery row): the
 * reload delay of spec §9, the time now every second and the countdown text.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import {
  countdownOf,
  lotteryRefreshDelayMs,
  remainingAt,
} from '../../engine/core/lottery-countdown.ts';
import type { AnsweredGames } from './lottery-menus.ts';

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
