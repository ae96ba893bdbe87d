/**
 * The ledger's tables (docs/decisions/0006-ledger.md). Accounts, journal entries and their
 * postings, in TigerBeetle's model: every entry's postings sum to zero per currency, entries
 * and postings are never changed (a trigger refuses UPDATE and DELETE; see the migration), and
 * only guarded accounts (members' and trial launches') cache a balance.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../accounts/tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/** Accounts a member or a trial launch holds: they never go below zero. */
export const holderKinds = ['member', 'launch'] as const;

/**
 * The brand's house accounts, one per brand and currency. They may go negative and cache no
 * balance (their balance is the sum of their postings), so no row is a lock every bet waits on.
 */
export const houseKinds = [
  'game_house',
  'payments_clearing',
  'bonuses',
  'fees',
  'agent_payouts',
  'trial_house',
  'opening',
  'adjustments',
] as const;

/**
 * Which wallet of its holder an account is: `main` (a member's), `trial` (a launch's play
 * money), or the vendor code of a transfer-wallet vendor whose games play from it (ADR 0024).
 */
export type WalletName = 'main' | 'trial' | (string & {});

/** A vendor code as a wallet name (the same pattern as the seamless wallet's vendor codes). */
export const vendorWalletPattern = '^[A-Z][A-Z0-9_]{0,31}$';

/** What an entry records (see the ADR for each one's debit and credit side). */
export const entryKinds = [
  'debit',
  'credit',
  'rollback',
  'grant',
  'tombstone',
  'trial_credit',
  'pending',
  'post',
  'void',
  'expire',
  'opening',
  'adjustment',
  'transfer',
  'wallet_transfer',
  'agent_payout',
] as const;

/** A posting is either posted (settled) or pending (reserved by a two-phase transfer). */
export const phases = ['posted', 'pending'] as const;

const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Ledger accounts. Holder accounts (`member`, `launch`) are guarded and cache, under the row
 * lock, the sums of their postings (TigerBeetle's debits and credits pending):
 * - `posted_minor`: the posted postings;
 * - `pending_minor` (at most 0): what pending transfers reserve of the holder's money;
 * - `incoming_minor` (at least 0): what pending transfers are bringing in (a deposit not yet
 *   paid), which the holder cannot spend until it is posted.
 * A CHECK keeps the posted and the available (posted + pending) balance at or above zero.
 * House accounts leave all three null.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: [...holderKinds, ...houseKinds] }).notNull(),
    wallet: text('wallet').$type<WalletName>().notNull().default('main'),
    memberId: integer('member_id').references(() => members.id),
    /** The trial launch (its token hash) a `launch` account belongs to. */
    launchTokenHash: text('launch_token_hash'),
    guarded: boolean('guarded').notNull(),
    postedMinor: minor('posted_minor'),
    pendingMinor: minor('pending_minor'),
    incomingMinor: minor('incoming_minor'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_member_idx')
      .on(table.memberId, table.wallet, table.currency)
      .where(sql`${table.memberId} is not null`),
    uniqueIndex('ledger_accounts_launch_idx')
      .on(table.launchTokenHash)
      .where(sql`${table.launchTokenHash} is not null`),
    uniqueIndex('ledger_accounts_house_idx')
      .on(table.brandId, table.kind, table.currency)
      .where(sql`not ${table.guarded}`),
    check(
      'ledger_accounts_holder_check',
      sql`(${table.kind} = 'member') = (${table.memberId} is not null) and (${table.kind} = 'launch') = (${table.launchTokenHash} is not null) and ${table.guarded} = (${table.kind} in (${listOf(holderKinds)}))`,
    ),
    check(
      'ledger_accounts_wallet_check',
      sql`${table.wallet} in ('main', 'trial') or ${table.wallet} ~ ${sql.raw(`'${vendorWalletPattern}'`)}`,
    ),
    check(
      'ledger_accounts_balance_check',
      sql`case when ${table.guarded} then ${table.postedMinor} >= 0 and ${table.pendingMinor} <= 0 and ${table.postedMinor} + ${table.pendingMinor} >= 0 and ${table.incomingMinor} >= 0 else ${table.postedMinor} is null and ${table.pendingMinor} is null and ${table.incomingMinor} is null end`,
    ),
  ],
);

/**
 * Journal entries. `idempotency_key` is unique per brand: a retried call finds its entry. A
 * `ref_entry_id` is the entry a rollback undoes, or the pending entry a post, void or expiry
 * settles; it is unique, so each is undone or settled once. `amount_minor` is the size of the
 * movement (positive); `expires_at` is set on pending entries.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: entryKinds }).notNull(),
    memberId: integer('member_id').references(() => members.id),
    amountMinor: minor('amount_minor').notNull(),
    vendor: text('vendor'),
    roundId: text('round_id'),
    nodeId: text('node_id'),
    refEntryId: bigint('ref_entry_id', { mode: 'number' }),
    expiresAt: instant('expires_at'),
    /** Why an operator's adjustment was booked. */
    memo: text('memo'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_entries_key_idx').on(table.brandId, table.idempotencyKey),
    uniqueIndex('ledger_entries_ref_idx')
      .on(table.refEntryId)
      .where(sql`${table.refEntryId} is not null`),
    index('ledger_entries_member_idx').on(table.memberId, table.id),
    index('ledger_entries_pending_idx')
      .on(table.expiresAt)
      .where(sql`${table.kind} = 'pending'`),
    index('ledger_entries_kind_idx').on(table.brandId, table.kind, table.createdAt),
    check('ledger_entries_amount_check', sql`${table.amountMinor} >= 0`),
    check(
      'ledger_entries_pending_check',
      sql`(${table.kind} = 'pending') = (${table.expiresAt} is not null)`,
    ),
  ],
);

/**
 * Postings: one leg of an entry on one account. `amount_minor` is signed: positive credits the
 * account (raises a member's balance), negative debits it. `balance_after_minor` is a guarded
 * account's available balance right after the entry (null on house accounts).
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    phase: text('phase', { enum: phases }).notNull(),
    amountMinor: minor('amount_minor').notNull(),
    balanceAfterMinor: minor('balance_after_minor'),
  },
  (table) => [
    index('ledger_postings_entry_idx').on(table.entryId),
    index('ledger_postings_account_idx').on(table.accountId, table.entryId),
  ],
);

/** A stored account. */
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
/** A stored entry. */
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
/** A stored posting. */
export type LedgerPostingRow = typeof ledgerPostings.$inferSelect;
/** A house account kind. */
export type HouseKind = (typeof houseKinds)[number];
/** An entry kind. */
export type EntryKind = (typeof entryKinds)[number];
