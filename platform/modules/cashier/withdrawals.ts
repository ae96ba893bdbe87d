/**
 * Withdrawals (issue 14 item 3, docs/decisions/0022-withdrawals.md). A request reserves the
 * amount at once: a pending ledger transfer from the member to the brand's `payments_clearing`
 * account, so the money cannot be bet or withdrawn twice. The operator pays it out (the
 * transfer is posted) or rejects it (voided); the member may cancel it while it is pending
 * (voided); unreviewed for the brand's `reviewDays`, the ledger's expiry job releases it. Its
 * status is always read from that transfer.
 */
import { and, count, desc, eq, gt, isNull, sum } from 'drizzle-orm';
import type {
  Withdrawal,
  WithdrawalStatus,
  WithdrawalSummary,
} from '../../../schemas/api/withdrawals.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { LanguageCode } from '../../../schemas/common.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError, fieldError } from '../../kernel/errors.ts';
import { paymentPasswordLock, smsGuarded, type MemberRow } from '../accounts/index.ts';
import {
  availableOf,
  lockHolder,
  postPending,
  reserve,
  transferSettlements,
  voidPending,
  walletBalance,
  type TransferSettlement,
} from '../ledger/index.ts';
import { withdrawalKey } from './keys.ts';
import {
  boundAccount,
  boundAccounts,
  payoutAccountView,
  providerViews,
} from './payout-accounts.ts';
import {
  cashierPayoutAccounts,
  cashierTurnoverRequirements,
  cashierWithdrawals,
  type PayoutAccountRow,
  type WithdrawalRow,
} from './tables.ts';
import { newPublicId } from '../../kernel/public-id.ts';

/** The window of the daily count: the last 24 hours. */
const dayMs = 24 * 60 * 60 * 1000;

/** The brand's withdrawal settings with their defaults. */
export function withdrawalSettings(brand: Brand) {
  const settings = brand.cashier?.withdrawal ?? {};
  return {
    minMinor: settings.minMinor ?? 10_000,
    maxMinor: settings.maxMinor ?? 5_000_000,
    dailyCount: settings.dailyCount ?? 3,
    payoutAccountsMax: settings.payoutAccountsMax ?? 3,
    reviewDays: settings.reviewDays ?? 7,
  };
}

/** The settlement key suffix of each way a withdrawal ends. */
export type WithdrawalOutcome = 'paid' | 'rejected' | 'cancelled';

/** Where a withdrawal stands, from its transfer's settlement. */
export function withdrawalStatus(settlement: TransferSettlement | undefined): WithdrawalStatus {
  switch (settlement?.state) {
    case 'post':
      return 'paid';
    case 'expire':
      return 'expired';
    case 'void':
      return settlement.settledBy?.endsWith(':cancelled') ? 'cancelled' : 'rejected';
    default:
      return 'pending';
  }
}

/** A withdrawal with its payout account and its transfer's settlement. */
export interface WithdrawalRecord {
  row: WithdrawalRow;
  account: PayoutAccountRow;
  settlement?: TransferSettlement;
}

/** A withdrawal as its member sees it. */
export function withdrawalView(
  brand: Brand,
  language: LanguageCode,
  { row, account, settlement }: WithdrawalRecord,
): Withdrawal {
  return {
    id: row.publicId,
    payoutAccount: payoutAccountView(brand, language, account),
    currency: row.currency,
    amountMinor: Number(row.amountMinor),
    status: withdrawalStatus(settlement),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    receipt: row.receipt ?? null,
    note: row.operatorNote ?? null,
  };
}

