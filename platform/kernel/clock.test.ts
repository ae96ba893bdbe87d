import { describe, expect, it } from 'vitest';
import { ClockMoveError, adjustableClock, manualClock } from './clock.ts';

const start = '2026-11-27T18:00:00.000Z';

describe('adjustableClock', () => {
  it('runs with its base clock until it is moved', () => {
    const base = manualClock(start);
    const clock = adjustableClock(base);
    expect(clock.now().toISOString()).toBe(start);
    expect(clock.offsetMs()).toBe(0);
    base.advance(1500);
    expect(clock.now().toISOString()).toBe('2026-11-27T18:00:01.500Z');
  });

  it('advances by an offset that keeps running with the base clock', () => {
    const base = manualClock(start);
    const clock = adjustableClock(base);
    expect(clock.advance(90_000).toISOString()).toBe('2026-11-27T18:01:30.000Z');
    expect(clock.offsetMs()).toBe(90_000);
    base.advance(10_000);
    expect(clock.now().toISOString()).toBe('2026-11-27T18:01:40.000Z');
    clock.advance(2 * 60 * 60_000);
    expect(clock.offsetMs()).toBe(90_000 + 2 * 60 * 60_000);
  });

  it('is set to a later instant, and its offset is the distance from the base clock', () => {
    const base = manualClock(start);
    const clock = adjustableClock(base);
    expect(clock.set('2026-11-27T20:15:05Z').toISOString()).toBe('2026-11-27T20:15:05.000Z');
    expect(clock.offsetMs()).toBe(2 * 60 * 60_000 + 15 * 60_000 + 5000);
    // Setting it to its own now is no move at all, and allowed.
    expect(clock.set(clock.now()).toISOString()).toBe('2026-11-27T20:15:05.000Z');
  });

  it('refuses to go back, and stays where it was', () => {
    const clock = adjustableClock(manualClock(start));
    clock.advance(60_000);
    expect(() => clock.set('2026-11-27T18:00:30Z')).toThrow(ClockMoveError);
    expect(() => clock.set('2026-11-27T18:00:30Z')).toThrow(
      'The test clock only moves forward: 2026-11-27T18:00:30.000Z is before its now, 2026-11-27T18:01:00.000Z.',
    );
    expect(() => clock.advance(-1)).toThrow('cannot advance it by -1 ms');
    expect(() => clock.advance(Number.NaN)).toThrow(ClockMoveError);
    expect(() => clock.advance(Number.POSITIVE_INFINITY)).toThrow(ClockMoveError);
    expect(clock.offsetMs()).toBe(60_000);
  });

  it('refuses what is not an instant', () => {
    const clock = adjustableClock(manualClock(start));
    expect(() => clock.set('tomorrow')).toThrow('"tomorrow" is not an instant');
    expect(() => clock.set('2026-02-30T00:00:00Z')).toThrow(
      '"2026-02-30T00:00:00Z" is not an instant',
    );
    expect(clock.offsetMs()).toBe(0);
  });

  it('follows the real clock by default', () => {
    const clock = adjustableClock();
    const before = Date.now();
    clock.advance(60_000);
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(before + 60_000);
    expect(clock.now().getTime()).toBeLessThan(Date.now() + 61_000);
  });
});
