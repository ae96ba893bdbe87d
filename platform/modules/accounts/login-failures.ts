/**
 * Failed logins per account (the username or mobile number tried) and per address, counted
 * over fifteen minutes in the database, so every instance sees the same counts. Once the
 * account reaches the brand's `captchaAfterFailures`, or the address `addressFailureFactor`
 * times that, logins touching it need the image captcha (spec §4: the failed-login answer
 * carries `captcha: true`). The address threshold is far higher because a carrier NAT puts
 * many players behind one address: their typos together must not put all of them behind the
 * captcha, while a script trying many names from one address still gets there.
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

/** How many times the per-account threshold an address may fail before the captcha. */
export const addressFailureFactor = 10;

/** The two subjects a login attempt is counted under. */
export interface LoginSubjects {
  /** `userSubject` or `mobileSubject`. */
  account: string;
  /** `addressSubject`. */
  address: string;
}

/** Failures in the window, per subject. */
export interface FailureCounts {
  account: number;
  address: number;
}

/** Whether `counts` call for the captcha, for a brand asking it after `threshold` failures. */
export function captchaDue(counts: FailureCounts, threshold: number): boolean {
  return counts.account >= threshold || counts.address >= threshold * addressFailureFactor;
}

async function countOf(
  db: Database,
  brandId: string,
  subject: string,
  since: Date,
): Promise<number> {
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
  return row?.n ?? 0;
}

/** The failures of the account and of the address in the window. */
export async function recentFailures(
  db: Database,
  clock: Clock,
  brandId: string,
  subjects: LoginSubjects,
): Promise<FailureCounts> {
  const since = new Date(clock.now().getTime() - failureWindowMs);
  return {
    account: await countOf(db, brandId, subjects.account, since),
    address: await countOf(db, brandId, subjects.address, since),
  };
}

/** Records one failure for the account and one for the address; returns the new counts. */
export async function recordFailure(
  db: Database,
  clock: Clock,
  brandId: string,
  subjects: LoginSubjects,
): Promise<FailureCounts> {
  const now = clock.now();
  // Old rows are dead weight: drop them while writing new ones.
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(now.getTime() - failureWindowMs)));
  await db
    .insert(loginFailures)
    .values(
      [subjects.account, subjects.address].map((subject) => ({ brandId, subject, createdAt: now })),
    );
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