/** Withdrawal rows (selected by `where`) with their accounts and settlements, newest first. */
export async function withdrawalRecords(
  db: Database,
  brandId: string,
  where: ReturnType<typeof and>,
  page: { limit: number; offset?: number },
): Promise<WithdrawalRecord[]> {
  const rows = await db
    .select({ row: cashierWithdrawals, account: cashierPayoutAccounts })
    .from(cashierWithdrawals)
    .innerJoin(
      cashierPayoutAccounts,
      eq(cashierPayoutAccounts.id, cashierWithdrawals.payoutAccountId),
    )
    .where(and(eq(cashierWithdrawals.brandId, brandId), where))
    .orderBy(desc(cashierWithdrawals.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  const settlements = await transferSettlements(
    db,
    brandId,
    rows.map(({ row }) => withdrawalKey(row.publicId)),
  );
  return rows.map((record) => ({
    ...record,
    settlement: settlements.get(withdrawalKey(record.row.publicId)),
  }));
}

/** The member's withdrawal `publicId` with its status, or `TX_NOT_FOUND` (another's too). */
export async function memberWithdrawal(
  db: Database,
  brandId: string,
  memberId: number,
  publicId: string,
): Promise<WithdrawalRecord> {
  const [record] = await withdrawalRecords(
    db,
    brandId,
    and(eq(cashierWithdrawals.memberId, memberId), eq(cashierWithdrawals.publicId, publicId)),
    { limit: 1 },
  );
  if (!record) throw apiError('TX_NOT_FOUND', { message: `No withdrawal ${publicId}` });
  return record;
}

/** Bonus turnover the member still has to wager (rows of the promotions module; 0 without). */
export async function turnoverOutstanding(db: Database, memberId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sum(cashierTurnoverRequirements.outstandingMinor) })
    .from(cashierTurnoverRequirements)
    .where(eq(cashierTurnoverRequirements.memberId, memberId));
  return BigInt(row?.total ?? 0);
}

/** Withdrawals the member requested in the last 24 hours. */
async function withdrawalsToday(db: Database, clock: Clock, memberId: number): Promise<number> {
  const since = new Date(clock.now().getTime() - dayMs);
  const [row] = await db
    .select({ n: count() })
    .from(cashierWithdrawals)
    .where(and(eq(cashierWithdrawals.memberId, memberId), gt(cashierWithdrawals.createdAt, since)));
  return row?.n ?? 0;
}

const nonNegative = (value: bigint) => (value > 0n ? value : 0n);

/** What the withdrawal page shows the member. */
export async function withdrawalSummary(
  db: Database,
  clock: Clock,
  context: { brand: Brand; language: LanguageCode; member: MemberRow },
): Promise<WithdrawalSummary> {
  const { brand, language, member } = context;
  const settings = withdrawalSettings(brand);
  const balance = await walletBalance(db, member.id);
  const turnover = await turnoverOutstanding(db, member.id);
  const password = await paymentPasswordLock(db, clock, member.id);
  return {
    currency: balance.currency,
    minMinor: settings.minMinor,
    maxMinor: settings.maxMinor,
    dailyCount: settings.dailyCount,
    usedToday: await withdrawalsToday(db, clock, member.id),
    balanceMinor: Number(nonNegative(balance.balanceMinor)),
    turnoverOutstandingMinor: Number(turnover),
    withdrawableMinor: Number(nonNegative(balance.balanceMinor - turnover)),
    paymentPasswordSet: password.set,
    paymentPasswordLockedUntil: password.lockedUntil?.toISOString() ?? null,
    realName: member.payeeName,
    smsRequired: smsGuarded(brand, member),
    payoutAccountsMax: settings.payoutAccountsMax,
    providers: providerViews(brand, language),
    accounts: (await boundAccounts(db, member.id)).map((row) =>
      payoutAccountView(brand, language, row),
    ),
  };
}

/** What requesting a withdrawal needs (the withdrawal password was checked before). */
export interface WithdrawalStart {
  brand: Brand;
  language: LanguageCode;
  memberId: number;
  payoutAccountId: string;
  amountMinor: number;
  requestId: string;
}

/**
 * Requests a withdrawal: checks the amount against the brand's limits, the payout account (the
 * member's, of a provider still paid out to), the count in the last 24 hours and what is
 * withdrawable (the available balance less outstanding turnover), then records it and reserves
 * the amount, in one transaction under the member's ledger lock, so two requests cannot both
 * take the whole balance. A retry with the same `requestId` answers the withdrawal it made.
 */
