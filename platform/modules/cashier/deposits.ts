/**
 * Deposits (issue 14, docs/decisions/0020-cashier-ledger-deposits-and-adjustments.md). Starting
 * one books a pending ledger transfer from the brand's `payments_clearing` account to the
 * member: incoming, not spendable. The gateway's report (a bank transfer: the operator's
 * review) posts it, and the balance rises once, or voids it; left unpaid until it expires
 * (`depositExpiryMinutes` per kind), the ledger's expiry job voids it. A deposit's status is
 * always read from its ledger transfer.
 */
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Deposit, DepositStatus, GatewayCallback } from '../../../schemas/api/cashier.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError, badRequest, fieldError } from '../../kernel/errors.ts';
import {
  lockHolder,
  postPending,
  reserve,
  transferStates,
  voidPending,
  type TransferState,
} from '../ledger/index.ts';
import { depositFeeMinor, payableMinor } from '../../../engine/core/cashier.ts';
import { feeTerms, usableChannel, type Channel } from './channels.ts';
import { depositKey } from './keys.ts';
import { qrPhPayload } from './qr-ph.ts';
import { checkDepositLimits } from './limits.ts';
import {
  cashierDepositReceipts,
  cashierDeposits,
  type DepositReceiptRow,
  type DepositRow,
} from './tables.ts';
import { newPublicId } from '../../kernel/public-id.ts';

/**
 * How long a deposit waits for its payment before it expires: a gateway pays within minutes; a
 * bank transfer may take a weekend to arrive and be seen by the operator.
 */
export const depositExpiryMinutes: Readonly<Record<Channel['kind'], number>> = {
  gateway: 30,
  'bank-transfer': 72 * 60,
  qr: 30,
};

/** The window of a channel's daily count: the last 24 hours. */
const dayMs = 24 * 60 * 60 * 1000;

const statusOf: Readonly<Record<TransferState, DepositStatus>> = {
  pending: 'pending',
  post: 'paid',
  void: 'declined',
  expire: 'expired',
};

/** The path of a deposit's page at the demo gateway. */
export const payPath = (publicId: string) => `/demo-gateway/pay/${publicId}`;

/** The path of a QR Ph deposit's code image. */
export const qrPath = (publicId: string) => `/wps/transaction/deposit/${publicId}/qr.svg`;

/** What is known of a deposit's receipt image besides its bytes. */
export interface ReceiptSummary {
  contentType: DepositReceiptRow['contentType'];
  sizeBytes: number;
  uploadedAt: Date;
}

/** The receipts of the deposit rows `ids` that have one, by deposit row id. */
export async function receiptSummaries(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, ReceiptSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      depositId: cashierDepositReceipts.depositId,
      contentType: cashierDepositReceipts.contentType,
      sizeBytes: cashierDepositReceipts.sizeBytes,
      uploadedAt: cashierDepositReceipts.uploadedAt,
    })
    .from(cashierDepositReceipts)
    .where(inArray(cashierDepositReceipts.depositId, [...ids]));
  return new Map(rows.map(({ depositId, ...summary }) => [depositId, summary]));
}

/**
 * A deposit row as answered, with `state` its ledger transfer's and `receipt` the summary of
 * its receipt image, if it has one.
 */
export function depositView(
  row: DepositRow,
  state: TransferState,
  receipt: ReceiptSummary | null = null,
): Deposit {
  return {
    id: row.publicId,
    channelId: row.channelId,
    kind: row.channelKind,
    currency: row.currency,
    amountMinor: Number(row.amountMinor),
    feeMinor: Number(row.feeMinor),
    payableMinor: Number(row.payableMinor),
    status: statusOf[state],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    payUrl: row.channelKind === 'bank-transfer' ? null : payPath(row.publicId),
    payTo: row.payTo ?? null,
    reference: row.reference ?? null,
    qrUrl: row.channelKind === 'qr' ? qrPath(row.publicId) : null,
    receipt: receipt && { ...receipt, uploadedAt: receipt.uploadedAt.toISOString() },
  };
}

