/**
 * The cashier's tables. A deposit row records what the player asked for (channel, amount, fee)
 * and links to its ledger transfer by key (`deposit:<public id>`); where it stands (pending,
 * paid, declined, expired) is the ledger's state of that transfer, never a column someone sets.
 */
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { depositLimitPeriods } from '../../../schemas/api/cashier.ts';
import { channelKinds } from '../../../schemas/brand/cashier.ts';
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
