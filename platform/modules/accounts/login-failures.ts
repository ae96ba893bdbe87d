/**
 * Failed logins per subject (the username or mobile number tried, and the caller's address),
 * counted over fifteen minutes. Once a subject reaches the brand's `captchaAfterFailures`,
 * logins touching it need the image captcha (spec §4: the failed-login answer carries
 * `captcha: true`).
 */
import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { loginFailures } from './tables.ts';

/** The window failures count in. */
export const failureWindowMs = 15 * 60_000;

/** The subject of a username login (names compare case-insensitively). */
export function userSubject(username: string): string {
  return `user:${username.toLowerCase()}`;
}

/** The subject of an SMS login. */
export function mobileSubject(e164: string): string {
  return `mobile:${e164}`;
}

/** The subject of the caller's address. */
export function addressSubject(ip: string): string {
  return `ip:${ip}`;
}

/** The highest failure count among `subjects` in the window. */
export async function recentFailures(
  db: Database,
  clock: Clock,
  brandId: string,
  subjects: readonly string[],
): Promise<number> {
  const since = new Date(clock.now().getTime() - failureWindowMs);
  let highest = 0;
  for (const subject of subjects) {
    const [row] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.brandId, brandId),
          eq(loginFailures.subject, subject),
          gt(loginFailures.createdAt, since),
        ),
      );
    highest = Math.max(highest, row?.n ?? 0);
  }
  return highest;
}

/** Records one failure for each subject; returns the new highest count. */
export async function recordFailure(
  db: Database,
  clock: Clock,
  brandId: string,
  subjects: readonly string[],
): Promise<number> {
  const now = clock.now();
  // Old rows are dead weight: drop them while writing new ones.
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(now.getTime() - failureWindowMs)));
  await db
    .insert(loginFailures)
    .values(subjects.map((subject) => ({ brandId, subject, createdAt: now })));
  return recentFailures(db, clock, brandId, subjects);
}

/** Forgets the failures of `subjects` (after a successful login). */
export async function clearFailures(
  db: Database,
  brandId: string,
  subjects: readonly string[],
): Promise<void> {
  if (subjects.length === 0) return;
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.brandId, brandId), inArray(loginFailures.subject, subjects)));
}
