/**
 * Verification codes: SMS codes (registration, login, password reset, the member's own phone,
 * binding a new phone), e-mailed codes (binding a new e-mail address) and the temporary
 * passwords of the e-mail reset (purpose `email`, recipient `member:<id>`, platform/modules/accounts/email-reset.ts).
 * A code is six digits; every code is stored as a salted hash, scoped to one purpose and
 * recipient (and to the member who asked, for the binding codes), valid for a few minutes, used
 * once, and dead after five wrong attempts; a newer code for the same scope replaces it.
 *
 * Sending is limited, across brands because every message costs the operator: one per
 * recipient per `smsThrottleMs`, and more than five per recipient (or ten per address) in
 * fifteen minutes blocks that recipient (or address) for `tooManyRequestsWaitMinutes`.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, exists, gt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { smsBlocks, verificationCodes } from './tables.ts';
import { apiError } from '../../kernel/errors.ts';
import { randomDigits } from './captcha-image.ts';
import type { MessageSender } from './messaging.ts';

/**
 * What a code is for (`email`: a temporary password sent by the e-mail reset; `bindMobile` and
 * `bindEmail`: proof that a member holds the number or address they bind to their account).
 */
export type CodePurpose =
  | 'register'
  | 'login'
  | 'forgot'
  | 'email'
  | 'payoutAccount'
  | 'paymentPassword'
  | 'bindMobile'
  | 'bindEmail';

/** Digits in a code. */
export const codeLength = 6;
/** Wrong attempts a code survives. */
export const maxCodeAttempts = 5;
/** The window the send limits count in. */
export const sendWindowMs = 15 * 60_000;
/** Messages per recipient (number or account) in the window. */
export const maxSendsPerNumber = 5;
/** SMS per client address in the window. */
export const maxSendsPerAddress = 10;

/** Limits of one brand (from its constants). */
export interface SendLimits {
  throttleMs: number;
  blockMinutes: number;
}

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

function storedHash(code: string): string {
  const salt = randomBytes(12).toString('base64url');
  return `${salt}$${hashCode(salt, code)}`;
}

function matches(stored: string, code: string): boolean {
  const [salt, expected] = stored.split('$');
  if (salt === undefined || expected === undefined) return false;
  const given = Buffer.from(hashCode(salt, code), 'hex');
  const want = Buffer.from(expected, 'hex');
  return given.length === want.length && timingSafeEqual(given, want);
}

const tooMany = (retryAfterSeconds: number) =>
  apiError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.max(1, retryAfterSeconds) });

/** The block subject of a recipient: `mobile:+63...` for a number, else the recipient itself. */
function recipientSubject(recipient: string): string {
  return recipient.startsWith('+') ? `mobile:${recipient}` : recipient;
}

/**
 * Throws `TOO_MANY_REQUESTS` (with the seconds to wait) when a code for `recipient` (an E.164
 * number, or `member:<id>`) requested from `ip` must not go out now, recording a block when
 * this request crosses a limit.
 */
export async function checkSendLimits(
  db: Database,
  clock: Clock,
  options: { recipient: string; ip: string; limits: SendLimits },
): Promise<void> {
  const now = clock.now();
  const subjects = [
    { subject: recipientSubject(options.recipient), max: maxSendsPerNumber },
    { subject: `ip:${options.ip}`, max: maxSendsPerAddress },
  ];
  const lastBlocks = new Map<string, Date>();
  for (const { subject } of subjects) {
    const [block] = await db
      .select({ until: smsBlocks.blockedUntil })
      .from(smsBlocks)
      .where(eq(smsBlocks.subject, subject))
      .orderBy(desc(smsBlocks.blockedUntil))
      .limit(1);
    if (!block) continue;
    const wait = block.until.getTime() - now.getTime();
    if (wait > 0) throw tooMany(Math.ceil(wait / 1000));
    lastBlocks.set(subject, block.until);
  }

  const [last] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.recipient, options.recipient))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (last) {
    const wait = last.createdAt.getTime() + options.limits.throttleMs - now.getTime();
    if (wait > 0) throw tooMany(Math.ceil(wait / 1000));
  }

  for (const { subject, max } of subjects) {
    // Sends before a block ended were paid for by that block: after it the count restarts.
    const windowStart = new Date(
      Math.max(now.getTime() - sendWindowMs, lastBlocks.get(subject)?.getTime() ?? 0),
    );
    const byAddress = subject.startsWith('ip:');
    const column = byAddress ? verificationCodes.ip : verificationCodes.recipient;
    const value = byAddress ? options.ip : options.recipient;
    const [sent] = await db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(column, value), gt(verificationCodes.createdAt, windowStart)));
    if ((sent?.n ?? 0) >= max) {
      const blockMs = options.limits.blockMinutes * 60_000;
      await db
        .insert(smsBlocks)
        .values({ subject, blockedUntil: new Date(now.getTime() + blockMs), createdAt: now });
      throw tooMany(blockMs / 1000);
    }
  }
}

/** A code that went out. */
export interface SentCode {
  expiresAt: Date;
}

