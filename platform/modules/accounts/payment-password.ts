/**
 * The withdrawal password (the spec's payment password, issue 14 item 3): asked for every
 * withdrawal, set once (at registration or later), changed with the old one or an SMS code to the
 * member's phone. It follows the brand's `paymentPassword` registration rule. Wrong passwords
 * are counted per member: after `maxPaymentPasswordAttempts` in a row, none is checked for
 * `paymentPasswordLockMinutes`, so a stolen session cannot guess a six-digit password.
 */
import { eq, sql } from 'drizzle-orm';
import type { FieldErrorCode } from '../../../schemas/api/errors.ts';
import type { Brand } from '../../../schemas/brand.ts';
import { checkNewPassword } from '../../../engine/core/registration.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError, fieldError } from '../../kernel/errors.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { members } from './tables.ts';

/** Wrong withdrawal passwords in a row that lock it. */
export const maxPaymentPasswordAttempts = 5;
/** How long the lock lasts. */
export const paymentPasswordLockMinutes = 15;

/** The member's withdrawal password state. */
async function stateOf(db: Database, memberId: number) {
  const [row] = await db
    .select({
      hash: members.paymentPasswordHash,
      failures: members.paymentPasswordFailures,
      lockedUntil: members.paymentPasswordLockedUntil,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row) throw apiError('USER_NOT_FOUND');
  return row;
}

/** When the member's withdrawal password unlocks, or null when it is not locked. */
export async function paymentPasswordLock(
  db: Database,
  clock: Clock,
  memberId: number,
): Promise<{ set: boolean; lockedUntil: Date | null }> {
  const state = await stateOf(db, memberId);
  const locked = state.lockedUntil && state.lockedUntil > clock.now() ? state.lockedUntil : null;
  return { set: state.hash !== null, lockedUntil: locked };
}

/**
 * Checks `password` against the member's withdrawal password, outside any transaction of what it
 * authorises (a refused withdrawal must not roll the count back). Throws
 * `PAYMENT_PASSWORD_NOT_SET`, `PAYMENT_PASSWORD_LOCKED` (with the seconds to wait) or
 * `WRONG_PAYMENT_PASSWORD` (with the attempts left, on the `field`); a right one clears the
 * count.
 */
export async function checkPaymentPassword(
  db: Database,
  clock: Clock,
  memberId: number,
  password: string,
  field = 'paymentPassword',
): Promise<void> {
  const state = await stateOf(db, memberId);
  if (state.hash === null) throw apiError('PAYMENT_PASSWORD_NOT_SET');
  const now = clock.now();
  const locked = (until: Date) =>
    apiError('PAYMENT_PASSWORD_LOCKED', {
      retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
    });
  if (state.lockedUntil && state.lockedUntil > now) throw locked(state.lockedUntil);
  if (await checkPassword(state.hash, password)) {
    if (state.failures > 0 || state.lockedUntil)
      await db
        .update(members)
        .set({ paymentPasswordFailures: 0, paymentPasswordLockedUntil: null })
        .where(eq(members.id, memberId));
    return;
  }
  const [counted] = await db
    .update(members)
    .set({ paymentPasswordFailures: sql`${members.paymentPasswordFailures} + 1` })
    .where(eq(members.id, memberId))
    .returning({ failures: members.paymentPasswordFailures });
  const failures = counted?.failures ?? maxPaymentPasswordAttempts;
  if (failures >= maxPaymentPasswordAttempts) {
    const until = new Date(now.getTime() + paymentPasswordLockMinutes * 60_000);
    await db
      .update(members)
      .set({ paymentPasswordFailures: 0, paymentPasswordLockedUntil: until })
      .where(eq(members.id, memberId));
    throw locked(until);
  }
  throw apiError('WRONG_PAYMENT_PASSWORD', {
    fields: { [field]: 'wrongPassword' },
    attemptsLeft: maxPaymentPasswordAttempts - failures,
  });
}

/**
 * Field problems of a new withdrawal password and its confirmation: the brand's
 * `paymentPassword` rule (enabled or not on the registration form) and equality.
 */
export function newPaymentPasswordProblems(
  brand: Pick<Brand, 'registration'>,
  password: string,
  confirmation: string,
): Record<string, FieldErrorCode> {
  const check = checkNewPassword(brand.registration.fields.paymentPassword, password, confirmation);
  return {
    ...(check.password ? { newPassword: check.password.code } : {}),
    ...(check.confirmation ? { confirmNewPassword: check.confirmation.code } : {}),
  };
}

/** Stores a new withdrawal password and clears the wrong-attempt count and lock. */
export async function storePaymentPassword(
  db: Database,
  memberId: number,
  password: string,
): Promise<void> {
  const hash = await hashPassword(password);
  await db
    .update(members)
    .set({
      paymentPasswordHash: hash,
      paymentPasswordFailures: 0,
      paymentPasswordLockedUntil: null,
    })
    .where(eq(members.id, memberId));
}

/** Throws a field error when there are problems. */
export function assertNoProblems(problems: Record<string, FieldErrorCode>): void {
  if (Object.keys(problems).length > 0) throw fieldError(problems);
}
