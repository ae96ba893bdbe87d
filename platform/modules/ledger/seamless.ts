/**
 * The seamless wallet on the ledger: debits (bets), credits (wins, 0 for a lost round), grants
 * (the demo credit) and rollbacks of a member's main account (or, for a transfer-wallet
 * vendor's game, of the member's wallet of that vendor: ADR 0024), each one journal entry whose
 * idempotency key is `<vendor>:<txId>` within the member's brand.
 *
 * - Replaying a call with the same parameters answers the original result with status
 *   `DUPLICATE` and books nothing; reusing the id for anything else is `TX_CONFLICT`.
 * - Every call locks the member's account row first, so calls for one member run one after
 *   the other and parallel debits can never overdraw; the account's CHECK constraint is the
 *   last guard. Two calls racing on one new key meet at the unique index; the loser answers
 *   as a replay (a move through `ON CONFLICT` in `ledger_move`, a rollback by running again).
 * - A debit, credit or grant is one statement, the plpgsql function `ledger_move` of migration
 *   0005: the same steps as a rollback's, server-side, in one round trip instead of eight.
 * - A rollback of an id the ledger has never seen answers `TX_NOT_FOUND` and books a tombstone
 *   entry (no postings) under that id, so a debit or credit arriving after its own rollback is
 *   refused (`TX_CONFLICT`) instead of taking money the vendor already gave up on.
 */
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import { sql } from 'drizzle-orm';
import { resultRows, type Database } from '../../kernel/db/client.ts';
import { apiError, badRequest } from '../../kernel/errors.ts';
import { accountById, lockHolder, noAccount } from './accounts.ts';
import {
  balanceAfter,
  findEntry,
  maxAmountMinor,
  postingsOf,
  settlementOf,
  withKeyRetry,
  writeEntry,
  writeTombstone,
} from './entries.ts';
import type { HouseKind, LedgerAccountRow, LedgerEntryRow, WalletName } from './tables.ts';

/** What a seamless call records. */
export type LedgerKind = 'debit' | 'credit' | 'rollback' | 'grant';

/** `OK`: applied now; `DUPLICATE`: the same call was applied before and nothing changed. */
export type WalletStatus = 'OK' | 'DUPLICATE';

/** The answer of a wallet call. */
export interface WalletResult {
  status: WalletStatus;
  /** The transaction id of the call. */
  txId: string;
  kind: LedgerKind;
  amountMinor: bigint;
  /** The balance right after the transaction (for a replay: after the original one). */
  balanceMinor: bigint;
  currency: string;
}

/** A debit, credit or grant. */
export interface MoveInput {
  memberId: number;
  /** The vendor code the transaction id belongs to (`PLATFORM` for the platform's own). */
  vendor: string;
  txId: string;
  amountMinor: bigint;
  roundId?: string | null;
  nodeId?: string | null;
  /** The member's wallet it moves: `main` unless a transfer-wallet vendor's (ADR 0024). */
  wallet?: WalletName;
}

/** A rollback of the debit or credit `refTxId` of the same vendor. */
export interface RollbackInput {
  memberId: number;
  vendor: string;
  txId: string;
  refTxId: string;
}

/** The vendor code of the platform's own transactions (the demo credit). */
export const platformVendor = 'PLATFORM';

const txIdPattern = /^[\x21-\x7e]{1,128}$/;
const vendorPattern = /^[A-Z][A-Z0-9_]{0,31}$/;

function checkId(value: string, name: string): void {
  if (!txIdPattern.test(value))
    throw badRequest(`${name} must be 1 to 128 printable ASCII characters without spaces`);
}

function checkVendor(vendor: string): void {
  if (!vendorPattern.test(vendor))
    throw badRequest('vendor must be a vendor code such as PG or DS88');
}

/** Checks a bet or win amount: whole minor units from 0 (a debit: from 1) to the maximum. */
export function checkAmount(amount: bigint, positive: boolean): void {
  if (typeof amount !== 'bigint' || amount < 0n || amount > maxAmountMinor)
    throw badRequest(
      `The amount must be a whole number of minor units from 0 to ${maxAmountMinor}`,
    );
  if (positive && amount === 0n) throw badRequest('A debit must be more than 0');
}

/** The idempotency key of a vendor's transaction id (vendor codes hold no colon). */
export function txKey(vendor: string, txId: string): string {
  return `${vendor}:${txId}`;
}

async function answerOf(
  tx: Database,
  status: WalletStatus,
  txId: string,
  entry: LedgerEntryRow,
  account: LedgerAccountRow,
): Promise<WalletResult> {
  return {
    status,
    txId,
    kind: entry.kind as LedgerKind,
    amountMinor: entry.amountMinor,
    balanceMinor: await balanceAfter(tx, entry.id, account.id),
    currency: account.currency,
  };
}

/**
 * What `ledger_move` (migration 0005; since 0017 it names the wallet) found or did, before it
 * becomes an answer or error.
 */
