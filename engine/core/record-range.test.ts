import { describe, expect, it } from 'vitest';
import { addDays, checkRange, isDay, presetRange, rangeDays, todayIn } from './record-range.ts';

// 2026-11-27 17:30 UTC: already the 28th in Manila (UTC+8), still the 27th in New York.
const now = new Date('2026-11-27T17:30:00Z');

describe('record ranges', () => {
  it('takes today in the brand time zone, not the browser one', () => {
    expect(todayIn('Asia/Manila', now)).toBe('2026-11-28');
    expect(todayIn('America/New_York', now)).toBe('2026-11-27');
    expect(todayIn('Asia/Manila', new Date('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-28', -29)).toBe('2026-10-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('counts the days of a range with both ends', () => {
    expect(rangeDays({ from: '2026-11-28', to: '2026-11-28' })).toBe(1);
    expect(rangeDays({ from: '2026-09-01', to: '2026-11-30' })).toBe(91);
    expect(rangeDays({ from: '2026-11-29', to: '2026-11-28' })).toBe(0);
  });

  it('computes this week from its Monday and this month from its 1st, in the time zone', () => {
    // Saturday 28 November in Manila, Friday 27 in New York.
    expect(presetRange('thisWeek', 'Asia/Manila', now)).toEqual({
      from: '2026-11-23',
      to: '2026-11-28',
    });
    expect(presetRange('thisWeek', 'America/New_York', now)).toEqual({
      from: '2026-11-23',
      to: '2026-11-27',
    });
    // A Monday is the first day of its own week; a Sunday the last.
    expect(presetRange('thisWeek', 'UTC', new Date('2026-11-23T10:00:00Z')).from).toBe(
      '2026-11-23',
    );
    expect(presetRange('thisWeek', 'UTC', new Date('2026-11-29T10:00:00Z')).from).toBe(
      '2026-11-23',
    );
    expect(presetRange('thisMonth', 'Asia/Manila', now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-28',
    });
    expect(presetRange('thisMonth', 'Asia/Manila', new Date('2026-11-30T16:30:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    });
  });

  it('computes each preset from today in the time zone', () => {
    expect(presetRange('today', 'Asia/Manila', now)).toEqual({
      from: '2026-11-28',
      to: '2026-11-28',
    });
    expect(presetRange('yesterday', 'Asia/Manila', now)).toEqual({
      from: '2026-11-27',
      to: '2026-11-27',
    });
    expect(presetRange('last7', 'Asia/Manila', now)).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
    });
    expect(presetRange('last30', 'America/New_York', now)).toEqual({
      from: '2026-10-29',
      to: '2026-11-27',
    });
  });

  it('says what is wrong with a custom range, by field', () => {
    const today = '2026-11-28';
    expect(checkRange({ from: '2026-11-01', to: '2026-11-28' }, today)).toEqual({});
    expect(checkRange({ from: '', to: '2026-13-01' }, today)).toEqual({
      from: 'required',
      to: 'invalid',
    });
    expect(checkRange({ from: '2026-11-20', to: '2026-11-10' }, today)).toEqual({
      from: 'afterTo',
    });
    expect(checkRange({ from: '2026-11-20', to: '2026-11-29' }, today)).toEqual({ to: 'future' });
    // 92 days is the most; 93 is one too many.
    expect(checkRange({ from: '2026-08-29', to: '2026-11-28' }, today)).toEqual({});
    expect(checkRange({ from: '2026-08-28', to: '2026-11-28' }, today)).toEqual({
      from: 'tooLong',
    });
    expect(isDay('2026-02-29')).toBe(false);
  });
});
