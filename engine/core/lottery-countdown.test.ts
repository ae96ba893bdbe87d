import { describe, expect, it } from 'vitest';
import {
  closedCountdown,
  countdownOf,
  formatDrawTime,
  locksWithinADay,
  lotteryRefreshDelayMs,
  remainingAt,
} from './lottery-countdown.ts';

const s = 1000;
const h = 3600 * s;
const d = 24 * h;

describe('countdownOf', () => {
  it('is closed when the game is not on sale, whatever the time left', () => {
    expect(countdownOf(false, 5 * h)).toEqual({ kind: 'closed', text: closedCountdown });
    expect(closedCountdown).toBe('-- : -- : --');
  });

  it('is closed at 1 second or less, and at nothing or a negative time', () => {
    for (const ms of [1000, 999, 1, 0, -5000, Number.NaN])
      expect(countdownOf(true, ms).kind).toBe('closed');
    expect(countdownOf(true, 1001)).toEqual({ kind: 'clock', text: '00:00:01' });
  });

  it('shows HH:MM:SS under a day, seconds rounded down', () => {
    expect(countdownOf(true, 2 * s)).toEqual({ kind: 'clock', text: '00:00:02' });
    expect(countdownOf(true, 59 * 60 * s + 59_999)).toEqual({ kind: 'clock', text: '00:59:59' });
    expect(countdownOf(true, 3 * h + 4 * 60 * s + 5 * s + 900)).toEqual({
      kind: 'clock',
      text: '03:04:05',
    });
    expect(countdownOf(true, d - 1)).toEqual({ kind: 'clock', text: '23:59:59' });
  });

  it('shows whole days plus hours from one day on', () => {
    expect(countdownOf(true, d)).toEqual({ kind: 'days', days: 1, hours: 0 });
    expect(countdownOf(true, 2 * d + 5 * h + 59 * 60 * s)).toEqual({
      kind: 'days',
      days: 2,
      hours: 5,
    });
  });
});

describe('locksWithinADay', () => {
  it('is on while on sale with less than a day left', () => {
    expect(locksWithinADay(true, d - 1)).toBe(true);
    expect(locksWithinADay(true, 500)).toBe(true);
    expect(locksWithinADay(true, d)).toBe(false);
    expect(locksWithinADay(true, 0)).toBe(false);
    expect(locksWithinADay(false, h)).toBe(false);
  });
});

describe('remainingAt', () => {
  it('counts down from the answer and stops at 0', () => {
    expect(remainingAt(10 * s, 1_000_000, 1_000_000)).toBe(10 * s);
    expect(remainingAt(10 * s, 1_000_000, 1_003_500)).toBe(6500);
    expect(remainingAt(10 * s, 1_000_000, 1_020_000)).toBe(0);
    // A clock that went back does not add time.
    expect(remainingAt(10 * s, 1_000_000, 999_000)).toBe(10 * s);
  });
});

describe('lotteryRefreshDelayMs', () => {
  it('is a tenth of the soonest lock, between 7 and 30 s', () => {
    expect(lotteryRefreshDelayMs([5 * 60 * s, 2 * h])).toBe(30 * s);
    expect(lotteryRefreshDelayMs([2 * 60 * s, d])).toBe(12 * s);
    expect(lotteryRefreshDelayMs([40 * s])).toBe(7 * s);
    expect(lotteryRefreshDelayMs([h])).toBe(30 * s);
  });

  it('ignores games not on sale and waits 30 s when none is', () => {
    expect(lotteryRefreshDelayMs([0, 100 * s])).toBe(10 * s);
    expect(lotteryRefreshDelayMs([0, 0])).toBe(30 * s);
    expect(lotteryRefreshDelayMs([])).toBe(30 * s);
  });
});

describe('formatDrawTime', () => {
  it('writes MM/DD HH:mm:ss in Vietnam time by default', () => {
    expect(formatDrawTime('2025-01-06T11:15:00.000Z')).toBe('01/06 18:15:00');
    expect(formatDrawTime('2025-12-31T17:00:05.000Z')).toBe('01/01 00:00:05');
  });

  it('writes another time zone when asked, and nothing for an invalid instant', () => {
    expect(formatDrawTime('2025-01-06T11:15:00.000Z', 'UTC')).toBe('01/06 11:15:00');
    expect(formatDrawTime('not a time')).toBe('');
  });
});
