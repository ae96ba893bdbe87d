/**
 * The platform's notion of "now". Services take a clock instead of calling `new Date()` so
 * tests can put maintenance windows and announcement schedules at exact moments.
 */

/** A source of the current time. */
export interface Clock {
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to. */
export interface ManualClock extends Clock {
  set(at: Date | string): void;
  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void;
}

/** A clock fixed at `start` until `set` or `advance` moves it. */
export function manualClock(start: Date | string): ManualClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** A test clock was asked to go back in time (or to an instant that is not one). */
export class ClockMoveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClockMoveError';
  }
}

/**
 * The platform's test clock (`TEST_CLOCK=true`): real time plus an offset an operator moves
 * forward to reach a draw, an expiry or a settlement without waiting for it.
 */
export interface AdjustableClock extends Clock {
  /**
   * Moves the clock forward by `ms` milliseconds; answers the new time.
   * @throws ClockMoveError for a negative or non-finite `ms`.
   */
  advance(ms: number): Date;
  /**
   * Moves the clock forward to `at`; answers the new time.
   * @throws ClockMoveError when `at` is not an instant or is before the clock's now.
   */
  set(at: Date | string): Date;
  /** How far ahead of its base clock this clock runs, in milliseconds (0 or more). */
  offsetMs(): number;
}

/**
 * Whether the `YYYY-MM-DD` a text starts with is a day of the calendar: `Date` reads
 * 2026-02-30 as March 2 rather than refusing it.
 */
function realCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return true;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A clock that runs with `base` plus an offset that only grows: what was scheduled, drawn or
 * settled assumes time never goes back, so moving it backwards is refused.
 */
export function adjustableClock(base: Clock = systemClock): AdjustableClock {
  let offset = 0;
  const now = () => new Date(base.now().getTime() + offset);
  return {
    now,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new ClockMoveError(
          `The test clock only moves forward: cannot advance it by ${ms} ms.`,
        );
      offset += ms;
      return now();
    },
    set(at) {
      const target = new Date(at);
      if (Number.isNaN(target.getTime()) || (typeof at === 'string' && !realCalendarDay(at)))
        throw new ClockMoveError(`"${String(at)}" is not an instant such as 2026-11-27T18:15:05Z.`);
      const current = now();
      if (target.getTime() < current.getTime())
        throw new ClockMoveError(
          `The test clock only moves forward: ${target.toISOString()} is before its now, ${current.toISOString()}.`,
        );
      offset += target.getTime() - current.getTime();
      return now();
    },
    offsetMs: () => offset,
  };
}
