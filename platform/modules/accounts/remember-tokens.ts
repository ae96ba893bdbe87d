/**
 * Remember me (spec §4, §9 "Remember-me cookies | 1 day"): the player stays logged in on this
 * device without the browser ever keeping the password. A login with `remember: true` gets a
 * random 32-byte token in an HttpOnly cookie, stored only as its SHA-256. A page that starts
 * without a session exchanges it for a new session (`POST /wps/session/remember`), and every
 * exchange replaces it with a new token of the same expiry: the old one is dead at once. A
 * token used a second time was copied, so the exchange refuses it and ends every remember
 * token of the member (theft detection). The token lasts the brand's `rememberMeDays` from the
 * login; logout ends the device's token, and `revokeMemberSessions` (password change or reset,
 * lock, `member revoke-sessions`) ends them all.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { rememberTokens, type MemberRow } from './tables.ts';
import { tokenHash } from './sessions.ts';

/** The HttpOnly cookie of the remember token. */
export const rememberCookie = 'rememberToken';

/** Only the session routes (login, remember, logout) ever receive the cookie. */
const cookiePath = '/wps/session';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The remember token a request carries, if well formed. */
export function rememberTokenOf(request: FastifyRequest): string | null {
  const token = request.cookies[rememberCookie];
  return token !== undefined && tokenPattern.test(token) ? token : null;
}

/** Sets the remember cookie, living until `expiresAt`. */
export function setRememberCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  now: Date,
): void {
  reply.setCookie(rememberCookie, token, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'lax',
    // `request.protocol` honours trustProxy (X-Forwarded-Proto), as for the captcha cookie.
    secure: request.protocol === 'https',
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

/** Removes the remember cookie from the browser. */
export function clearRememberCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(rememberCookie, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** A new remember token (the only time it exists in clear) and its expiry. */
export interface IssuedRememberToken {
  token: string;
  expiresAt: Date;
}

/** Stores a new remember token for `member`, tied to the session it comes with. */
export async function issueRememberToken(
  db: Database,
  clock: Clock,
  options: {
    member: Pick<MemberRow, 'id' | 'brandId'>;
    sessionHash: string;
    expiresAt: Date;
  },
): Promise<IssuedRememberToken> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(rememberTokens).values({
    tokenHash: tokenHash(token),
    memberId: options.member.id,
    brandId: options.member.brandId,
    sessionHash: options.sessionHash,
    createdAt: clock.now(),
    expiresAt: options.expiresAt,
  });
  return { token, expiresAt: options.expiresAt };
}

/** What presenting a remember token found. */
export type RememberClaim =
  { ok: true; memberId: number; expiresAt: Date } | { ok: false; reason: 'unknown' | 'reused' };

/**
 * Claims the live remember token `token` of brand `brandId` for one exchange: marks it rotated
 * (so it never works again) and returns its member. A token already rotated is a copy in other
 * hands: every remember token of its member ends, and the claim is refused as `reused`.
 */
export async function claimRememberToken(
  db: Database,
  clock: Clock,
  brandId: string,
  token: string,
): Promise<RememberClaim> {
  const hash = tokenHash(token);
  const now = clock.now();
  const [claimed] = await db
    .update(rememberTokens)
    .set({ rotatedAt: now, lastUsedAt: now })
    .where(
      and(
        eq(rememberTokens.tokenHash, hash),
        eq(rememberTokens.brandId, brandId),
        isNull(rememberTokens.rotatedAt),
        isNull(rememberTokens.revokedAt),
        gt(rememberTokens.expiresAt, now),
      ),
    )
    .returning();
  if (claimed) return { ok: true, memberId: claimed.memberId, expiresAt: claimed.expiresAt };
  const [row] = await db
    .select()
    .from(rememberTokens)
    .where(and(eq(rememberTokens.tokenHash, hash), eq(rememberTokens.brandId, brandId)));
  if (!row || row.rotatedAt === null) return { ok: false, reason: 'unknown' };
  await revokeMemberRememberTokens(db, clock, row.memberId);
  return { ok: false, reason: 'reused' };
}

/** Ends every remember token of a member. */
export async function revokeMemberRememberTokens(
  db: Database,
  clock: Clock,
  memberId: number,
): Promise<void> {
  await db
    .update(rememberTokens)
    .set({ revokedAt: clock.now() })
    .where(and(eq(rememberTokens.memberId, memberId), isNull(rememberTokens.revokedAt)));
}

/**
 * Ends the remember token of one device: the one its cookie holds (`token`) and the one that
 * opened the session `sessionHash`.
 */
export async function revokeDeviceRememberToken(
  db: Database,
  clock: Clock,
  options: { sessionHash?: string; token: string | null },
): Promise<void> {
  const { sessionHash, token } = options;
  const which = [
    ...(sessionHash === undefined ? [] : [eq(rememberTokens.sessionHash, sessionHash)]),
    ...(token === null ? [] : [eq(rememberTokens.tokenHash, tokenHash(token))]),
  ];
  if (which.length === 0) return;
  await db
    .update(rememberTokens)
    .set({ revokedAt: clock.now() })
    .where(and(isNull(rememberTokens.revokedAt), or(...which)));
}

/**
 * The remember-me choice of a login (`remember` in the request): either way the device's old
 * token ends; ticked, a new one comes with the new session, for the brand's `rememberMeDays`;
 * unticked, the cookie is cleared. Left out (an API client), nothing changes.
 */
export async function applyRememberChoice(
  db: Database,
  clock: Clock,
  http: { request: FastifyRequest; reply: FastifyReply },
  choice: {
    remember: boolean | undefined;
    member: Pick<MemberRow, 'id' | 'brandId'>;
    sessionToken: string;
    days: number;
  },
): Promise<void> {
  const { request, reply } = http;
  if (choice.remember === undefined) return;
  await revokeDeviceRememberToken(db, clock, { token: rememberTokenOf(request) });
  if (!choice.remember) {
    clearRememberCookie(request, reply);
    return;
  }
  const now = clock.now();
  const issued = await issueRememberToken(db, clock, {
    member: choice.member,
    sessionHash: tokenHash(choice.sessionToken),
    expiresAt: new Date(now.getTime() + choice.days * 86_400_000),
  });
  setRememberCookie(request, reply, issued.token, issued.expiresAt, now);
}

/**
 * Deletes expired remember tokens. Rotated and revoked ones are kept until then, so that a
 * stolen copy used later is still recognised. Returns how many were deleted.
 */
export async function deleteExpiredRememberTokens(db: Database, clock: Clock): Promise<number> {
  const deleted = await db
    .delete(rememberTokens)
    .where(lte(rememberTokens.expiresAt, clock.now()))
    .returning({ tokenHash: rememberTokens.tokenHash });
  return deleted.length;
}
