/**
 * The cashier's tables. A deposit row records what the player asked for (channel, amount, fee)
 * and links to its ledger transfer by key (`deposit:<public id>`); where it stands (pending,
 * paid, declined, expired) is the ledger's state of that transfer, never a column someone sets.
 * Withdrawals link the same way (`withdrawal:<public id>`).
 */
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { depositLimitPeriods, depositReceiptTypes } from '../../../schemas/api/cashier.ts';
import { receiptStates } from '../../../schemas/api/withdrawals.ts';
import { channelKinds } from '../../../schemas/brand/cashier.ts';
import { payoutKinds } from '../../../schemas/brand/withdrawal.ts';
import { members } from '../accounts/tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/** Deposits members started. */
export const cashierDeposits = pgTable(
  'cashier_deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The id in URLs and answers: 128 random bits, base64url. */
    publicId: text('public_id').notNull(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channelId: text('channel_id').notNull(),
    channelKind: text('channel_kind', { enum: channelKinds }).notNull(),
    currency: text('currency').notNull(),
    /** What reaches the member's balance once paid. */
    amountMinor: minor('amount_minor').notNull(),
    feeMinor: minor('fee_minor').notNull(),
    /** What the player pays the gateway: the amount, plus the fee when the player bears it. */
    payableMinor: minor('payable_minor').notNull(),
    /** The client's key of the call that started it: a retry answers this deposit. */
    requestId: text('request_id').notNull(),
    /** The gateway's id of the payment, once it reported. */
    gatewayRef: text('gateway_ref'),
    /** A bank transfer's receiving account when the deposit started. */
    payTo: jsonb('pay_to').$type<{
      bankName: string;
      accountName: string;
      accountNumber: string;
    }>(),
    /** A QR Ph deposit's code (qr-ph.ts), made when the deposit started. */
    qrPayload: text('qr_payload'),
    /** A bank transfer's reference, as the player wrote it on the transfer. */
    reference: text('reference'),
    /** Why the operator approved or rejected a bank transfer. */
    operatorNote: text('operator_note'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('cashier_deposits_public_idx').on(table.publicId),
    uniqueIndex('cashier_deposits_request_idx').on(table.memberId, table.requestId),
    index('cashier_deposits_member_idx').on(table.memberId, table.channelId, table.createdAt),
  ],
);

/** A deposit row. */
export type DepositRow = typeof cashierDeposits.$inferSelect;

/**
 * Binary data (`bytea`). node-postgres reads it as a Buffer, PGlite as a Uint8Array: both are
 * answered as a Buffer.
 */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The receipt image a player uploaded for a bank transfer deposit, at most one per deposit (a
 * new upload replaces it while the deposit is pending). Kept in the database, so every platform
 * instance serves the operator the same bytes.
 */
export const cashierDepositReceipts = pgTable('cashier_deposit_receipts', {
  depositId: bigint('deposit_id', { mode: 'number' })
    .primaryKey()
    .references(() => cashierDeposits.id),
  /** The image type its bytes were checked to be. */
  contentType: text('content_type', { enum: depositReceiptTypes }).notNull(),
  bytes: bytes('bytes').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  /** SHA-256 of the bytes, hex: the operator can check a saved copy against it. */
  sha256: text('sha256').notNull(),
  uploadedAt: instant('uploaded_at').notNull(),
});

/** A deposit receipt row. */
export type DepositReceiptRow = typeof cashierDepositReceipts.$inferSelect;

/**
 * The deposit limits members set themselves, one row per member and period. A lower limit (or a
 * first one) is in force at once; a raise or a removal waits 24 hours as `next_limit_minor`
 * (null with `next_effective_at` set: removal) and takes over once `next_effective_at` passed.
 */
export const cashierDepositLimits = pgTable(
  'cashier_deposit_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period', { enum: depositLimitPeriods }).notNull(),
    /** The limit in force until `next_effective_at`; null: none. */
    limitMinor: minor('limit_minor'),
    nextLimitMinor: minor('next_limit_minor'),
    nextEffectiveAt: instant('next_effective_at'),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.period] })],
);

