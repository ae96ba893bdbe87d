/** The clock platform's test clock, as the timed journeys move it (`*.clock.spec.ts`). */
import { expect, operatorOnClockPlatform } from './support.ts';

/** The test clock's now, in milliseconds: it runs on with real time from where it was set. */
export function clockNow(): number {
  return Date.parse(
    (JSON.parse(operatorOnClockPlatform('clock', 'show', '--json')) as { now: string }).now,
  );
}

/**
 * Moves the platform's test clock to `at`, or a few seconds past its now when the clock has
 * already passed `at`, as it does on a slow machine: its jobs run at the new time before it
 * answers, and none of them fails.
 */
export function clockTo(at: number): void {
  const target = Math.max(at, clockNow() + 5_000);
  const moved = JSON.parse(
    operatorOnClockPlatform('clock', 'set', new Date(target).toISOString(), '--json'),
  ) as { beat: { failed: number } };
  expect(moved.beat.failed).toBe(0);
}
