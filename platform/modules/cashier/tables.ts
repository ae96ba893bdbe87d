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
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
