/**
 * Two-phase transfers (TigerBeetle's pending, post_pending, void_pending). A pending entry
 * reserves the amount with `pending` postings: the debited holder's available balance drops at
 * once, its posted balance does not. Posting books a reversal of the pending postings plus the
 * same movement as posted ones; voiding (or expiring, once `expires_at` passed) books only the
 * reversal. Every step is its own immutable entry; the unique `ref_entry_id` lets a pending
 * entry be settled once.
 */
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError, badRequest } from '../../kernel/errors.ts';
import { accountById, houseAccount, lockHolder } from './accounts.ts';
import {
  checkKey,
  findEntry,
  postingsOf,
  settlementOf,
  withKeyRetry,
  writeEntry,
  type Leg,
} from './entries.ts';
import { checkAmount } from './seamless.ts';
import {
  ledgerEntries,
  type HouseKind,
  type LedgerAccountRow,
  type LedgerEntryRow,
} from './tables.ts';

/** One side of a transfer: a member's main account or a house account of the brand. */
export type AccountRef = { memberId: number } | { house: HouseKind };

/** A reservation: `amountMinor` from `debit` to `credit`, until `expiresAt`. */
export interface ReserveInput {
  brandId: string;
  currency: string;
  /** The idempotency key of the reservation (unique per brand). */
  key: string;
  debit: AccountRef;
  credit: AccountRef;
  amountMinor: bigint;
  expiresAt: Date;
}

/** Settling a reservation: posting or voiding the pending entry booked under `pendingKey`. */
export interface SettleInput {
  brandId: string;
  /** The idempotency key of the settlement itself. */
  key: string;
  pendingKey: string;
}

/** The answer of a two-phase call. */
export interface TransferResult {
  status: 'OK' | 'DUPLICATE';
  entryId: number;
  kind: LedgerEntryRow['kind'];
  amountMinor: bigint;
}

const resultOf = (status: TransferResult['status'], entry: LedgerEntryRow): TransferResult => ({
  status,
  entryId: entry.id,
  kind: entry.kind,
  amountMinor: entry.amountMinor,
});

async function accountOf(
  tx: Database,
  input: ReserveInput,
  ref: AccountRef,
): Promise<LedgerAccountRow> {
  if ('house' in ref) return houseAccount(tx, input.brandId, ref.house, input.currency);
  const account = await lockHolder(tx, { memberId: ref.memberId });
  if (account.brandId !== input.brandId || account.currency !== input.currency)
    throw badRequest(`Member ${ref.memberId} has no ${input.currency} account on this brand`);
  return account;
}

const memberOf = (input: ReserveInput): number | null =>
  'memberId' in input.debit
    ? input.debit.memberId
    : 'memberId' in input.credit
      ? input.credit.memberId
      : null;

/**
 * Reserves `amountMinor` of the debit account: `INSUFFICIENT_FUNDS` when a member's available
 * balance is smaller. A member on the credit side (a deposit) sees the amount as incoming: not
 * spendable until the transfer is posted. A retried call with the same key answers `DUPLICATE`.
 */
export async function reserve(
  db: Database,
  clock: Clock,
  input: ReserveInput,
): Promise<TransferResult> {
  checkKey(input.key, 'key');
  checkAmount(input.amountMinor, true);
  if (!(input.expiresAt.getTime() > clock.now().getTime()))
    throw badRequest('A pending transfer must expire in the future');
  return withKeyRetry(db, async (tx) => {
    const debit = await accountOf(tx, input, input.debit);
    const credit = await accountOf(tx, input, input.credit);
    if (debit.id === credit.id) throw badRequest('A transfer needs two different accounts');
    const existing = await findEntry(tx, input.brandId, input.key);
    if (existing) {
      // The same transfer: the same amount from the same account to the same account.
      const postings = existing.kind === 'pending' ? await postingsOf(tx, existing.id) : [];
      const same = (account: LedgerAccountRow, amountMinor: bigint) =>
        postings.some((p) => p.accountId === account.id && p.amountMinor === amountMinor);
      if (!same(debit, -input.amountMinor) || !same(credit, input.amountMinor))
        throw apiError('TX_CONFLICT', {
          message: `Key ${input.key} was already used for a different ${existing.kind}`,
        });
      return resultOf('DUPLICATE', existing);
    }
    const { entry } = await writeEntry(
      tx,
      {
        brandId: input.brandId,
        idempotencyKey: input.key,
        kind: 'pending',
        memberId: memberOf(input),
        amountMinor: input.amountMinor,
        expiresAt: input.expiresAt,
        createdAt: clock.now(),
      },
      [
        { account: debit, amountMinor: -input.amountMinor, phase: 'pending' },
        { account: credit, amountMinor: input.amountMinor, phase: 'pending' },
      ],
    );
    return resultOf('OK', entry);
  });
}

type Settlement = 'post' | 'void' | 'expire';