interface MoveOutcome {
  outcome: 'ok' | 'existing' | 'no_account' | 'insufficient' | 'too_large';
  kind: string | null;
  memberId: number | null;
  amountMinor: bigint | null;
  balanceMinor: bigint | null;
  currency: string | null;
}

/** A bigint column as either driver answers it (node-postgres: a string; PGlite: a bigint). */
function minorOf(value: unknown): bigint | null {
  return value === null || value === undefined ? null : BigInt(String(value));
}

/**
 * Books the move in one statement (a plpgsql function): the round trips of lock, lookup, house
 * account, entry, postings and balance update were most of a bet's time (ADR 0006, Cost). It
 * runs the same steps in the same order as `writeEntry`'s callers, and writes nothing unless it
 * books the entry.
 */
async function bookMove(
  db: Database,
  clock: Clock,
  kind: 'debit' | 'credit' | 'grant',
  input: MoveInput,
): Promise<MoveOutcome> {
  const house: HouseKind = kind === 'grant' ? 'bonuses' : 'game_house';
  const [row] = resultRows(
    await db.execute(sql`select * from ledger_move(${input.memberId}::integer, ${kind}::text,
      ${house}::text, ${txKey(input.vendor, input.txId)}::text,
      ${input.amountMinor.toString()}::bigint, ${input.vendor}::text,
      ${input.roundId ?? null}::text, ${input.nodeId ?? null}::text,
      ${clock.now().toISOString()}::timestamptz, ${maxAmountMinor.toString()}::bigint,
      ${input.wallet ?? 'main'}::text)`),
  );
  if (!row) throw new Error('ledger_move answered nothing');
  return {
    outcome: row.outcome as MoveOutcome['outcome'],
    kind: (row.entry_kind as string | null) ?? null,
    memberId: (row.entry_member_id as number | null) ?? null,
    amountMinor: minorOf(row.entry_amount),
    balanceMinor: minorOf(row.balance),
    currency: (row.currency as string | null) ?? null,
  };
}

async function applyMove(
  db: Database,
  clock: Clock,
  kind: 'debit' | 'credit' | 'grant',
  input: MoveInput,
): Promise<WalletResult> {
  const found = await bookMove(db, clock, kind, input);
  if (found.outcome === 'no_account')
    throw noAccount({ memberId: input.memberId, wallet: input.wallet ?? 'main' });
  if (found.outcome === 'insufficient') throw apiError('INSUFFICIENT_FUNDS');
  if (found.outcome === 'too_large')
    throw badRequest('The balance would exceed the largest amount a wallet may hold');
  if (found.outcome === 'existing') {
    if (found.kind === 'tombstone')
      throw apiError('TX_CONFLICT', {
        message: `Transaction ${input.txId} was rolled back before it arrived`,
      });
    if (
      found.kind !== kind ||
      found.memberId !== input.memberId ||
      found.amountMinor !== input.amountMinor
    )
      throw apiError('TX_CONFLICT', {
        message: `Transaction ${input.txId} was already used for a different ${found.kind}`,
      });
  }
  return {
    status: found.outcome === 'ok' ? 'OK' : 'DUPLICATE',
    txId: input.txId,
    kind,
    amountMinor: input.amountMinor,
    balanceMinor: found.balanceMinor ?? 0n,
    currency: found.currency ?? '',
  };
}

async function move(
  db: Database,
  clock: Clock,
  kind: 'debit' | 'credit' | 'grant',
  input: MoveInput,
): Promise<WalletResult> {
  checkVendor(input.vendor);
  checkId(input.txId, 'txId');
  checkAmount(input.amountMinor, kind === 'debit');
  return applyMove(db, clock, kind, input);
}

/**
 * True when the ledger of brand `brandId` already holds the vendor's transaction `txId` (any
 * kind, a rollback's tombstone too): calling `debit` or `credit` with it again moves no money,
 * it answers the original result (`DUPLICATE`) or `TX_CONFLICT`.
 */
export async function transactionBooked(
  db: Database,
  brandId: string,
  vendor: string,
  txId: string,
): Promise<boolean> {
  return (await findEntry(db, brandId, txKey(vendor, txId))) !== undefined;
}

/** Takes a bet: `INSUFFICIENT_FUNDS` (nothing written) when the balance is smaller. */
export function debit(db: Database, clock: Clock, input: MoveInput): Promise<WalletResult> {
  return move(db, clock, 'debit', input);
}

/** Pays a win (0 records a lost round). */
export function credit(db: Database, clock: Clock, input: MoveInput): Promise<WalletResult> {
  return move(db, clock, 'credit', input);
}

/** Books money the platform gives (the demo credit): bonuses -> member. */
export function grant(db: Database, clock: Clock, input: MoveInput): Promise<WalletResult> {
  return move(db, clock, 'grant', input);
}

/** What a rollback transaction finds before it decides. */
type RollbackOutcome = WalletResult | { unknown: true };

