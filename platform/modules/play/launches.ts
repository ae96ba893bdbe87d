/**
 * Game launches: the token in a launch address. A member launch plays with the member's
 * wallet and is bound to the session that created it: every use checks that session is still
 * live (not logged out, not revoked by a password change or reset, not idle past the brand's
 * `sessionHours`), so whatever ends a session ends its launches at once, and a use counts as
 * activity of the session. A trial launch (a game with supportPlay 0, accountType 0) has no
 * member and no session and plays with the brand's play money on a ledger account of its own,
 * never in a wallet. Only the token's SHA-256 is stored, as for sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { gameLaunches } from './tables.ts';
import { apiError } from '../../kernel/errors.ts';
import { liveSession } from '../accounts/index.ts';
import { openTrialMoney } from '../ledger/index.ts';

/** How long a launch address stays playable. */
export const launchHours = 12;

/** A launch token: 32 random bytes, base64url. */
export const launchTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a launch token. */
export function launchTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A stored launch. */
export type LaunchRow = typeof gameLaunches.$inferSelect;

/** What a launch is for. */
export type NewLaunch = {
  brandId: string;
  nodeId: string;
  language: string;
} & (
  | {
      /** The member and the session (its token hash) that launched. */
      member: { id: number; sessionTokenHash: string };
      trialBalanceMinor?: undefined;
    }
  | {
      member: null;
      /** The play money of the trial launch. */
      trialBalanceMinor: bigint;
    }
);

/**
 * Stores a launch and returns its token (the only time the token exists). A trial launch gets
 * its play money in the same transaction: run it inside one.
 */
export async function createLaunch(
  db: Database,
  clock: Clock,
  launch: NewLaunch,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + launchHours * 60 * 60_000);
  const tokenHash = launchTokenHash(token);
  await db.insert(gameLaunches).values({
    tokenHash,
    brandId: launch.brandId,
    memberId: launch.member?.id ?? null,
    sessionTokenHash: launch.member?.sessionTokenHash ?? null,
    nodeId: launch.nodeId,
    language: launch.language,
    trial: launch.member === null,
    createdAt: now,
    expiresAt,
  });
  if (launch.member === null)
    await openTrialMoney(
      db,
      clock,
      { brandId: launch.brandId, tokenHash },
      launch.trialBalanceMinor,
    );
  return { token, expiresAt };
}

/**
 * The live launch of `token` on brand `brand`. A malformed, unknown, other brand's or expired
 * token, and a member launch whose session has ended, is `LAUNCH_EXPIRED`: the player opens
 * the game again from the lobby (after logging in again).
 */
export async function openLaunch(
  db: Database,
  clock: Clock,
  brand: Pick<Brand, 'id' | 'accounts'>,
  token: string | undefined,
): Promise<LaunchRow> {
  if (token === undefined || !launchTokenPattern.test(token)) throw apiError('LAUNCH_EXPIRED');
  const [row] = await db
    .select()
    .from(gameLaunches)
    .where(eq(gameLaunches.tokenHash, launchTokenHash(token)));
  if (!row || row.brandId !== brand.id || row.expiresAt.getTime() <= clock.now().getTime())
    throw apiError('LAUNCH_EXPIRED');
  if (row.memberId !== null) {
    const session =
      row.sessionTokenHash === null
        ? null
        : await liveSession(db, clock, brand, row.sessionTokenHash);
    if (session?.member.id !== row.memberId) throw apiError('LAUNCH_EXPIRED');
  }
  return row;
}

/** Deletes launches past their expiry (they only ever answer `LAUNCH_EXPIRED`); returns how many. */
export async function deleteExpiredLaunches(db: Database, clock: Clock): Promise<number> {
  const deleted = await db
    .delete(gameLaunches)
    .where(lte(gameLaunches.expiresAt, clock.now()))
    .returning({ tokenHash: gameLaunches.tokenHash });
  return deleted.length;
}