/** The deposit `publicId` of brand `brandId` with its status, or null. */
export async function findDeposit(
  db: Database,
  brandId: string,
  publicId: string,
): Promise<{ row: DepositRow; deposit: Deposit } | null> {
  const [row] = await db
    .select()
    .from(cashierDeposits)
    .where(and(eq(cashierDeposits.brandId, brandId), eq(cashierDeposits.publicId, publicId)));
  if (!row) return null;
  const states = await transferStates(db, brandId, [depositKey(publicId)]);
  const receipt = (await receiptSummaries(db, [row.id])).get(row.id) ?? null;
  return {
    row,
    deposit: depositView(row, states.get(depositKey(publicId)) ?? 'pending', receipt),
  };
}

/** How many deposits `memberId` started through each channel in the last 24 hours. */
export async function depositsToday(
  db: Database,
  clock: Clock,
  memberId: number,
  channelId?: string,
): Promise<Map<string, number>> {
  const since = new Date(clock.now().getTime() - dayMs);
  const rows = await db
    .select({ channelId: cashierDeposits.channelId, n: count() })
    .from(cashierDeposits)
    .where(
      and(
        eq(cashierDeposits.memberId, memberId),
        gt(cashierDeposits.createdAt, since),
        channelId === undefined ? undefined : eq(cashierDeposits.channelId, channelId),
      ),
    )
    .groupBy(cashierDeposits.channelId);
  return new Map(rows.map((row) => [row.channelId, row.n]));
}

/** What starting a deposit needs. */
export interface DepositStart {
  brand: Brand;
  memberId: number;
  channelId: string;
  kind: Channel['kind'];
  amountMinor: number;
  requestId: string;
  /** A bank transfer's reference. */
  reference?: string;
}

function checkAmount(channel: Channel, amountMinor: number): void {
  if (amountMinor < channel.minMinor) throw fieldError({ amountMinor: 'tooSmall' });
  if (amountMinor > channel.maxMinor) throw fieldError({ amountMinor: 'tooLarge' });
}

/**
 * Starts a deposit: checks the channel, the amount, the channel's count in the last 24 hours
 * and the member's own deposit limits, then records it and books its pending transfer, in one transaction under the member's ledger
 * lock (so two calls cannot both take the last deposit of the day). A retry with the same
 * `requestId` answers the deposit it started; the same id for another deposit is `TX_CONFLICT`.
 */
export async function startDeposit(
  db: Database,
  clock: Clock,
  input: DepositStart,
): Promise<Deposit> {
  const { brand } = input;
  const channel = usableChannel(brand, input.channelId, input.kind);
  checkAmount(channel, input.amountMinor);
  const amount = BigInt(input.amountMinor);
  return db.transaction(async (tx) => {
    await lockHolder(tx, { memberId: input.memberId });
    const [earlier] = await tx
      .select()
      .from(cashierDeposits)
      .where(
        and(
          eq(cashierDeposits.memberId, input.memberId),
          eq(cashierDeposits.requestId, input.requestId),
        ),
      );
    if (earlier) {
      if (
        earlier.channelId !== channel.id ||
        earlier.amountMinor !== amount ||
        earlier.reference !== (input.reference ?? null)
      )
        throw apiError('TX_CONFLICT', {
          message: `requestId ${input.requestId} was already used for another deposit`,
        });
      const states = await transferStates(tx, brand.id, [depositKey(earlier.publicId)]);
      const receipt = (await receiptSummaries(tx, [earlier.id])).get(earlier.id) ?? null;
      return depositView(earlier, states.get(depositKey(earlier.publicId)) ?? 'pending', receipt);
    }
    const used = (await depositsToday(tx, clock, input.memberId, channel.id)).get(channel.id);
    if ((used ?? 0) >= (channel.dailyCount ?? 10)) throw apiError('DEPOSIT_COUNT_REACHED');
    await checkDepositLimits(tx, clock, brand.id, input.memberId, amount);
    const now = clock.now();
    const publicId = newPublicId();
    const payable = BigInt(payableMinor(feeTerms(channel), input.amountMinor));
    const [row] = await tx
      .insert(cashierDeposits)
      .values({
        publicId,
        brandId: brand.id,
        memberId: input.memberId,
        channelId: channel.id,
        channelKind: channel.kind,
        currency: brand.currency.code,
        amountMinor: amount,
        feeMinor: BigInt(depositFeeMinor(feeTerms(channel), input.amountMinor)),
        payableMinor: payable,
        requestId: input.requestId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + depositExpiryMinutes[channel.kind] * 60_000),
        payTo: channel.kind === 'bank-transfer' ? (channel.bankAccount ?? null) : null,
        reference: input.reference ?? null,
        qrPayload: channel.qr
          ? qrPhPayload(channel.qr, { payableMinor: payable, reference: publicId })
          : null,
      })
      .returning();
    if (!row) throw new Error('The deposit was not stored');
    await reserve(tx, clock, {
      brandId: brand.id,
      currency: row.currency,
      key: depositKey(row.publicId),
      debit: { house: 'payments_clearing' },
      credit: { memberId: input.memberId },
      amountMinor: amount,
      expiresAt: row.expiresAt,
    });
    return depositView(row, 'pending');
  });
}

