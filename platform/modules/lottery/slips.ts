/**
 * Buying, listing and cancelling slips (docs/lottery.md "Platform"). A slip puts the same bets
 * on one or more open draws of one vendor's games (the stations of a VN day, say): each bet on
 * each draw is a ticket, priced by engine/core/lottery, and the whole slip is paid with ONE
 * ledger debit keyed `<member id>.<slip id>` on the vendor, whose round is the slip id. The
 * draws are locked `for share` while the slip is written, so a slip is either in before the
 * draw's lock time or refused (`LOTTERY_CLOSED`); the debit refuses a slip the member cannot
 * pay (`INSUFFICIENT_FUNDS`) and the whole purchase is undone. Buying again with the same slip
 * id answers the first purchase and books nothing.
 */
import { and, asc, desc, eq, exists, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  LotteryInputError,
  lotteryGame,
  priceBet,
  type BetTypeId,
  type PricedBet,
} from '../../../engine/core/lottery/index.ts';
import type { BuySlipRequest, LotterySlip, TicketState } from '../../../schemas/api/lottery.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError, badRequest } from '../../kernel/errors.ts';
import { debit, rollback } from '../ledger/index.ts';
import {
  lotteryDraws,
  lotterySlips,
  lotteryTickets,
  type DrawRow,
  type SlipRow,
} from './tables.ts';

/** The ledger transaction id of a slip's purchase. */
const purchaseTxId = (slip: Pick<SlipRow, 'memberId' | 'slipId'>) =>
  `${slip.memberId}.${slip.slipId}`;

async function slipRow(db: Database, memberId: number, slipId: string) {
  const [row] = await db
    .select()
    .from(lotterySlips)
    .where(and(eq(lotterySlips.memberId, memberId), eq(lotterySlips.slipId, slipId)));
  return row;
}

/** A slip with its tickets, as the calls answer it. */
async function slipAnswer(db: Database, clock: Clock, brand: Brand, slip: SlipRow) {
  const rows = await db
    .select({ ticket: lotteryTickets, draw: lotteryDraws })
    .from(lotteryTickets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .where(eq(lotteryTickets.slipId, slip.id))
    .orderBy(asc(lotteryTickets.id));
  return answerOf(clock, brand, slip, rows);
}

function answerOf(
  clock: Clock,
  brand: Brand,
  slip: SlipRow,
  rows: { ticket: typeof lotteryTickets.$inferSelect; draw: DrawRow }[],
): LotterySlip {
  const now = clock.now().getTime();
  return {
    slipId: slip.slipId,
    vendor: slip.vendor,
    currency: slip.currency,
    costMinor: Number(slip.costMinor),
    createdAt: slip.createdAt.toISOString(),
    cancellable:
      brand.lottery.allowCancel &&
      slip.cancelledAt === null &&
      rows.every(({ ticket, draw }) => ticket.status === 'pending' && draw.lockAt.getTime() > now),
    tickets: rows.map(({ ticket, draw }) => ({
      ticketId: ticket.id,
      drawKey: draw.drawKey,
      gameId: draw.gameId,
      betType: ticket.betType,
      numbers: ticket.numbers,
      position: ticket.position,
      stakeMinor: Number(ticket.stakeMinor),
      lots: ticket.lots,
      costMinor: Number(ticket.costMinor),
      status: ticket.status,
      winningLots: ticket.winningLots,
      payoutMinor: Number(ticket.payoutMinor),
      matched: ticket.matched,
    })),
  };
}

/** Prices every bet on every draw, or refuses the slip with the core's plain reason. */
function priceSlip(brand: Brand, draws: DrawRow[], request: BuySlipRequest) {
  const settings = brand.lottery;
  const tickets: { draw: DrawRow; bet: PricedBet }[] = [];
  for (const draw of draws) {
    const game = lotteryGame(settings, draw.gameId);
    if (!game) throw badRequest(`The game ${draw.gameId} is not offered`);
    for (const bet of request.bets)
      try {
        tickets.push({
          draw,
          bet: priceBet(game, settings, {
            ...bet,
            // An unknown bet type is the core's to refuse, in words.
            betType: bet.betType as BetTypeId,
            stakeMinor: BigInt(bet.stakeMinor),
          }),
        });
      } catch (error) {
        if (error instanceof LotteryInputError) throw badRequest(error.message);
        throw error;
      }
  }
  return tickets;
}

/** True when `error` is the unique index of a member's slip ids refusing a second insert. */
function isSlipClash(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code } = cause as { code?: unknown };
  return code === '23505';
}

/**
 * Buys a slip for the member (see the file's comment); answers the slip with its tickets.
 * @throws PlatformError NOT_FOUND for a draw key the brand has not scheduled, BAD_REQUEST for
 * draws of several vendors or a bet the game refuses, LOTTERY_CLOSED once a draw has locked,
 * INSUFFICIENT_FUNDS.
 */
