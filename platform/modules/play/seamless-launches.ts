/**
 * Which launch a seamless-wallet call is made under (docs/decisions/0014-seamless-wallet-authentication.md).
 * A debit or credit names the launch `token` the platform issued when the member opened one of
 * the vendor's games. It moves money only when that launch is live (its session has not
 * ended), is the named player's, and is one of the calling vendor's games; a call that names a
 * game names the launch's own (the routes check it, from `authorizeMove`'s answer). Two exceptions,
 * neither of which lets money move that was not already bound to a launch:
 *
 * - a call whose `txId` the ledger already holds is a replay: the ledger answers the original
 *   result (`DUPLICATE`) or `TX_CONFLICT`, and books nothing;
 * - a credit of a round the vendor debited under that same launch settles the round even after
 *   the launch has ended (the player logged out mid-round), so an open round is always paid.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError, PlatformError } from '../../kernel/errors.ts';
import { transactionBooked } from '../ledger/index.ts';
import { gameByNodeId } from './games.ts';
import { launchTokenHash, openLaunch } from './launches.ts';
import { seamlessRounds } from './tables.ts';

/** The brand a call is made on. */
type CallBrand = Pick<Brand, 'id' | 'accounts'>;

/** The live launch of `token` for one of `vendor`'s games, with its game. */
export async function vendorLaunch(
  db: Database,
  clock: Clock,
  brand: CallBrand,
  vendor: string,
  token: string,
) {
  const launch = await openLaunch(db, clock, brand, token);
  const found = await gameByNodeId(db, launch.nodeId);
  // A vendor learns only about launches of its own games.
  if (!found || found.game.vassalage !== vendor) throw apiError('LAUNCH_EXPIRED');
  return { launch, found };
}

/** `vendorLaunch`, or null where it answers `LAUNCH_EXPIRED`. */
async function liveLaunch(
  db: Database,
  clock: Clock,
  brand: CallBrand,
  vendor: string,
  token: string,
) {
  try {
    return await vendorLaunch(db, clock, brand, vendor, token);
  } catch (error) {
    if (error instanceof PlatformError && error.code === 'LAUNCH_EXPIRED') return null;
    throw error;
  }
}

/** A debit or credit as the launch check sees it. */
export interface LaunchedMove {
  kind: 'debit' | 'credit';
  brand: CallBrand;
  vendor: string;
  memberId: number;
  token: string;
  txId: string;
  roundId?: string | undefined;
}

/** The live launch a move is made under: its token hash and the catalog node of its game. */
export interface MoveLaunch {
  tokenHash: string;
  nodeId: string;
}

/**
 * Checks that `move` may be booked (see the file comment); `LAUNCH_EXPIRED` otherwise. Answers
 * the live launch it is made under, or null for a replay or a late credit.
 */
export async function authorizeMove(
  db: Database,
  clock: Clock,
  move: LaunchedMove,
): Promise<MoveLaunch | null> {
  const live = await liveLaunch(db, clock, move.brand, move.vendor, move.token);
  if (live && live.launch.memberId === move.memberId)
    return { tokenHash: live.launch.tokenHash, nodeId: live.launch.nodeId };
  if (await transactionBooked(db, move.brand.id, move.vendor, move.txId)) return null;
  if (move.kind === 'credit' && move.roundId !== undefined) {
    const [round] = await db
      .select({ memberId: seamlessRounds.memberId })
      .from(seamlessRounds)
      .where(
        and(
          eq(seamlessRounds.launchTokenHash, launchTokenHash(move.token)),
          eq(seamlessRounds.vendor, move.vendor),
          eq(seamlessRounds.roundId, move.roundId),
        ),
      );
    if (round?.memberId === move.memberId) return null;
  }
  throw apiError('LAUNCH_EXPIRED');
}

/** Records that the vendor's round `roundId` was debited under the launch `launchTokenHash`. */
export async function recordRound(
  db: Database,
  clock: Clock,
  round: { launchTokenHash: string; vendor: string; roundId: string; memberId: number },
): Promise<void> {
  await db
    .insert(seamlessRounds)
    .values({ ...round, createdAt: clock.now() })
    .onConflictDoNothing();
}

/** How long a debited round can still be settled by a credit after its launch has ended. */
export const openRoundDays = 30;

/** Deletes round records older than `openRoundDays`; returns how many. */
export async function deleteOldRounds(db: Database, clock: Clock): Promise<number> {
  const before = new Date(clock.now().getTime() - openRoundDays * 24 * 60 * 60_000);
  const deleted = await db
    .delete(seamlessRounds)
    .where(lte(seamlessRounds.createdAt, before))
    .returning({ roundId: seamlessRounds.roundId });
  return deleted.length;
}
