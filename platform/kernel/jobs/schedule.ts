/**
 * Cron schedules in a time zone, evaluated against the platform's clock rather than timers, so
 * a test that moves a manual clock sees exactly the occurrences a real day would have.
 */
import { Cron } from 'croner';

/** When a job runs: a five- or six-field cron pattern read in an IANA time zone. */
export interface JobSchedule {
  /** Such as `*\/5 * * * *` (every five minutes) or `0 3 * * *` (03:00 every day). */
  cron: string;
  /** IANA time zone the pattern is read in, such as `UTC` or `Asia/Manila`. */
  timezone: string;
}

/** A parsed schedule. */
export interface CronSchedule {
  /** The latest occurrence at or before `at`, or null when there is none. */
  latestAtOrBefore(at: Date): Date | null;
  /** Occurrences after `after` and at or before `until`, oldest first, at most `limit`. */
  between(after: Date, until: Date, limit: number): Date[];
}

/**
 * Parses `schedule`.
 * @throws Error naming the pattern or time zone when croner refuses it.
 */
export function parseSchedule(schedule: JobSchedule): CronSchedule {
  let cron: Cron;
  try {
    // croner only notices an unknown zone when it computes a date; Intl refuses it up front.
    new Intl.DateTimeFormat('en', { timeZone: schedule.timezone });
    // Without a callback croner starts no timer: it is used as a calculator only.
    cron = new Cron(schedule.cron, { timezone: schedule.timezone });
  } catch (error) {
    throw new Error(
      `Invalid job schedule "${schedule.cron}" in ${schedule.timezone}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return {
    latestAtOrBefore(at) {
      // previousRuns looks strictly before its reference; one millisecond on makes it inclusive.
      return cron.previousRuns(1, new Date(at.getTime() + 1))[0] ?? null;
    },
    between(after, until, limit) {
      const found: Date[] = [];
      let next = cron.nextRun(after);
      while (next !== null && next.getTime() <= until.getTime()) {
        found.push(next);
        // Keep the newest `limit`: a long stall should run the recent periods, not the oldest.
        if (found.length > limit) found.shift();
        next = cron.nextRun(next);
      }
      return found;
    },
  };
}