export async function buySlip(
  db: Database,
  clock: Clock,
  brand: Brand,
  memberId: number,
  request: BuySlipRequest,
): Promise<LotterySlip> {
  const earlier = await slipRow(db, memberId, request.slipId);
  if (earlier) return slipAnswer(db, clock, brand, earlier);

  const draws = await db
    .select()
    .from(lotteryDraws)
    .where(
      and(eq(lotteryDraws.brandId, brand.id), inArray(lotteryDraws.drawKey, request.drawKeys)),
    );
  const unknown = request.drawKeys.filter((key) => !draws.some((draw) => draw.drawKey === key));
  if (unknown.length > 0) throw apiError('NOT_FOUND', { message: `No draw ${unknown.join(', ')}` });
  const settings = brand.lottery;
  const vendors = new Set(draws.map((draw) => lotteryGame(settings, draw.gameId)?.vendor));
  if (vendors.size !== 1) throw badRequest('A slip holds the draws of one vendor only');
  const [vendor] = [...vendors];
  const tickets = priceSlip(brand, draws, request);
  const costMinor = tickets.reduce((sum, { bet }) => sum + bet.costMinor, 0n);

  try {
    const slip = await db.transaction(async (tx) => {
      // One instant for the lock check and the purchase time: a slip checked before the lock
      // is bought before it.
      const now = clock.now();
      const open = await tx
        .select({ id: lotteryDraws.id })
        .from(lotteryDraws)
        .where(
          and(
            inArray(
              lotteryDraws.id,
              draws.map((draw) => draw.id),
            ),
            eq(lotteryDraws.status, 'open'),
            gt(lotteryDraws.lockAt, now),
          ),
        )
        .for('share');
      if (open.length !== draws.length) throw apiError('LOTTERY_CLOSED');
      const [row] = await tx
        .insert(lotterySlips)
        .values({
          slipId: request.slipId,
          brandId: brand.id,
          memberId,
          vendor: vendor ?? '',
          currency: brand.currency.code,
          costMinor,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('The slip was not written');
      await tx.insert(lotteryTickets).values(
        tickets.map(({ draw, bet }) => ({
          slipId: row.id,
          drawId: draw.id,
          memberId,
          betType: bet.betType,
          numbers: bet.numbers,
          position: bet.position,
          stakeMinor: bet.stakeMinor,
          lots: bet.lots,
          costMinor: bet.costMinor,
        })),
      );
      await debit(tx, clock, {
        memberId,
        vendor: row.vendor,
        txId: purchaseTxId(row),
        amountMinor: costMinor,
        roundId: row.slipId,
        nodeId: draws[0]?.gameId ?? null,
      });
      return row;
    });
    return await slipAnswer(db, clock, brand, slip);
  } catch (error) {
    if (!isSlipClash(error)) throw error;
    // The same slip id arrived twice at once: the other request bought it.
    const other = await slipRow(db, memberId, request.slipId);
    if (!other) throw error;
    return slipAnswer(db, clock, brand, other);
  }
}

/**
 * Cancels the member's slip while the brand allows it and none of its draws has locked: the
 * purchase's debit is rolled back (one ledger entry) and every ticket becomes `cancelled`.
 * Cancelling a cancelled slip answers it unchanged.
 * @throws PlatformError NOT_FOUND, or LOTTERY_NOT_CANCELLABLE.
 */
export async function cancelSlip(
  db: Database,
  clock: Clock,
  brand: Brand,
  memberId: number,
  slipId: string,
): Promise<LotterySlip> {
  const found = await slipRow(db, memberId, slipId);
  if (!found) throw apiError('NOT_FOUND', { message: `No slip ${slipId}` });
  if (found.cancelledAt !== null) return slipAnswer(db, clock, brand, found);
  if (!brand.lottery.allowCancel) throw apiError('LOTTERY_NOT_CANCELLABLE');
  await db.transaction(async (tx) => {
    const [slip] = await tx
      .select()
      .from(lotterySlips)
      .where(eq(lotterySlips.id, found.id))
      .for('update');
    if (!slip || slip.cancelledAt !== null) return;
    const draws = await tx
      .select({ status: lotteryDraws.status, lockAt: lotteryDraws.lockAt })
      .from(lotteryDraws)
      .where(
        inArray(
          lotteryDraws.id,
          tx
            .select({ id: lotteryTickets.drawId })
            .from(lotteryTickets)
            .where(eq(lotteryTickets.slipId, slip.id)),
        ),
      )
      .for('share');
    const now = clock.now().getTime();
    if (draws.some((draw) => draw.status !== 'open' || draw.lockAt.getTime() <= now))
      throw apiError('LOTTERY_NOT_CANCELLABLE');
    await rollback(tx, clock, {
      memberId,
      vendor: slip.vendor,
      txId: `cancel.${purchaseTxId(slip)}`,
      refTxId: purchaseTxId(slip),
    });
    await tx
      .update(lotteryTickets)
      .set({ status: 'cancelled', settledAt: clock.now() })
      .where(and(eq(lotteryTickets.slipId, slip.id), eq(lotteryTickets.status, 'pending')));
    await tx
      .update(lotterySlips)
      .set({ cancelledAt: clock.now() })
      .where(eq(lotterySlips.id, slip.id));
  });
  return slipAnswer(db, clock, brand, (await slipRow(db, memberId, slipId)) ?? found);
}

/** Which of the member's slips to list. */
export interface SlipFilter {
  status?: TicketState;
  page: number;
  pageSize: number;
}

/** The member's slips, newest first, those with a ticket of `status` only when given. */
export async function memberSlips(
  db: Database,
  clock: Clock,
  brand: Brand,
  memberId: number,
  filter: SlipFilter,
): Promise<{ total: number; list: LotterySlip[] }> {
  const conditions: SQL[] = [eq(lotterySlips.memberId, memberId)];
  if (filter.status)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(lotteryTickets)
          .where(
            and(
              eq(lotteryTickets.slipId, lotterySlips.id),
              eq(lotteryTickets.status, filter.status),
            ),
          ),
      ),
    );
  const where = and(...conditions);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::integer` })
    .from(lotterySlips)
    .where(where);
  const slips = await db
    .select()
    .from(lotterySlips)
    .where(where)
    .orderBy(desc(lotterySlips.createdAt), desc(lotterySlips.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const list: LotterySlip[] = [];
  for (const slip of slips) list.push(await slipAnswer(db, clock, brand, slip));
  return { total: counted?.total ?? 0, list };
}
