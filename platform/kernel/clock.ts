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
