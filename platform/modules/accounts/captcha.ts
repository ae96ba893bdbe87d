/**
 * The image captcha (spec §4: shown after failed logins; and the registration field `captcha`).
 * The answer is stored as a salted hash under a random id that travels in an httpOnly cookie;
 * each captcha answers one check only, right or wrong, and lasts five minutes.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, lte } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { captchas } from './tables.ts';
import { apiError } from '../../kernel/errors.ts';
import { drawCaptcha, randomDigits } from './captcha-image.ts';

/** Name of the cookie that carries the captcha id. */
export const captchaCookie = 'wps_captcha';
/** How long a captcha can be answered. */
export const captchaLifetimeMs = 5 * 60_000;
/** Digits in a captcha. */
export const captchaLength = 4;

function answerHash(id: string, answer: string): Buffer {
  return createHash('sha256').update(`${id}:${answer}`).digest();
}

/** A freshly drawn captcha. */
export interface IssuedCaptcha {
  id: string;
  /** `data:image/png;base64,...` */
  image: string;
}

/**
 * Draws a new captcha for `brandId`. `previousId` (the caller's current cookie) is retired, and
 * when it was issued less than `minIntervalMs` ago the caller gets `TOO_MANY_REQUESTS`
 * instead (spec §9: the picture refreshes at most once per second).
 */
export async function issueCaptcha(
  db: Database,
  clock: Clock,
  options: { brandId: string; previousId?: string; minIntervalMs: number },
): Promise<IssuedCaptcha> {
  const now = clock.now();
  if (options.previousId) {
    const [previous] = await db
      .select({ createdAt: captchas.createdAt })
      .from(captchas)
      .where(eq(captchas.id, options.previousId));
    if (previous) {
      const wait = previous.createdAt.getTime() + options.minIntervalMs - now.getTime();
      if (wait > 0)
        throw apiError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil(wait / 1000) });
      await db
        .update(captchas)
        .set({ usedAt: now })
        .where(and(eq(captchas.id, options.previousId), isNull(captchas.usedAt)));
    }
  }
  // Captchas live five minutes: the table only ever holds a few minutes of them.
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  const id = randomBytes(18).toString('base64url');
  const answer = randomDigits(captchaLength);
  await db.insert(captchas).values({
    id,
    brandId: options.brandId,
    answerHash: answerHash(id, answer).toString('hex'),
    createdAt: now,
    expiresAt: new Date(now.getTime() + captchaLifetimeMs),
  });
  return { id, image: `data:image/png;base64,${drawCaptcha(answer).toString('base64')}` };
}

/**
 * Checks an answer against the captcha `id` of the caller's cookie and uses the captcha up.
 * Throws `CAPTCHA_INVALID` when there is no such captcha for the brand, it was used or has
 * expired, or the answer is wrong.
 */
export async function checkCaptcha(
  db: Database,
  clock: Clock,
  options: { brandId: string; id: string | undefined; answer: string; captchaFlag?: boolean },
): Promise<void> {
  const invalid = () =>
    apiError('CAPTCHA_INVALID', {
      fields: { captcha: 'invalid' },
      ...(options.captchaFlag ? { captcha: true } : {}),
    });
  if (!options.id) throw invalid();
  const now = clock.now();
  // Claiming the row first makes the check single-use even under concurrent requests.
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchas.id, options.id),
        eq(captchas.brandId, options.brandId),
        isNull(captchas.usedAt),
      ),
    )
    .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
  if (!row || row.expiresAt.getTime() <= now.getTime()) throw invalid();
  const expected = Buffer.from(row.answerHash, 'hex');
  const given = answerHash(options.id, options.answer.trim());
  if (!timingSafeEqual(expected, given)) throw invalid();
}

/** The stored form of `answer` for captcha `id` (tests use it to give a captcha a known answer). */
export function captchaAnswerHash(id: string, answer: string): string {
  return answerHash(id, answer).toString('hex');
}

/**
 * Deletes captchas past their lifetime (issuing one also sweeps, but only when someone asks
 * for a captcha); returns how many.
 */
export async function deleteExpiredCaptchas(db: Database, clock: Clock): Promise<number> {
  const deleted = await db
    .delete(captchas)
    .where(lte(captchas.expiresAt, clock.now()))
    .returning({ id: captchas.id });
  return deleted.length;
}