/**
 * Creates a code for `purpose` and `recipient` (for `memberId` alone, when given) and sends it
 * with `text(code)`: by SMS to the recipient, or by e-mail to `email.to` (six digits too, unless
 * `email.newCode` makes it, as the e-mail reset's temporary password). Call `checkSendLimits`
 * first. Throws `SMS_FAILED` or `EMAIL_FAILED` when the provider refuses the message.
 */
export async function sendCode(
  db: Database,
  clock: Clock,
  sender: MessageSender,
  options: {
    brandId: string;
    purpose: CodePurpose;
    recipient: string;
    memberId?: number;
    ip: string;
    validMinutes: number;
    text: (code: string) => string;
    email?: { to: string; newCode?: () => string };
  },
): Promise<SentCode> {
  const now = clock.now();
  const { email } = options;
  const code = email?.newCode ? email.newCode() : randomDigits(codeLength);
  const expiresAt = new Date(now.getTime() + options.validMinutes * 60_000);
  await db.insert(verificationCodes).values({
    brandId: options.brandId,
    purpose: options.purpose,
    recipient: options.recipient,
    memberId: options.memberId ?? null,
    codeHash: storedHash(code),
    ip: options.ip,
    createdAt: now,
    expiresAt,
  });
  try {
    await sender.send({
      channel: email ? 'email' : 'sms',
      brandId: options.brandId,
      recipient: email ? email.to : options.recipient,
      purpose: options.purpose,
      body: options.text(code),
    });
  } catch {
    throw apiError(email ? 'EMAIL_FAILED' : 'SMS_FAILED');
  }
  return { expiresAt };
}

const invalidCode = () => apiError('INVALID_CODE', { fields: { verificationCode: 'invalidCode' } });

/** What checking a code found: its id, or why it does not count. */
export type CodeCheck = { ok: true; id: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Which code a typed one is checked against (`memberId`: a code that member asked for). */
export interface CodeQuery {
  brandId: string;
  purpose: CodePurpose;
  recipient: string;
  memberId?: number;
  code: string;
}

/**
 * Checks `code` against the newest code for `purpose` and `recipient` (asked for by `memberId`,
 * when given) without using it up (see `useCode`), counting a wrong attempt. `invalid`: no
 * code, a used one, one past its attempts or a wrong one; `expired`: past its time.
 */
export async function matchCode(
  db: Database,
  clock: Clock,
  options: CodeQuery,
): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.brandId, options.brandId),
        eq(verificationCodes.purpose, options.purpose),
        eq(verificationCodes.recipient, options.recipient),
        options.memberId === undefined
          ? undefined
          : eq(verificationCodes.memberId, options.memberId),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!row || row.usedAt !== null || row.attempts >= maxCodeAttempts)
    return { ok: false, reason: 'invalid' };
  if (row.expiresAt.getTime() <= clock.now().getTime()) return { ok: false, reason: 'expired' };
  if (!matches(row.codeHash, options.code)) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, id: row.id };
}

/**
 * `matchCode` for a code the player typed: throws `INVALID_CODE` or `CODE_EXPIRED` (on the
 * `verificationCode` field) when it does not count.
 */
export async function checkCode(
  db: Database,
  clock: Clock,
  options: CodeQuery,
): Promise<{ id: number }> {
  const found = await matchCode(db, clock, options);
  if (found.ok) return { id: found.id };
  if (found.reason === 'expired')
    throw apiError('CODE_EXPIRED', { fields: { verificationCode: 'codeExpired' } });
  throw invalidCode();
}

/**
 * Uses up a checked code, normally inside the transaction of what it authorises (so a failed
 * registration leaves it usable). Throws `INVALID_CODE` when another request used it first.
 */
export async function useCode(db: Database, clock: Clock, id: number): Promise<void> {
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: clock.now() })
    .where(and(eq(verificationCodes.id, id), sql`${verificationCodes.usedAt} is null`))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw invalidCode();
}

/**
 * Deletes dead codes (expired, or replaced by a newer code for the same brand, purpose, number
 * and member) once they are older than the send-limit window, which counts them. Returns how many.
 */
export async function deleteExpiredCodes(db: Database, clock: Clock): Promise<number> {
  const now = clock.now();
  const newer = alias(verificationCodes, 'newer');
  const deleted = await db
    .delete(verificationCodes)
    .where(
      and(
        lte(verificationCodes.createdAt, new Date(now.getTime() - sendWindowMs)),
        or(
          lte(verificationCodes.expiresAt, now),
          // Only the newest code counts; deleting it must not bring an older one back.
          exists(
            db
              .select({ one: newer.id })
              .from(newer)
              .where(
                and(
                  eq(newer.brandId, verificationCodes.brandId),
                  eq(newer.purpose, verificationCodes.purpose),
                  eq(newer.recipient, verificationCodes.recipient),
                  sql`${newer.memberId} is not distinct from ${verificationCodes.memberId}`,
                  gt(newer.createdAt, verificationCodes.createdAt),
                ),
              ),
          ),
        ),
      ),
    )
    .returning({ id: verificationCodes.id });
  return deleted.length;
}