export async function startWithdrawal(
  db: Database,
  clock: Clock,
  input: WithdrawalStart,
): Promise<Withdrawal> {
  const { brand, language, memberId } = input;
  const settings = withdrawalSettings(brand);
  if (input.amountMinor < settings.minMinor) throw fieldError({ amountMinor: 'tooSmall' });
  if (input.amountMinor > settings.maxMinor) throw fieldError({ amountMinor: 'tooLarge' });
  const account = await boundAccount(db, memberId, input.payoutAccountId);
  if (!payoutAccountView(brand, language, account).usable)
    throw fieldError({ payoutAccountId: 'invalid' });
  const amount = BigInt(input.amountMinor);
  const record = await db.transaction(async (tx) => {
    const wallet = await lockHolder(tx, { memberId });
    const [earlier] = await withdrawalRecords(
      tx,
      brand.id,
      and(
        eq(cashierWithdrawals.memberId, memberId),
        eq(cashierWithdrawals.requestId, input.requestId),
      ),
      { limit: 1 },
    );
    if (earlier) {
      if (earlier.row.payoutAccountId !== account.id || earlier.row.amountMinor !== amount)
        throw apiError('TX_CONFLICT', {
          message: `requestId ${input.requestId} was already used for another withdrawal`,
        });
      return earlier;
    }
    if ((await withdrawalsToday(tx, clock, memberId)) >= settings.dailyCount)
      throw apiError('WITHDRAWAL_COUNT_REACHED');
    const withdrawable = availableOf(wallet) - (await turnoverOutstanding(tx, memberId));
    if (amount > withdrawable)
      throw apiError('INSUFFICIENT_FUNDS', { fields: { amountMinor: 'tooLarge' } });
    const now = clock.now();
    const [row] = await tx
      .insert(cashierWithdrawals)
      .values({
        publicId: newPublicId(),
        brandId: brand.id,
        memberId,
        payoutAccountId: account.id,
        currency: wallet.currency,
        amountMinor: amount,
        requestId: input.requestId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + settings.reviewDays * dayMs),
      })
      .returning();
    if (!row) throw new Error('The withdrawal was not stored');
    await reserve(tx, clock, {
      brandId: brand.id,
      currency: row.currency,
      key: withdrawalKey(row.publicId),
      debit: { memberId },
      credit: { house: 'payments_clearing' },
      amountMinor: amount,
      expiresAt: row.expiresAt,
    });
    return { row, account };
  });
  return withdrawalView(brand, language, record);
}

/**
 * Ends a pending withdrawal: `paid` posts its transfer (the operator paid it out) and records
 * when, `rejected` (the operator) or `cancelled` (the member) voids it. The same outcome again
 * answers as the first did; any other once it ended is `WITHDRAWAL_CLOSED`.
 */
export async function closeWithdrawal(
  db: Database,
  clock: Clock,
  row: WithdrawalRow,
  outcome: WithdrawalOutcome,
  note?: string,
): Promise<void> {
  const pendingKey = withdrawalKey(row.publicId);
  await db.transaction(async (tx) => {
    await (outcome === 'paid' ? postPending : voidPending)(tx, clock, {
      brandId: row.brandId,
      key: `${pendingKey}:${outcome}`,
      pendingKey,
    }).catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== 'TX_CONFLICT') throw error;
      throw apiError('WITHDRAWAL_CLOSED', {
        message: `Withdrawal ${row.publicId} can no longer be ${outcome}: ${(error as Error).message}`,
      });
    });
    if (outcome === 'paid')
      await tx
        .update(cashierWithdrawals)
        .set({ paidAt: clock.now() })
        .where(and(eq(cashierWithdrawals.id, row.id), isNull(cashierWithdrawals.paidAt)));
    if (note !== undefined)
      await tx
        .update(cashierWithdrawals)
        .set({ operatorNote: note })
        .where(and(eq(cashierWithdrawals.id, row.id), isNull(cashierWithdrawals.operatorNote)));
  });
}
