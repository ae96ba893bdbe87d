/**
 * When each game draws and when its sales close, in the game's time zone (Intl, no library).
 * VN: one draw a day on the station's days (North 18:15, Central 17:15, South 16:15); KENO
 * every `keno.intervalMinutes` from `keno.firstDraw` to `keno.lastDraw` inclusive; e-lotteries
 * every `intervalMinutes` all day from 00:00.
 */
import type { LotterySettings } from '../../../schemas/brand/lottery.ts';
import { wallClock, zonedInstant } from '../zoned-time.ts';
import { LotteryInputError } from './errors.ts';
import type { LotteryGame, VnRegion } from './games.ts';

const minuteMs = 60_000;
const dayMinutes = 24 * 60;

/** Draw time of each region, minutes after local midnight. */
const vnDrawMinute: Record<VnRegion, number> = {
  north: 18 * 60 + 15,
  central: 17 * 60 + 15,
  south: 16 * 60 + 15,
};

/** A game's draws within one day: the first (minutes after midnight), the step and the count. */
function dailyPlan(
  game: LotteryGame,
  settings: LotterySettings,
): { first: number; step: number; count: number } {
  if (game.kind === 'vn') return { first: vnDrawMinute[game.region!], step: dayMinutes, count: 1 };
  if (game.kind === 'keno') {
    const first = minutesOf(settings.keno.firstDraw);
    const step = settings.keno.intervalMinutes;
    const count = Math.floor((minutesOf(settings.keno.lastDraw) - first) / step) + 1;
    return { first, step, count: Math.max(0, count) };
  }
  const step = game.intervalMinutes!;
  return { first: 0, step, count: Math.ceil(dayMinutes / step) };
}

/** Minutes after midnight of an 'HH:MM' time. */
function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/**
 * Draw instants strictly after `after` and at or before `until`, oldest first, at most
 * `limit`. The platform's catch-up after downtime reads the missed draws with it.
 */
export function drawTimesBetween(
  game: LotteryGame,
  settings: LotterySettings,
  after: Date,
  until: Date,
  limit: number,
): Date[] {
  const draws: Date[] = [];
  const plan = dailyPlan(game, settings);
  const stepMs = plan.step * minuteMs;
  const start = wallClock(game.timeZone, after.getTime()).date;
  for (let day = start; draws.length < limit; day += dayMinutes * minuteMs) {
    if (zonedInstant(game.timeZone, day, 0) > until.getTime()) break;
    if (!game.drawDays.includes(new Date(day).getUTCDay() + 1)) continue;
    const first = zonedInstant(game.timeZone, day, plan.first);
    const skipped = Math.max(0, Math.floor((after.getTime() - first) / stepMs) + 1);
    for (let index = skipped; index < plan.count && draws.length < limit; index += 1) {
      const at = first + index * stepMs;
      if (at > until.getTime()) break;
      draws.push(new Date(at));
    }
  }
  return draws;
}

/** The first draw strictly after `at`. Throws LotteryInputError when the game has none in a week. */
export function nextDrawAfter(game: LotteryGame, settings: LotterySettings, at: Date): Date {
  const weekLater = new Date(at.getTime() + 8 * dayMinutes * minuteMs);
  const [next] = drawTimesBetween(game, settings, at, weekLater, 1);
  if (!next)
    throw new LotteryInputError(
      `${game.gameId} has no draw in the week after ${at.toISOString()}.`,
    );
  return next;
}

/** When sales of the draw at `drawAt` close: drawAt minus lockSeconds of the game's kind. */
export function lockTimeOf(game: LotteryGame, settings: LotterySettings, drawAt: Date): Date {
  return new Date(drawAt.getTime() - settings.lockSeconds[game.kind] * 1000);
}

/**
 * The draw a ticket bought at `now` is for: the first draw whose sales are still open (its lock
 * time strictly after `now`). Between a draw's lock and the draw this is the next one.
 */
export function openDrawAt(game: LotteryGame, settings: LotterySettings, now: Date): Date {
  return nextDrawAfter(
    game,
    settings,
    new Date(now.getTime() + settings.lockSeconds[game.kind] * 1000),
  );
}
