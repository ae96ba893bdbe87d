/**
 * Day ranges of the member's records (spec §2 member center: account record, betting record,
 * profit and loss): days are `YYYY-MM-DD` dates in the brand's time zone, both ends included,
 * at most `recordRangeMaxDays` long. Pure date maths, no React.
 */
import { recordRangeMaxDays } from '../../schemas/api/records.ts';

/** A day as the record calls take it: `YYYY-MM-DD`. */
export type Day = string;

/** The days a record query covers, `from` and `to` included. */
export interface DayRange {
  from: Day;
  to: Day;
}

/** The ready-made periods of the records pages. */
export const recordPresets = ['today', 'yesterday', 'last7', 'last30'] as const;
/** A ready-made period of the records pages. */
export type RecordPreset = (typeof recordPresets)[number];

/** The ready-made periods of the agent's income: calendar week (Monday first) and month so far. */
export const incomePresets = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
/** Any ready-made period. */
export type RangePreset = RecordPreset | (typeof incomePresets)[number];

/** What is wrong with one end of a custom range, said under its field. */
export type RangeProblem = 'required' | 'invalid' | 'afterTo' | 'future' | 'tooLong';

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const msPerDay = 86_400_000;

/** The instant of a day's midnight in UTC, or NaN when `day` is not a real date. */
function utcMidnight(day: string): number {
  const match = dayPattern.exec(day);
  if (!match) return NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  // Rejects 2026-02-30, 2026-13-01 and the like, which Date.UTC rolls over.
  const back = new Date(time);
  return back.getUTCDate() === date && back.getUTCMonth() === month - 1 ? time : NaN;
}

const dayOf = (time: number): Day => new Date(time).toISOString().slice(0, 10);

/** Whether `text` is a real `YYYY-MM-DD` date. */
export function isDay(text: string): boolean {
  return !Number.isNaN(utcMidnight(text));
}

/** The date it is at `now` in `timeZone` (an IANA name such as `Asia/Manila`). */
export function todayIn(timeZone: string, now: Date = new Date()): Day {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `day` moved by `days` (negative for earlier). */
export function addDays(day: Day, days: number): Day {
  const time = utcMidnight(day);
  if (Number.isNaN(time)) throw new RangeError(`Not a day: ${day}`);
  return dayOf(time + days * msPerDay);
}

/** How many days `range` covers, both ends included (0 when `to` is before `from`). */
export function rangeDays({ from, to }: DayRange): number {
  const days = (utcMidnight(to) - utcMidnight(from)) / msPerDay + 1;
  return Number.isNaN(days) ? 0 : Math.max(0, days);
}

/** The days of a ready-made period, counted from today in `timeZone`. */
export function presetRange(preset: RangePreset, timeZone: string, now?: Date): DayRange {
  const today = todayIn(timeZone, now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisWeek': {
      // ISO weeks start on Monday: getUTCDay() is 0 on Sunday.
      const weekday = (new Date(utcMidnight(today)).getUTCDay() + 6) % 7;
      return { from: addDays(today, -weekday), to: today };
    }
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/**
 * The problems of a custom range, by field (none when it can be queried): both ends required
 * and real dates, `from` not after `to`, `to` not after `today`, and at most `maxDays` days.
 */
export function checkRange(
  range: DayRange,
  today: Day,
  maxDays: number = recordRangeMaxDays,
): Partial<Record<keyof DayRange, RangeProblem>> {
  const problems: Partial<Record<keyof DayRange, RangeProblem>> = {};
  for (const end of ['from', 'to'] as const) {
    if (range[end] === '') problems[end] = 'required';
    else if (!isDay(range[end])) problems[end] = 'invalid';
  }
  if (problems.from || problems.to) return problems;
  if (range.to > today) problems.to = 'future';
  else if (range.from > range.to) problems.from = 'afterTo';
  else if (rangeDays(range) > maxDays) problems.from = 'tooLong';
  return problems;
}