/** A deposit limit row. */
export type DepositLimitRow = typeof cashierDepositLimits.$inferSelect;

/**
 * The accounts members bind to withdraw to: an e-wallet (its mobile number) or a bank account,
 * in the member's real name. Removing one keeps the row (`removed_at`): withdrawals point at it.
 */
export const cashierPayoutAccounts = pgTable(
  'cashier_payout_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The id in URLs and answers: 128 random bits, base64url. */
    publicId: text('public_id').notNull(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The brand's payout provider (`cashier.withdrawal.providers`). */
    providerId: text('provider_id').notNull(),
    kind: text('kind', { enum: payoutKinds }).notNull(),
    /** An e-wallet's number in E.164, or a bank account's digits. */
    accountNumber: text('account_number').notNull(),
    /** The member's real name when the account was bound. */
    holderName: text('holder_name').notNull(),
    createdAt: instant('created_at').notNull(),
    removedAt: instant('removed_at'),
  },
  (table) => [
    uniqueIndex('cashier_payout_accounts_public_idx').on(table.publicId),
    uniqueIndex('cashier_payout_accounts_bound_idx')
      .on(table.memberId, table.providerId, table.accountNumber)
      .where(sql`${table.removedAt} is null`),
  ],
);

/** A payout account row. */
export type PayoutAccountRow = typeof cashierPayoutAccounts.$inferSelect;

/**
 * Withdrawals members requested. The amount is reserved at once (a pending ledger transfer from
 * the member to `payments_clearing`); the operator's payment posts it, a rejection or the
 * member's cancellation voids it. After the payment, the member confirms the receipt (or not);
 * unconfirmed, the receipt job marks it received after the brand's
 * `withdrawalAutoReceiptMinutes`.
 */
export const cashierWithdrawals = pgTable(
  'cashier_withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    payoutAccountId: bigint('payout_account_id', { mode: 'number' })
      .notNull()
      .references(() => cashierPayoutAccounts.id),
    currency: text('currency').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    /** The client's key of the call that requested it: a retry answers this withdrawal. */
    requestId: text('request_id').notNull(),
    createdAt: instant('created_at').notNull(),
    /** Not paid or rejected by then, the reservation lapses. */
    expiresAt: instant('expires_at').notNull(),
    /** The operator's note on paying (the payout reference) or rejecting. */
    operatorNote: text('operator_note'),
    /** When the operator paid it out (its transfer was posted). */
    paidAt: instant('paid_at'),
    /** What the member said about the payout, or `auto` when the time to say ran out. */
    receipt: text('receipt', { enum: receiptStates }),
    receiptAt: instant('receipt_at'),
  },
  (table) => [
    uniqueIndex('cashier_withdrawals_public_idx').on(table.publicId),
    uniqueIndex('cashier_withdrawals_request_idx').on(table.memberId, table.requestId),
    index('cashier_withdrawals_member_idx').on(table.memberId, table.createdAt),
    index('cashier_withdrawals_receipt_idx')
      .on(table.paidAt)
      .where(sql`${table.receipt} is null and ${table.paidAt} is not null`),
  ],
);

/** A withdrawal row. */
export type WithdrawalRow = typeof cashierWithdrawals.$inferSelect;

/**
 * Turnover a member still has to wager before that much of the balance may be withdrawn (a
 * bonus's rule). The promotions module writes these rows; none exist before it.
 */
export const cashierTurnoverRequirements = pgTable(
  'cashier_turnover_requirements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** What is still to wager: the amount it holds back from withdrawal. */
    outstandingMinor: minor('outstanding_minor').notNull(),
    /** Where it comes from (the bonus). */
    source: text('source').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('cashier_turnover_member_idx').on(table.memberId)],
);
