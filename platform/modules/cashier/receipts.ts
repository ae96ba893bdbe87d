/**
 * Withdrawal confirmation (spec §4): once a withdrawal is paid out, the member confirms it was
 * received, says it was not (the operator then looks into it, and the member may still confirm
 * later), or confirms all at once. One left unconfirmed for the brand's
 * `withdrawalAutoReceiptMinutes` counts as received (`auto`), set by the cashier's receipt job;
 * after that it is final.
 */
import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError } from '../../kernel/errors.ts';
import { cashierWithdrawals, type WithdrawalRow } from './tables.ts';

/** Paid withdrawals whose receipt is still open: unconfirmed, or reported not received. */
const receiptOpen = and(
  isNotNull(cashierWithdrawals.paidAt),
  or(isNull(cashierWithdrawals.receipt), eq(cashierWithdrawals.receipt, 'not-received')),
);

/**
 * The member's answer about the paid withdrawal `row`: received (final) or not received.
 * Before the payment it is `TX_CONFLICT`; after a final receipt, `WITHDRAWAL_CLOSED`.
 */
export async function confirmReceipt(
  db: Database,
  clock: Clock,
  row: WithdrawalRow,
  received: boolean,
): Promise<void> {
  if (row.paidAt === null)
    throw apiError('TX_CONFLICT', { message: `Withdrawal ${row.publicId} is not paid out yet` });
  const updated = await db
    .update(cashierWithdrawals)
    .set({ receipt: received ? 'received' : 'not-received', receiptAt: clock.now() })
    .where(and(eq(cashierWithdrawals.id, row.id), receiptOpen))
    .returning({ id: cashierWithdrawals.id });
  if (updated.length === 0)
    throw apiError('WITHDRAWAL_CLOSED', {
      message: `The receipt of withdrawal ${row.publicId} is already final`,
    });
}

/** "All received": confirms every open receipt of the member's; answers how many. */
export async function confirmAllReceipts(
  db: Database,
  clock: Clock,
  memberId: number,
): Promise<number> {
  const updated = await db
    .update(cashierWithdrawals)
    .set({ receipt: 'received', receiptAt: clock.now() })
    .where(and(eq(cashierWithdrawals.memberId, memberId), receiptOpen))
    .returning({ id: cashierWithdrawals.id });
  return updated.length;
}

/**
 * Marks `auto` every paid withdrawal left unconfirmed for its brand's
 * `withdrawalAutoReceiptMinutes`; answers how many. A "not received" answer stops the clock: the
 * operator settles it with the member.
 */
export async function autoConfirmReceipts(
  db: Database,
  clock: Clock,
  brands: () => readonly Brand[],
): Promise<number> {
  const now = clock.now();
  const open = await db
    .selectDistinct({ brandId: cashierWithdrawals.brandId })
    .from(cashierWithdrawals)
    .where(and(isNotNull(cashierWithdrawals.paidAt), isNull(cashierWithdrawals.receipt)));
  const byId = new Map(brands().map((brand) => [brand.id, brand]));
  let confirmed = 0;
  for (const { brandId } of open) {
    // A brand no longer served keeps its default.
    const minutes = byId.get(brandId)?.constants.withdrawalAutoReceiptMinutes ?? 1440;
    const updated = await db
      .update(cashierWithdrawals)
      .set({ receipt: 'auto', receiptAt: now })
      .where(
        and(
          eq(cashierWithdrawals.brandId, brandId),
          isNull(cashierWithdrawals.receipt),
          lte(cashierWithdrawals.paidAt, new Date(now.getTime() - minutes * 60_000)),
        ),
      )
      .returning({ id: cashierWithdrawals.id });
    confirmed += updated.length;
  }
  return confirmed;
}