async function applyRollback(
  tx: Database,
  clock: Clock,
  input: RollbackInput,
): Promise<RollbackOutcome> {
  const account = await lockHolder(tx, { memberId: input.memberId });
  const ref = await findEntry(tx, account.brandId, txKey(input.vendor, input.refTxId));
  if (!ref) {
    await writeTombstone(tx, {
      brandId: account.brandId,
      idempotencyKey: txKey(input.vendor, input.refTxId),
      kind: 'tombstone',
      memberId: input.memberId,
      amountMinor: 0n,
      vendor: input.vendor,
      createdAt: clock.now(),
    });
    return { unknown: true };
  }
  if (ref.kind === 'tombstone') return { unknown: true };
  if (ref.memberId !== input.memberId)
    throw apiError('TX_CONFLICT', {
      message: `Transaction ${input.refTxId} belongs to another player`,
    });
  if (ref.kind !== 'debit' && ref.kind !== 'credit')
    throw apiError('TX_CONFLICT', {
      message: `Transaction ${input.refTxId} is a ${ref.kind}; only a debit or credit can be rolled back`,
    });

  const own = await findEntry(tx, account.brandId, txKey(input.vendor, input.txId));
  if (own) {
    if (own.kind === 'rollback' && own.refEntryId === ref.id && own.memberId === input.memberId)
      return answerOf(tx, 'DUPLICATE', input.txId, own, account);
    throw apiError('TX_CONFLICT', {
      message: `Transaction ${input.txId} was already used for a different ${own.kind}`,
    });
  }
  // Undone before under another rollback id: the same outcome, applied once.
  const undo = await settlementOf(tx, ref.id);
  if (undo) return answerOf(tx, 'DUPLICATE', input.txId, undo, account);

  // The reversal mirrors the original postings, on the wallet the move was booked on (the main
  // one, or a transfer-wallet vendor's); a win already spent cannot be taken back below zero
  // (INSUFFICIENT_FUNDS).
  const legs = [];
  for (const leg of await postingsOf(tx, ref.id))
    legs.push({ leg, account: await accountById(tx, leg.accountId) });
  const memberLeg = legs.find(({ account: a }) => a.guarded);
  const houseLeg = legs.find(({ account: a }) => !a.guarded);
  if (!memberLeg || !houseLeg) throw new Error(`Entry ${ref.id} is not a member's move`);
  const wallet = memberLeg.account;
  const house = houseLeg.account;
  const toMember = -memberLeg.leg.amountMinor;
  const { entry } = await writeEntry(
    tx,
    {
      brandId: account.brandId,
      idempotencyKey: txKey(input.vendor, input.txId),
      kind: 'rollback',
      memberId: input.memberId,
      amountMinor: ref.amountMinor,
      vendor: input.vendor,
      roundId: ref.roundId,
      nodeId: ref.nodeId,
      refEntryId: ref.id,
      createdAt: clock.now(),
    },
    [
      { account: wallet, amountMinor: toMember },
      { account: house, amountMinor: -toMember },
    ],
  );
  return answerOf(tx, 'OK', input.txId, entry, wallet);
}

/**
 * Undoes the debit or credit `refTxId` exactly once: a repeated rollback (same or another
 * rollback id) answers `DUPLICATE`. An unknown `refTxId` is `TX_NOT_FOUND`, and leaves a
 * tombstone that refuses a late debit or credit with that id (see the file comment).
 */
export async function rollback(
  db: Database,
  clock: Clock,
  input: RollbackInput,
): Promise<WalletResult> {
  checkVendor(input.vendor);
  checkId(input.txId, 'txId');
  checkId(input.refTxId, 'refTxId');
  if (input.txId === input.refTxId)
    throw badRequest('A rollback needs its own txId, different from refTxId');
  const outcome = await withKeyRetry(db, (tx) => applyRollback(tx, clock, input));
  if ('unknown' in outcome)
    throw apiError('TX_NOT_FOUND', {
      message: `There is no transaction ${input.refTxId} to roll back`,
    });
  return outcome;
}

/** The ledger id of a member's demo credit. */
export function demoCreditTxId(memberId: number): string {
  return `demo-credit:${memberId}`;
}

/**
 * Grants the brand's demo credit (`wallet.demoCreditMinor`) to a new member, once (the id is
 * the member's). Nothing when the brand gives none. Run it in the transaction that creates
 * the member.
 */
export async function grantDemoCredit(
  db: Database,
  clock: Clock,
  brand: { wallet: Pick<Brand['wallet'], 'demoCreditMinor'> },
  memberId: number,
): Promise<WalletResult | null> {
  const amount = brand.wallet.demoCreditMinor;
  if (amount <= 0) return null;
  return grant(db, clock, {
    memberId,
    vendor: platformVendor,
    txId: demoCreditTxId(memberId),
    amountMinor: BigInt(amount),
  });
}