/** Posts (paid) or voids (declined) a deposit's transfer; a repeat answers as the first did. */
async function settle(
  db: Database,
  clock: Clock,
  row: DepositRow,
  outcome: 'paid' | 'declined',
): Promise<void> {
  const pendingKey = depositKey(row.publicId);
  await (outcome === 'paid' ? postPending : voidPending)(db, clock, {
    brandId: row.brandId,
    key: `${pendingKey}:${outcome}`,
    pendingKey,
  });
}

/** The deposit `publicId` of brand `brandId` and its kind, or `TX_NOT_FOUND`. */
async function depositOfKind(
  db: Database,
  brandId: string,
  publicId: string,
  kinds: readonly Channel['kind'][],
): Promise<DepositRow> {
  const found = await findDeposit(db, brandId, publicId);
  if (!found) throw apiError('TX_NOT_FOUND', { message: `No deposit ${publicId}` });
  if (!kinds.includes(found.row.channelKind))
    throw badRequest(
      `Deposit ${publicId} is a ${found.row.channelKind} deposit, not ${kinds.join(' or ')}`,
    );
  return found.row;
}

/**
 * Applies a gateway's verified report: `PAID` posts the deposit's transfer, `DECLINED` voids
 * it. A report for another amount or currency than the deposit's payable one, or for a bank
 * transfer (which the operator reviews), is refused and changes nothing. A repeated report answers as the
 * first did; a report against an earlier outcome (paid after declined, or after the deposit
 * expired) is `TX_CONFLICT`.
 */
export async function settleDeposit(
  db: Database,
  clock: Clock,
  brandId: string,
  report: GatewayCallback,
): Promise<Deposit> {
  // The demo gateway also acquires the QR Ph payments.
  const row = await depositOfKind(db, brandId, report.depositId, ['gateway', 'qr']);
  if (BigInt(report.amountMinor) !== row.payableMinor || report.currency !== row.currency)
    throw badRequest(
      `Deposit ${row.publicId} is for ${row.payableMinor} ${row.currency}, not ${report.amountMinor} ${report.currency}`,
    );
  await settle(db, clock, row, report.status === 'PAID' ? 'paid' : 'declined');
  await db
    .update(cashierDeposits)
    .set({ gatewayRef: report.gatewayRef })
    .where(and(eq(cashierDeposits.id, row.id), isNull(cashierDeposits.gatewayRef)));
  return (await findDeposit(db, brandId, row.publicId))!.deposit;
}

/**
 * The operator's review of a bank transfer: approved once the money is on the brand's account
 * (the transfer is posted), or rejected (voided), with the operator's note. Only bank transfers
 * are reviewed; a gateway's deposits are settled by the gateway.
 */
export async function reviewDeposit(
  db: Database,
  clock: Clock,
  brandId: string,
  publicId: string,
  outcome: 'paid' | 'declined',
  note: string,
): Promise<Deposit> {
  const row = await depositOfKind(db, brandId, publicId, ['bank-transfer']);
  await settle(db, clock, row, outcome);
  await db
    .update(cashierDeposits)
    .set({ operatorNote: note })
    .where(and(eq(cashierDeposits.id, row.id), isNull(cashierDeposits.operatorNote)));
  return (await findDeposit(db, brandId, row.publicId))!.deposit;
}
