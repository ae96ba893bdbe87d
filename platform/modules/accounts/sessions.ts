/**
 * Sessions: a random 32-byte token (base64url) handed to the client once and stored only as
 * its SHA-256. A session lasts while it is used: it ends `sessionHours` after its last use,
 * on logout, and when the member's password changes. The game launches it created live and
 * die with it (platform/modules/play/launches.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, exists, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Session } from '../../../schemas/api/account.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { members, rememberTokens, sessions, type MemberRow, type SessionRow } from './tables.ts';
import { apiError } from '../../kernel/errors.ts';
import { recordLogin } from './login-history.ts';
import { before, perBrandValue } from '../../kernel/db/brand-sql.ts';

/** How a session began. */
export type LoginType = 'username' | 'sms' | 'register' | 'freeplay' | 'password' | 'remember';

/** Writing `last_seen_at` on every request would cost a write per call; once a minute is enough. */
const touchIntervalMs = 60_000;

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A session that was just opened, with its token (the only time the token exists). */
export interface OpenedSession {
  token: string;
  firstTimeLogin: boolean;
}

/**
 * Opens a session for `member` and, but for a trial (`freeplay`) session, records the login in
 * the same transaction (login-history.ts). `firstTimeLogin` is true when the member never had a
 * session before. `device` is the caller's User-Agent as `describeDevice` tells it.
 */
export async function openSession(
  db: Database,
  clock: Clock,
  options: {
    member: Pick<MemberRow, 'id' | 'brandId'>;
    loginType: LoginType;
    changePassword: boolean;
    ip: string;
    device: string | null;
  },
): Promise<OpenedSession> {
  const { member, loginType, ip, device } = options;
  const now = clock.now();
  const token = randomBytes(32).toString('base64url');
  const hash = tokenHash(token);
  // A savepoint when the caller is already in a transaction.
  const earlier = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.memberId, member.id))
      .limit(1);
    await tx.insert(sessions).values({
      tokenHash: hash,
      memberId: member.id,
      brandId: member.brandId,
      loginType,
      firstTimeLogin: !row,
      changePassword: options.changePassword,
      ip,
      createdAt: now,
      lastSeenAt: now,
    });
    if (loginType !== 'freeplay') {
      await recordLogin(tx, {
        memberId: member.id,
        brandId: member.brandId,
        at: now,
        kind: loginType,
        ip,
        device,
        sessionHash: hash,
      });
    }
    return row;
  });
  return { token, firstTimeLogin: !earlier };
}

/** The session answer (schemas/api/account.ts `sessionSchema`). */
export function sessionAnswer(
  opened: OpenedSession,
  member: Pick<MemberRow, 'username' | 'isAgent'>,
  flags: { changePassword: boolean; passwordExpired: boolean },
): Session {
  return {
    token: opened.token,
    account: member.username,
    firstTimeLogin: opened.firstTimeLogin,
    passwordExpired: flags.passwordExpired,
    changePassword: flags.changePassword,
    isAgent: member.isAgent,
  };
}

/** A request's live session and its member. */
export interface Account {
  session: SessionRow;
  member: MemberRow;
}

/** The token of an `Authorization: Bearer <token>` header, if well formed. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  return token !== undefined && tokenPattern.test(token) ? token : null;
}

/**
 * The live session stored as `hash` on brand `brand` and its member, marked as used; null for
 * an unknown, revoked, idle-expired or other brand's session, and for a locked member. Game launches call it on every
 * use (platform/modules/play/launches.ts), so playing keeps the session alive and whatever
 * ends the session ends its launches.
 */
export async function liveSession(
  db: Database,
  clock: Clock,
  brand: Pick<Brand, 'id' | 'accounts'>,
  hash: string,
): Promise<Account | null> {
  const [row] = await db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.tokenHash, hash));
  const now = clock.now();
  if (!row || row.session.brandId !== brand.id || row.session.revokedAt !== null) return null;
  if (row.member.lockedAt !== null) return null;
  const idleMs = now.getTime() - row.session.lastSeenAt.getTime();
  if (idleMs >= brand.accounts.sessionHours * 60 * 60_000) return null;
  if (idleMs >= touchIntervalMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, hash));
  }
  return row;
}

/**
 * The live session of `token` on brand `brand`, marked as used. Throws `NOT_LOGGED_IN` for a
 * missing, unknown, revoked, expired or other brand's token.
 */
export async function authenticate(
  db: Database,
  clock: Clock,
  brand: Pick<Brand, 'id' | 'accounts'>,
  token: string | null,
): Promise<Account> {
  if (token === null) throw apiError('NOT_LOGGED_IN');
  const account = await liveSession(db, clock, brand, tokenHash(token));
  if (!account) throw apiError('NOT_LOGGED_IN');
  return account;
}

/** Ends one session. */
export async function revokeSession(db: Database, clock: Clock, hash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.tokenHash, hash), isNull(sessions.revokedAt)));
}

/**
 * Ends every session of a member and its remember-me tokens (a password change or reset, a
 * lock, `member revoke-sessions`); the game launches of those sessions end with them. Returns
 * how many live sessions it ended.
 */
export async function revokeMemberSessions(
  db: Database,
  clock: Clock,
  memberId: number,
): Promise<number> {
  const now = clock.now();
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  await db
    .update(rememberTokens)
    .set({ revokedAt: now })
    .where(and(eq(rememberTokens.memberId, memberId), isNull(rememberTokens.revokedAt)));
  return ended.length;
}

/** The longest `sessionHours` a brand may set: what sessions of an unknown brand are kept for. */
const longestSessionHours = 720;

/**
 * Deletes revoked sessions and sessions idle for their brand's `sessionHours`, except each
 * member's newest one, which `openSession` reads to tell a first login. Sessions of brands not
 * in `brands` (a broken brand file) are kept for the longest time a brand may set. Returns how
 * many were deleted.
 */
export async function deleteExpiredSessions(
  db: Database,
  clock: Clock,
  brands: readonly Pick<Brand, 'id' | 'accounts'>[],
): Promise<number> {
  const hours = perBrandValue(
    sessions.brandId,
    new Map(brands.map((brand) => [brand.id, brand.accounts.sessionHours])),
    longestSessionHours,
  );
  const newer = alias(sessions, 'newer');
  const deleted = await db
    .delete(sessions)
    .where(
      and(
        or(
          isNotNull(sessions.revokedAt),
          lte(sessions.lastSeenAt, before(clock.now(), hours, 'hours')),
        ),
        exists(
          db
            .select({ one: newer.tokenHash })
            .from(newer)
            .where(
              and(eq(newer.memberId, sessions.memberId), gt(newer.createdAt, sessions.createdAt)),
            ),
        ),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}
