/**
 * The periods agent contracts are settled by (spec §9: daily, weekly, semimonthly and monthly;
 * real-time salary every 5 minutes; hourly salary every hour), counted on the wall clock of the
 * brand's time zone. A period is half-open, `[start, end)`, and has a key that names it in the
 * settlement records (docs/agents.md "Periods").
 */
import type { DividendPeriod } from '../../../schemas/api/agent-contracts.ts';
import { wallClock, zonedInstant } from '../zoned-time.ts';

export { dividendPeriods, type DividendPeriod } from '../../../schemas/api/agent-contracts.ts';

/** Every period a contract is settled by. */
export type ContractPeriod = DividendPeriod | 'hourly' | 'fiveMinutes';

/** One period: from `start` (included) to `end` (excluded). */
export interface Period {
  /** `2026-11-27T14:05`, `2026-11-27T14`, `2026-11-27`, `2026-W48`, `2026-11-H2`, `2026-11`. */
  key: string;
  start: Date;
  end: Date;
}

const dayMs = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of a date given as the UTC midnight of its calendar day. */
const dayKey = (date: number) => new Date(date).toISOString().slice(0, 10);

/** The ISO 8601 week of the calendar day `date` (UTC midnight): `2026-W48`. */
function isoWeekKey(date: number): string {
  // The week belongs to the year of its Thursday.
  const thursday = date + (3 - ((new Date(date).getUTCDay() + 6) % 7)) * dayMs;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * dayMs)) + 1;
  return `${year}-W${pad(week)}`;
}

/** A period of whole local days, from the day `from` to the day `to` (excluded). */
function days(timeZone: string, key: string, from: number, to: number): Period {
  return {
    key,
    start: new Date(zonedInstant(timeZone, from, 0)),
    end: new Date(zonedInstant(timeZone, to, 0)),
  };
}

/** A period of `length` minutes within the local day `date`, starting `first` after midnight. */
function minutes(timeZone: string, date: number, first: number, length: number): Period {
  const time = `${pad(Math.floor(first / 60))}${length < 60 ? `:${pad(first % 60)}` : ''}`;
  return {
    key: `${dayKey(date)}T${time}`,
    start: new Date(zonedInstant(timeZone, date, first)),
    end: new Date(zonedInstant(timeZone, date, first + length)),
  };
}

/** The `period` that contains the instant `at` in `timeZone`. */
export function periodAt(period: ContractPeriod, at: Date, timeZone: string): Period {
  const { date, minutes: minute } = wallClock(timeZone, at.getTime());
  const day = new Date(date);
  const [year, month, dayOfMonth] = [day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()];
  switch (period) {
    case 'fiveMinutes':
      return minutes(timeZone, date, minute - (minute % 5), 5);
    case 'hourly':
      return minutes(timeZone, date, minute - (minute % 60), 60);
    case 'daily':
      return days(timeZone, dayKey(date), date, date + dayMs);
    case 'weekly': {
      const monday = date - ((day.getUTCDay() + 6) % 7) * dayMs;
      return days(timeZone, isoWeekKey(date), monday, monday + 7 * dayMs);
    }
    case 'semimonthly': {
      const second = dayOfMonth > 15;
      const from = Date.UTC(year, month, second ? 16 : 1);
      const to = second ? Date.UTC(year, month + 1, 1) : Date.UTC(year, month, 16);
      return days(timeZone, `${year}-${pad(month + 1)}-H${second ? 2 : 1}`, from, to);
    }
    case 'monthly':
      return days(
        timeZone,
        `${year}-${pad(month + 1)}`,
        Date.UTC(year, month, 1),
        Date.UTC(year, month + 1, 1),
      );
  }
}

/**
 * The periods that ended after `after` and by `now`, oldest first (the ones to settle), at
 * most `limit` of them.
 */
export function periodsEnded(
  period: ContractPeriod,
  after: Date,
  now: Date,
  timeZone: string,
  limit: number = Number.POSITIVE_INFINITY,
): Period[] {
  const ended: Period[] = [];
  for (
    let p = periodAt(period, after, timeZone);
    p.end <= now && ended.length < limit;
    p = periodAt(period, p.end, timeZone)
  )
    ended.push(p);
  return ended;
}
