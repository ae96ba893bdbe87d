/**
 * The lottery's clock on the storefront (spec §4 "Lottery list mode", §9 "Lottery refresh delay",
 * "Previous draw date format"): what a game card's countdown shows, when a card is 'on', how long
 * the list waits before it asks again, and how a draw time is written. Pure: the widget passes
 * the current time.
 */

/** What the countdown shows when the game is not on sale or 1 second or less is left. */
export const closedCountdown = '-- : -- : --';

const second = 1000;
const hour = 3600 * second;
const day = 24 * hour;

/** A countdown: closed, a clock (under a day) or days plus hours (a day or more). */
export type Countdown =
  | { kind: 'closed'; text: typeof closedCountdown }
  | { kind: 'clock'; text: string }
  | { kind: 'days'; days: number; hours: number };

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The countdown of spec §4 for a game with `remainingMs` before its sales close: closed ('-- :
 * -- : --') when not on sale or 1 s or less is left; under 24 hours HH:MM:SS (whole seconds,
 * rounded down); otherwise whole days plus whole hours.
 */
export function countdownOf(isSale: boolean, remainingMs: number): Countdown {
  if (!isSale || !(remainingMs > second)) return { kind: 'closed', text: closedCountdown };
  if (remainingMs < day) {
    const seconds = Math.floor(remainingMs / second);
    const text = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
      .map(twoDigits)
      .join(':');
    return { kind: 'clock', text };
  }
  return {
    kind: 'days',
    days: Math.floor(remainingMs / day),
    hours: Math.floor(remainingMs / hour) % 24,
  };
}

/** The card's 'on' style of spec §4: on sale with less than one day before the lock. */
export function locksWithinADay(isSale: boolean, remainingMs: number): boolean {
  return isSale && remainingMs > 0 && remainingMs < day;
}

/**
 * What is left of a `remainTime` the platform answered at `answeredAt` (both in ms), at `now`:
 * never below 0. Counting from the answer, not from `fewinTime`, keeps a wrong device clock out.
 */
export function remainingAt(remainTimeMs: number, answeredAt: number, now: number): number {
  return Math.max(0, remainTimeMs - Math.max(0, now - answeredAt));
}

/** The shortest and longest wait between two loads of the lottery list (spec §9: 7 to 30 s). */
export const lotteryRefreshBoundsMs = { min: 7 * second, max: 30 * second } as const;

/**
 * How long the lottery list waits before it loads again (spec §9 "between 7 s and 30 s
 * depending on the soonest draw"): a tenth of the time to the soonest lock among the games on
 * sale, clamped to 7..30 s. A lock within 70 s: every 7 s; 5 minutes or more away: every 30 s.
 * No game on sale: 30 s.
 */
export function lotteryRefreshDelayMs(remainingMs: readonly number[]): number {
  const open = remainingMs.filter((ms) => ms > 0);
  if (open.length === 0) return lotteryRefreshBoundsMs.max;
  const soonest = Math.min(...open);
  return Math.min(lotteryRefreshBoundsMs.max, Math.max(lotteryRefreshBoundsMs.min, soonest / 10));
}

/** The lottery's time zone: every game draws in Vietnam time (docs/lottery.md). */
export const lotteryTimeZone = 'Asia/Ho_Chi_Minh';

/**
 * A draw time in spec §9's format MM/DD HH:mm:ss (24 h), in `timeZone` (default the lottery's,
 * Vietnam time, so a draw reads as its schedule says: 18:15 for the North). An invalid instant
 * gives ''.
 */
export function formatDrawTime(instant: string, timeZone: string = lotteryTimeZone): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month}/${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
