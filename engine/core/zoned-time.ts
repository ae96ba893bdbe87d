/**
 * Wall-clock time in an IANA time zone (Intl, no library): what a zone's clock shows at an
 * instant, and the instant it shows a given time. Lottery schedules and agent contract periods
 * are counted in their brand's or game's zone.
 */

const minuteMs = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time (to the minute) at `at` in `timeZone`. */
export function wallClock(timeZone: string, at: number): { date: number; minutes: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const part = Object.fromEntries(
    format.formatToParts(at).map(({ type, value }) => [type, Number(value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
  return {
    // A local date as the UTC midnight of the same calendar day.
    date: Date.UTC(part.year, part.month - 1, part.day),
    minutes: part.hour * 60 + part.minute,
  };
}

/**
 * The instant the wall clock in `timeZone` shows `minutes` after midnight of `date` (a UTC
 * midnight naming the calendar day). Exact for zones without a daylight-saving change during
 * the day, as Vietnam (UTC+7, no change since 1975).
 */
export function zonedInstant(timeZone: string, date: number, minutes: number): number {
  const local = date + minutes * minuteMs;
  const wall = wallClock(timeZone, local);
  const offset = wall.date + wall.minutes * minuteMs - local;
  return local - offset;
}
