/**
 * Game launches: the token in a launch address. A member launch plays with the member's
 * wallet; a trial launch (a game with supportPlay 0, accountType 0) has no member and plays
 * with the brand's play money on a ledger account of its own, never in a wallet. Only the token's
 * SHA-256 is stored, as for sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { gameLaunches } from './tables.ts';
import { apiError } from '../../kernel/errors.ts';
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
export interface NewLaunch {
  brandId: string;
  /** The member; null for a trial launch. */
  memberId: number | null;
  nodeId: string;
  language: string;
  /** The play money of a trial launch; null for a member launch. */
  trialBalanceMinor: bigint | null;
}

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
    memberId: launch.memberId,
    nodeId: launch.nodeId,
    language: launch.language,
    trial: launch.memberId === null,
    createdAt: now,
    expiresAt,
  });
  if (launch.memberId === null)
    await openTrialMoney(
      db,
      clock,
      { brandId: launch.brandId, tokenHash },
      launch.trialBalanceMinor ?? 0n,
    );
  return { token, expiresAt };
}

/**
 * The live launch of `token` on brand `brandId`. A malformed, unknown, other brand's or
 * expired token is `LAUNCH_EXPIRED`: the player opens the game again from the lobby.
 */
export async function openLaunch(
  db: Database,
  clock: Clock,
  brandId: string,
  token: string | undefined,
): Promise<LaunchRow> {
  if (token === undefined || !launchTokenPattern.test(token)) throw apiError('LAUNCH_EXPIRED');
  const [row] = await db
    .select()
    .from(gameLaunches)
    .where(eq(gameLaunches.tokenHash, launchTokenHash(token)));
  if (!row || row.brandId !== brandId || row.expiresAt.getTime() <= clock.now().getTime())
    throw apiError('LAUNCH_EXPIRED');
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
