/**
 * The one place that writes money: `writeEntry` books a journal entry and its postings, checks
 * that they sum to zero per currency, and moves the cached balances of the guarded accounts it
 * touches (which the caller has locked). Nothing here updates or deletes an entry or posting.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../kernel/db/client.ts';
import { apiError, badRequest } from '../../kernel/errors.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  type LedgerAccountRow,
  type LedgerEntryRow,
  type LedgerPostingRow,
} from './tables.ts';

/** The largest amount one call may move, and the largest balance an account may hold. */
export const maxAmountMinor = BigInt(Number.MAX_SAFE_INTEGER);

const keyPattern = /^[\x21-\x7e]{1,160}$/;

/** Refuses an idempotency key (named `name` in the message) that is not 1 to 160 printable ASCII. */
export function checkKey(key: string, name: string): void {
  if (!keyPattern.test(key))
    throw badRequest(`${name} must be 1 to 160 printable ASCII characters without spaces`);
}

/** One leg of an entry: a signed amount on an account (positive credits it). */
export interface Leg {
  /** The account as read (for a guarded account: read under its lock in this transaction). */
  account: LedgerAccountRow;
  amountMinor: bigint;
  /** `pending` reserves (two-phase transfers); `posted` by default. */
  phase?: LedgerPostingRow['phase'];
}

/** What an entry records besides its legs. */
export type NewEntry = Omit<typeof ledgerEntries.$inferInsert, 'id'> & {
  createdAt: Date;
};

/** A booked entry, with each guarded account's available balance right after it. */
export interface BookedEntry {
  entry: LedgerEntryRow;
  /** Account id -> available balance after the entry (guarded accounts only). */
  after: Map<number, bigint>;
  /** Account id -> the guarded account with its cached balances after the entry. */
  accounts: Map<number, LedgerAccountRow>;
}

function checkBalanced(legs: readonly Leg[]): void {
  const sums = new Map<string, bigint>();
  for (const leg of legs) {
    const key = `${leg.account.currency}|${leg.phase ?? 'posted'}`;
    sums.set(key, (sums.get(key) ?? 0n) + leg.amountMinor);
  }
  for (const [key, sum] of sums)
    if (sum !== 0n) throw new Error(`An entry does not balance (${key} sums to ${sum})`);
  if (legs.length < 2) throw new Error('An entry needs two or more postings');
}

/**
 * Whether a pending leg moves money on its way in (TigerBeetle's credits pending) rather than a
 * reservation of the holder's own money: the credit of a pending entry, or the reversal of that
 * credit by the entry that settles it.
 */
export function isIncoming(entryKind: LedgerEntryRow['kind'], amountMinor: bigint): boolean {
  return entryKind === 'pending' ? amountMinor > 0n : amountMinor < 0n;
}

/** The cached balances of a guarded account after its legs, refused when one drops below 0. */
function guardedAfter(
  account: LedgerAccountRow,
  entryKind: LedgerEntryRow['kind'],
  legs: readonly Leg[],
) {
  let posted = account.postedMinor ?? 0n;
  let pending = account.pendingMinor ?? 0n;
  let incoming = account.incomingMinor ?? 0n;
  for (const leg of legs) {
    if ((leg.phase ?? 'posted') === 'posted') posted += leg.amountMinor;
    else if (isIncoming(entryKind, leg.amountMinor)) incoming += leg.amountMinor;
    else pending += leg.amountMinor;
  }
  if (pending > 0n || incoming < 0n)
    throw new Error(`A settlement does not match the pending transfers of account ${account.id}`);
  if (posted < 0n || posted + pending < 0n) throw apiError('INSUFFICIENT_FUNDS');
  if (posted + incoming > maxAmountMinor)
    throw badRequest('The balance would exceed the largest amount a wallet may hold');
  return { posted, pending, incoming };
}

/**
 * Books `entry` with `legs`. The legs must sum to zero per currency and phase; a guarded
 * account must not go below zero (`INSUFFICIENT_FUNDS`, nothing written). The unique index on
 * (brand, idempotency key) refuses a second entry with the same key.
 */
export async function writeEntry(
  tx: Database,
  entry: NewEntry,
  legs: readonly Leg[],
): Promise<BookedEntry> {
  checkBalanced(legs);
  const after = new Map<number, bigint>();
  const accounts = new Map<number, LedgerAccountRow>();
  const guarded = new Map<number, Leg[]>();
  for (const leg of legs)
    if (leg.account.guarded)
      guarded.set(leg.account.id, [...(guarded.get(leg.account.id) ?? []), leg]);
  const cached = [...guarded.values()].map((own) => {
    const account = own[0]!.account;
    const next = guardedAfter(account, entry.kind, own);
    after.set(account.id, next.posted + next.pending);
    accounts.set(account.id, {
      ...account,
      postedMinor: next.posted,
      pendingMinor: next.pending,
      incomingMinor: next.incoming,
    });
    return { account, next };
  });

  const [row] = await tx.insert(ledgerEntries).values(entry).returning();
  if (!row) throw new Error('The entry was not stored');
  await tx.insert(ledgerPostings).values(
    legs.map((leg) => ({
      entryId: row.id,
      accountId: leg.account.id,
      phase: leg.phase ?? 'posted',
      amountMinor: leg.amountMinor,
      balanceAfterMinor: after.get(leg.account.id) ?? null,
    })),
  );
  for (const { account, next } of cached)
    await tx
      .update(ledgerAccounts)
      .set({ postedMinor: next.posted, pendingMinor: next.pending, incomingMinor: next.incoming })
      .where(eq(ledgerAccounts.id, account.id));
  return { entry: row, after, accounts };
}

/**
 * Books an entry that moves nothing: a tombstone holding an idempotency key, so a late call
 * with that key is refused.
 */
export async function writeTombstone(tx: Database, entry: NewEntry): Promise<void> {
  await tx.insert(ledgerEntries).values(entry);
}

/** The entry booked under `key` on brand `brandId`, if any. */
export async function findEntry(
  db: Database,
  brandId: string,
  key: string,
): Promise<LedgerEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.brandId, brandId), eq(ledgerEntries.idempotencyKey, key)));
  return row;
}

/** The entry that undid or settled entry `id`, if any. */
export async function settlementOf(db: Database, id: number): Promise<LedgerEntryRow | undefined> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.refEntryId, id));
  return row;
}

/** The available balance a guarded account had right after entry `entryId`. */
export async function balanceAfter(
  db: Database,
  entryId: number,
  accountId: number,
): Promise<bigint> {
  const [row] = await db
    .select({ after: ledgerPostings.balanceAfterMinor })
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.entryId, entryId), eq(ledgerPostings.accountId, accountId)));
  return row?.after ?? 0n;
}

/** The postings of entry `entryId`. */
export function postingsOf(db: Database, entryId: number): Promise<LedgerPostingRow[]> {
  return db
    .select()
    .from(ledgerPostings)
    .where(eq(ledgerPostings.entryId, entryId))
    .orderBy(ledgerPostings.id);
}

/** True when `error` is a unique index of the ledger refusing a second key or settlement. */
function isLedgerClash(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505')
      return constraint === 'ledger_entries_key_idx' || constraint === 'ledger_entries_ref_idx';
  }
  return false;
}

/**
 * Runs `work` in a transaction; when another transaction committed the same idempotency key
 * (or settled the same entry) first, runs it once more, when it finds that entry and answers
 * as a replay.
 */
export async function withKeyRetry<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (!isLedgerClash(error)) throw error;
    return db.transaction(work);
  }
}
