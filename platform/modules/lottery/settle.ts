/**
 * Settling a draw's tickets, inside the transaction that draws it (draws.ts). Each winning
 * ticket is paid with one ledger credit keyed `win.<ticket id>` on the slip's vendor and round
 * (the slip id), so the betting record shows the slip as one round; a voided draw refunds each
 * ticket's cost with a credit keyed `void.<ticket id>`. A ticket is settled only while
 * `pending`, and the ledger's keys refuse a second payment, so a ticket is paid at most once.
 *
 * The brand's `lottery.limits.maxPayoutPerDrawMinor` caps what one member wins on one draw:
 * tickets are paid in the order they were bought until the cap is reached, the rest of their
 * win is cut (the ticket still shows as won, with what it paid).
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  settleBet,
  type BetTypeId,
  type DrawResult,
  type LotteryGame,
  type PricedBet,
} from '../../../engine/core/lottery/index.ts';
import type { LotterySettings } from '../../../schemas/brand/lottery.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { credit } from '../ledger/index.ts';
import { lotterySlips, lotteryTickets, type DrawRow, type TicketRow } from './tables.ts';

/** The pending tickets of a draw with their slip's round and vendor, oldest first. */
function pendingTickets(tx: Database, drawId: number) {
  return tx
    .select({ ticket: lotteryTickets, slipId: lotterySlips.slipId, vendor: lotterySlips.vendor })
    .from(lotteryTickets)
    .innerJoin(lotterySlips, eq(lotterySlips.id, lotteryTickets.slipId))
    .where(and(eq(lotteryTickets.drawId, drawId), eq(lotteryTickets.status, 'pending')))
    .orderBy(asc(lotteryTickets.id));
}

/** A stored ticket as the core prices it. */
export function pricedOf(ticket: TicketRow): PricedBet {
  return {
    betType: ticket.betType as BetTypeId,
    numbers: ticket.numbers,
    position: ticket.position,
    stakeMinor: ticket.stakeMinor,
    lots: ticket.lots,
    costMinor: ticket.costMinor,
  };
}

/** What settling a draw needs. */
export interface DrawSettlement {
  draw: DrawRow;
  game: LotteryGame;
  settings: LotterySettings;
  result: DrawResult;
}

/** Settles every pending ticket of the drawn draw; answers how many it settled. */
export async function settleTickets(
  tx: Database,
  clock: Clock,
  { draw, game, settings, result }: DrawSettlement,
): Promise<number> {
  const rows = await pendingTickets(tx, draw.id);
  const paid = new Map<number, bigint>();
  const cap = BigInt(settings.limits.maxPayoutPerDrawMinor);
  for (const { ticket, slipId, vendor } of rows) {
    const outcome = settleBet(game, settings, pricedOf(ticket), result);
    const before = paid.get(ticket.memberId) ?? 0n;
    const room = cap > before ? cap - before : 0n;
    const payout = outcome.payoutMinor < room ? outcome.payoutMinor : room;
    paid.set(ticket.memberId, before + payout);
    if (payout > 0n)
      await credit(tx, clock, {
        memberId: ticket.memberId,
        vendor,
        txId: `win.${ticket.id}`,
        amountMinor: payout,
        roundId: slipId,
        nodeId: draw.gameId,
      });
    await tx
      .update(lotteryTickets)
      .set({
        status: outcome.outcome,
        winningLots: outcome.winningLots,
        payoutMinor: payout,
        matched: outcome.matched,
        settledAt: clock.now(),
      })
      .where(eq(lotteryTickets.id, ticket.id));
  }
  return rows.length;
}

/** Refunds every pending ticket of a voided draw; answers how many it refunded. */
export async function refundTickets(tx: Database, clock: Clock, draw: DrawRow): Promise<number> {
  const rows = await pendingTickets(tx, draw.id);
  for (const { ticket, slipId, vendor } of rows) {
    await credit(tx, clock, {
      memberId: ticket.memberId,
      vendor,
      txId: `void.${ticket.id}`,
      amountMinor: ticket.costMinor,
      roundId: slipId,
      nodeId: draw.gameId,
    });
    await tx
      .update(lotteryTickets)
      .set({ status: 'void', settledAt: clock.now() })
      .where(eq(lotteryTickets.id, ticket.id));
  }
  return rows.length;
}