/** Books the settlement of `pending` (whose accounts this locks), or answers the earlier one. */
async function settle(
  tx: Database,
  clock: Clock,
  pending: LedgerEntryRow,
  kind: Settlement,
  key: string,
): Promise<TransferResult> {
  const postings = await postingsOf(tx, pending.id);
  // Locking the holder first orders settlements of one member behind each other.
  const accounts = new Map<number, LedgerAccountRow>();
  for (const posting of postings)
    accounts.set(posting.accountId, await accountById(tx, posting.accountId));
  const done = await settlementOf(tx, pending.id);
  if (done) {
    if (done.idempotencyKey === key && done.kind === kind) return resultOf('DUPLICATE', done);
    throw apiError('TX_CONFLICT', {
      message: `The pending transfer ${pending.idempotencyKey} was already settled (${done.kind})`,
    });
  }
  const taken = await findEntry(tx, pending.brandId, key);
  if (taken)
    throw apiError('TX_CONFLICT', {
      message: `Key ${key} was already used for a ${taken.kind}`,
    });
  if (kind === 'post' && pending.expiresAt && pending.expiresAt <= clock.now())
    throw apiError('TX_CONFLICT', {
      message: `The pending transfer ${pending.idempotencyKey} has expired`,
    });
  const legs: Leg[] = [];
  for (const posting of postings) {
    const account = accounts.get(posting.accountId)!;
    legs.push({ account, amountMinor: -posting.amountMinor, phase: 'pending' });
    if (kind === 'post') legs.push({ account, amountMinor: posting.amountMinor });
  }
  const { entry } = await writeEntry(
    tx,
    {
      brandId: pending.brandId,
      idempotencyKey: key,
      kind,
      memberId: pending.memberId,
      amountMinor: pending.amountMinor,
      refEntryId: pending.id,
      createdAt: clock.now(),
    },
    legs,
  );
  return resultOf('OK', entry);
}

async function settleByKey(
  db: Database,
  clock: Clock,
  input: SettleInput,
  kind: 'post' | 'void',
): Promise<TransferResult> {
  checkKey(input.key, 'key');
  checkKey(input.pendingKey, 'pendingKey');
  return withKeyRetry(db, async (tx) => {
    const pending = await findEntry(tx, input.brandId, input.pendingKey);
    if (!pending || pending.kind !== 'pending')
      throw apiError('TX_NOT_FOUND', {
        message: `There is no pending transfer ${input.pendingKey}`,
      });
    return settle(tx, clock, pending, kind, input.key);
  });
}

/** Posts a pending transfer: the reserved amount moves for good. Refused once expired. */
export function postPending(
  db: Database,
  clock: Clock,
  input: SettleInput,
): Promise<TransferResult> {
  return settleByKey(db, clock, input, 'post');
}

/** Voids a pending transfer: the reserved amount is available again. */
export function voidPending(
  db: Database,
  clock: Clock,
  input: SettleInput,
): Promise<TransferResult> {
  return settleByKey(db, clock, input, 'void');
}

/**
 * Voids every pending transfer whose `expires_at` has passed (an `expire` entry each), and
 * answers how many. Safe to run from several workers at once: a pending entry is settled once.
 * The job runner calls it every minute.
 */
export async function expirePendingTransfers(db: Database, clock: Clock): Promise<number> {
  const settled = alias(ledgerEntries, 'settled');
  const due = await db
    .select({ entry: ledgerEntries })
    .from(ledgerEntries)
    .leftJoin(settled, eq(settled.refEntryId, ledgerEntries.id))
    .where(
      and(
        eq(ledgerEntries.kind, 'pending'),
        lte(ledgerEntries.expiresAt, clock.now()),
        isNull(settled.id),
      ),
    )
    .orderBy(asc(ledgerEntries.id))
    .limit(1000);
  let expired = 0;
  for (const { entry } of due) {
    const result = await withKeyRetry(db, (tx) =>
      settle(tx, clock, entry, 'expire', `expire:${entry.id}`),
    ).catch((error: unknown) => {
      // Posted or voided meanwhile: nothing left to expire.
      if ((error as { code?: unknown }).code === 'TX_CONFLICT') return null;
      throw error;
    });
    if (result?.status === 'OK') expired += 1;
  }
  return expired;
}

/** Where a pending transfer stands: still pending, or the kind of entry that settled it. */
export type TransferState = 'pending' | 'post' | 'void' | 'expire';

/** Where a pending transfer stands, with the idempotency key of the entry that settled it. */
export interface TransferSettlement {
  state: TransferState;
  /** The settling entry's key (null while pending): tells apart voids of different causes. */
  settledBy: string | null;
}

/**
 * The settlement of each pending transfer booked under one of `pendingKeys` on brand `brandId`
 * (absent: no such transfer).
 */
export async function transferSettlements(
  db: Database,
  brandId: string,
  pendingKeys: readonly string[],
): Promise<Map<string, TransferSettlement>> {
  if (pendingKeys.length === 0) return new Map();
  const settled = alias(ledgerEntries, 'settled');
  const rows = await db
    .select({ key: ledgerEntries.idempotencyKey, kind: settled.kind, by: settled.idempotencyKey })
    .from(ledgerEntries)
    .leftJoin(settled, eq(settled.refEntryId, ledgerEntries.id))
    .where(
      and(
        eq(ledgerEntries.brandId, brandId),
        eq(ledgerEntries.kind, 'pending'),
        inArray(ledgerEntries.idempotencyKey, [...pendingKeys]),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.key,
      { state: (row.kind ?? 'pending') as TransferState, settledBy: row.by ?? null },
    ]),
  );
}

/** The state of each pending transfer booked under one of `pendingKeys` on brand `brandId`. */
export async function transferStates(
  db: Database,
  brandId: string,
  pendingKeys: readonly string[],
): Promise<Map<string, TransferState>> {
  const settlements = await transferSettlements(db, brandId, pendingKeys);
  return new Map([...settlements].map(([key, { state }]) => [key, state]));
}
