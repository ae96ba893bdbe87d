/**
 * Rounds of the built-in slot. A member's round is a debit of the bet (txId `<roundId>:bet`)
 * and a credit of the win (`<roundId>:win`, 0 for a lost round) through the seamless wallet,
 * under the game's vendor code, on the main wallet or (a transfer-wallet vendor's game) on the
 * member's wallet of that vendor, plus a `game_rounds` row, all in one database transaction. A
 * trial round bets and wins the play money of the launch's own ledger account instead. Either way the round is keyed by
 * (launch, roundId): a retried round id answers the stored outcome and bets nothing again.
 */
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { gameRounds } from './tables.ts';
import { apiError } from '../../kernel/errors.ts';
import {
  availableOf,
  bookTrialRound,
  credit,
  debit,
  lockHolder,
  type WalletName,
} from '../ledger/index.ts';
import type { LaunchRow } from './launches.ts';
import { spin, type LineWin, type SlotSymbol, type SpinOutcome } from './slot.ts';

/** A client round id: a UUID or similar, short enough to extend into transaction ids. */
export const roundIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/** What a spin answers. */
export interface RoundAnswer {
  roundId: string;
  reels: SlotSymbol[][];
  wins: LineWin[];
  betMinor: number;
  winMinor: number;
  /** The balance now (the wallet, or the trial launch's play money). */
  balanceMinor: bigint;
  /** True when the round id was played before and this is its stored outcome. */
  replay: boolean;
}

/** What a round stores as its outcome. */
interface StoredOutcome {
  stops: number[];
  reels: SlotSymbol[][];
  wins: LineWin[];
}

function storedOutcome(outcome: SpinOutcome): StoredOutcome {
  return { stops: outcome.stops, reels: outcome.reels, wins: outcome.wins };
}

async function storedRound(tx: Database, launch: LaunchRow, roundId: string, betMinor: number) {
  const [round] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.launchTokenHash, launch.tokenHash), eq(gameRounds.roundId, roundId)));
  if (!round) return undefined;
  if (round.betMinor !== BigInt(betMinor))
    throw apiError('TX_CONFLICT', {
      message: `Round ${roundId} was played with another bet`,
    });
  const outcome = round.outcome as StoredOutcome;
  return {
    reels: outcome.reels,
    wins: outcome.wins,
    winMinor: Number(round.winMinor),
  };
}

/** What a round needs to know. */
export interface RoundRequest {
  launch: LaunchRow;
  /** The vendor code of the launched game: the wallet's transaction ids belong to it. */
  vassalage: string;
  /** The member's wallet the game plays from: `main`, or its vendor's (a transfer wallet). */
  wallet: WalletName;
  roundId: string;
  betMinor: number;
}

/** Stores a round just played (a member's, or a trial's with no member) and answers it. */
async function newRound(
  tx: Database,
  clock: Clock,
  { launch, roundId, betMinor }: RoundRequest,
  memberId: number | null,
  outcome: SpinOutcome,
  balanceMinor: bigint,
): Promise<RoundAnswer> {
  await tx.insert(gameRounds).values({
    launchTokenHash: launch.tokenHash,
    roundId,
    memberId,
    nodeId: launch.nodeId,
    betMinor: BigInt(betMinor),
    winMinor: BigInt(outcome.winMinor),
    outcome: storedOutcome(outcome),
    createdAt: clock.now(),
  });
  return {
    roundId,
    reels: outcome.reels,
    wins: outcome.wins,
    betMinor,
    winMinor: outcome.winMinor,
    balanceMinor,
    replay: false,
  };
}

async function memberRound(
  db: Database,
  clock: Clock,
  memberId: number,
  request: RoundRequest,
): Promise<RoundAnswer> {
  const { launch, roundId, betMinor } = request;
  return db.transaction(async (tx) => {
    // The account lock orders rounds of one member, so a retried round id waits for the first
    // attempt and then finds its stored outcome.
    const account = await lockHolder(tx, { memberId, wallet: request.wallet });
    const stored = await storedRound(tx, launch, roundId, betMinor);
    if (stored)
      return { roundId, betMinor, ...stored, balanceMinor: availableOf(account), replay: true };

    const outcome = spin(betMinor);
    const common = {
      memberId,
      wallet: request.wallet,
      vendor: request.vassalage,
      roundId,
      nodeId: launch.nodeId,
    };
    const bet = await debit(tx, clock, {
      ...common,
      txId: `${roundId}:bet`,
      amountMinor: BigInt(betMinor),
    });
    const win = await credit(tx, clock, {
      ...common,
      txId: `${roundId}:win`,
      amountMinor: BigInt(outcome.winMinor),
    });
    // This launch has no round with this id, so a replayed ledger row is another launch's.
    if (bet.status !== 'OK' || win.status !== 'OK')
      throw apiError('TX_CONFLICT', { message: `Round id ${roundId} was already used` });
    return newRound(tx, clock, request, memberId, outcome, win.balanceMinor);
  });
}

async function trialRound(db: Database, clock: Clock, request: RoundRequest): Promise<RoundAnswer> {
  const { launch, roundId, betMinor } = request;
  return db.transaction(async (tx) => {
    const account = await lockHolder(tx, { launchTokenHash: launch.tokenHash });
    const balance = availableOf(account);
    const stored = await storedRound(tx, launch, roundId, betMinor);
    if (stored) return { roundId, betMinor, ...stored, balanceMinor: balance, replay: true };
    if (balance < BigInt(betMinor)) throw apiError('INSUFFICIENT_FUNDS');
    const outcome = spin(betMinor);
    const after = await bookTrialRound(tx, clock, {
      account,
      roundId,
      nodeId: launch.nodeId,
      betMinor: BigInt(betMinor),
      winMinor: BigInt(outcome.winMinor),
    });
    return newRound(tx, clock, request, null, outcome, after);
  });
}

/**
 * Plays one round of the built-in slot on a launch. `INSUFFICIENT_FUNDS` when the balance is
 * below the bet (nothing is written); the bet must be one of the game's levels (the caller
 * checks).
 */
export function playRound(db: Database, clock: Clock, request: RoundRequest): Promise<RoundAnswer> {
  const { launch } = request;
  if (launch.trial || launch.memberId === null) return trialRound(db, clock, request);
  return memberRound(db, clock, launch.memberId, request);
}
