import { describe, expect, it } from 'vitest';
import { periodAt, periodsEnded, type ContractPeriod } from './periods.ts';

const iso = (p: { key: string; start: Date; end: Date }) => [
  p.key,
  p.start.toISOString(),
  p.end.toISOString(),
];

describe('contract periods in Manila (UTC+8)', () => {
  // Friday 27 November 2026, 17:03 in Manila.
  const at = new Date('2026-11-27T09:03:00Z');
  it.each<[ContractPeriod, string, string, string]>([
    ['fiveMinutes', '2026-11-27T17:00', '2026-11-27T09:00:00.000Z', '2026-11-27T09:05:00.000Z'],
    ['hourly', '2026-11-27T17', '2026-11-27T09:00:00.000Z', '2026-11-27T10:00:00.000Z'],
    ['daily', '2026-11-27', '2026-11-26T16:00:00.000Z', '2026-11-27T16:00:00.000Z'],
    // Monday 23 to Sunday 29 November.
    ['weekly', '2026-W48', '2026-11-22T16:00:00.000Z', '2026-11-29T16:00:00.000Z'],
    ['semimonthly', '2026-11-H2', '2026-11-15T16:00:00.000Z', '2026-11-30T16:00:00.000Z'],
    ['monthly', '2026-11', '2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z'],
  ])('%s: %s from %s to %s', (period, key, start, end) => {
    expect(iso(periodAt(period, at, 'Asia/Manila'))).toEqual([key, start, end]);
  });

  it('counts the first half of a month to the 15th and weeks by ISO 8601', () => {
    expect(iso(periodAt('semimonthly', new Date('2026-02-15T15:59:59Z'), 'Asia/Manila'))).toEqual([
      '2026-02-H1',
      '2026-01-31T16:00:00.000Z',
      '2026-02-15T16:00:00.000Z',
    ]);
    // 1 January 2027 is a Friday: it is still in the last week of 2026, which has 53.
    expect(periodAt('weekly', new Date('2027-01-01T04:00:00Z'), 'Asia/Manila').key).toBe(
      '2026-W53',
    );
    expect(periodAt('weekly', new Date('2027-01-04T04:00:00Z'), 'Asia/Manila').key).toBe(
      '2027-W01',
    );
  });

  it('lists the periods that ended since a moment, oldest first', () => {
    const ended = periodsEnded(
      'fiveMinutes',
      new Date('2026-11-27T09:03:00Z'),
      new Date('2026-11-27T09:16:00Z'),
      'Asia/Manila',
    );
    expect(ended.map((p) => p.key)).toEqual([
      '2026-11-27T17:00',
      '2026-11-27T17:05',
      '2026-11-27T17:10',
    ]);
    expect(periodsEnded('daily', at, new Date('2026-11-27T15:59:59Z'), 'Asia/Manila')).toEqual([]);
    // At most `limit` of them: a run after a long downtime settles a batch, then the next.
    const firstTwo = periodsEnded(
      'hourly',
      new Date('2026-11-20T00:00:00Z'),
      new Date('2026-11-27T00:00:00Z'),
      'Asia/Manila',
      2,
    );
    expect(firstTwo.map((p) => p.key)).toEqual(['2026-11-20T08', '2026-11-20T09']);
  });
});

it('follows a daylight-saving change: the day it ends has 25 hours in Berlin', () => {
  expect(iso(periodAt('daily', new Date('2026-10-25T12:00:00Z'), 'Europe/Berlin'))).toEqual([
    '2026-10-25',
    '2026-10-24T22:00:00.000Z',
    '2026-10-25T23:00:00.000Z',
  ]);
});
