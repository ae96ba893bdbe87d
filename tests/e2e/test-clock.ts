/** The clock platform's test clock, as the timed journeys move it (`*.clock.spec.ts`). */
import { expect, operatorOnClockPlatform } from './support.ts';

/** The test clock's now, in milliseconds: it runs on with real time from where it was set. */
export function clockNow(): number {
  return Date.parse(
    (JSON.parse(operatorOnClockPlatform('clock', 'show', '--json')) as { now: string }).now,
  );
}

/**
 * Moves the platform's test clock to `at` or a little past it (at least 5 s forward when the
 * clock has already passed `at`, as it does on a slow machine): its jobs run at the new time
 * before it answers, and none of them fails. The move is relative (`clock advance`), so the
 * seconds an operator command takes to start on a loaded machine cannot make it a move back,
 * which the platform refuses; they only land it that much later.
 */
export function clockTo(at: number): void {
  const seconds = Math.max(5, Math.ceil((at - clockNow()) / 1000));
  const moved = JSON.parse(
    operatorOnClockPlatform('clock', 'advance', `${seconds}s`, '--json'),
  ) as { beat: { failed: number } };
  expect(moved.beat.failed).toBe(0);
}
