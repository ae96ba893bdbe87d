/**
 * The seamless wallet: every change of a member's balance goes through here, as one row of the
 * `wallet_transactions` ledger written in the same database transaction as the new balance.
 *
 * - `debit` (a bet), `credit` (a win, 0 for a lost round), `grant` (the demo credit) and
 *   `rollback` (undo one debit or credit) are idempotent by (vendor, txId): replaying a call
 *   with the same parameters answers the original result with status `DUPLICATE` and changes
 *   nothing; reusing the id for anything else is `TX_CONFLICT`.
 * - Every call locks the wallet row (`SELECT ... FOR UPDATE`) first, so calls for one member
 *   run one after the other and parallel debits can never overdraw; the balance check
 *   constraint is the last guard. Two calls racing on one new id for different members meet
 *   at the unique index; the loser is answered as a replay.
 * - A rollback of an id the wallet has never seen answers `TX_NOT_FOUND` and leaves a
 *   tombstone under that id (kind `rollback`, amount 0, `ref_tx_id` = its own id), so a debit
 *   or credit that arrives after its own rollback is refused (`TX_CONFLICT`) instead of
 *   taking money the vendor already gave up on.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Brand } from '../../schemas/brand.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { walletTransactions, wallets, type WalletTransactionRow } from '../db/schema.ts';
import { apiError, badRequest } from '../errors.ts';

/** What a ledger row records. */
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

/** The largest amount one call may move, and the largest balance a wallet may hold. */
export const maxAmountMinor = BigInt(Number.MAX_SAFE_INTEGER);

const txIdPattern = /^[\x21-\x7e]{1,128}$/;
const vendorPattern = /^[A-Z][A-Z0-9_]{0,31}$/;
const txIndex = 'wallet_transactions_tx_idx';

function checkId(value: string, name: string): void {
  if (!txIdPattern.test(value))
    throw badRequest(`${name} must be 1 to 128 printable ASCII characters without spaces`);
}

function checkMove(kind: LedgerKind, input: MoveInput): void {
  if (!vendorPattern.test(input.vendor))
    throw badRequest('vendor must be a vendor code such as PG or DS88');
  checkId(input.txId, 'txId');
  const amount = input.amountMinor;
  if (typeof amount !== 'bigint' || amount < 0n || amount > maxAmountMinor)
    throw badRequest(
      `The amount must be a whole number of minor units from 0 to ${maxAmountMinor}`,
    );
  if (kind === 'debit' && amount === 0n) throw badRequest('A debit must be more than 0');
}

/** True when `error` is the unique index on (vendor, tx_id) refusing a second row. */
function isTxIdClash(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === txIndex;
  }
  return false;
}

/**
 * Runs `work` in a transaction; when another transaction committed the same (vendor, txId)
 * first, runs it once more, when it finds that row and answers as a replay.
 */
async function withClashRetry<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (!isTxIdClash(error)) throw error;
    return db.transaction(work);
  }
}

async function lockWallet(
  tx: Database,
  memberId: number,
): Promise<{ balance: bigint; currency: string }> {
  const [wallet] = await tx
    .select({ balance: wallets.balanceMinor, currency: wallets.currency })
    .from(wallets)
    .where(eq(wallets.memberId, memberId))
    .for('update');
  if (!wallet) throw apiError('USER_NOT_FOUND', { message: `Member ${memberId} has no wallet` });
  return wallet;
}

async function findTx(
  tx: Database,
  vendor: string,
  txId: string,
): Promise<WalletTransactionRow | undefined> {
  const [row] = await tx
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.vendor, vendor), eq(walletTransactions.txId, txId)));
  return row;
}

/** A tombstone: the row a rollback of an unknown id leaves under that id. */
function isTombstone(row: WalletTransactionRow): boolean {
  return row.kind === 'rollback' && row.refTxId === row.txId;
}

function replayOf(
  row: WalletTransactionRow,
  kind: LedgerKind,
  input: MoveInput,
  currency: string,
): WalletResult {
  if (isTombstone(row))
    throw apiError('TX_CONFLICT', {
      message: `Transaction ${input.txId} was rolled back before it arrived`,
    });
  if (row.kind !== kind || row.memberId !== input.memberId || row.amountMinor !== input.amountMinor)
    throw apiError('TX_CONFLICT', {
      message: `Transaction ${input.txId} was already used for a different ${row.kind}`,
    });
  return {
    status: 'DUPLICATE',
    txId: input.txId,
    kind,
    amountMinor: row.amountMinor,
    balanceMinor: row.balanceAfterMinor,
    currency,
  };
}

async function applyMove(
  tx: Database,
  clock: Clock,
  kind: 'debit' | 'credit' | 'grant',
  input: MoveInput,
): Promise<WalletResult> {
  const wallet = await lockWallet(tx, input.memberId);
  const existing = await findTx(tx, input.vendor, input.txId);
  if (existing) return replayOf(existing, kind, input, wallet.currency);
  const balance =
    kind === 'debit' ? wallet.balance - input.amountMinor : wallet.balance + input.amountMinor;
  if (balance < 0n) throw apiError('INSUFFICIENT_FUNDS');
  if (balance > maxAmountMinor)
    throw badRequest('The balance would exceed the largest amount a wallet may hold');
  await tx.insert(walletTransactions).values({
    memberId: input.memberId,
    vendor: input.vendor,
    txId: input.txId,
    kind,
    amountMinor: input.amountMinor,
    balanceAfterMinor: balance,
    roundId: input.roundId ?? null,
    nodeId: input.nodeId ?? null,
    createdAt: clock.now(),
  });
  await tx
    .update(wallets)
    .set({ balanceMinor: balance })
    .where(eq(wallets.memberId, input.memberId));
  return {
    status: 'OK',
    txId: input.txId,
    kind,
    amountMinor: input.amountMinor,
    balanceMinor: balance,
    currency: wallet.currency,
  };
}

async function move(
  db: Database,
  clock: Clock,
  kind: 'debit' | 'credit' | 'grant',
  input: MoveInput,
): Promise<WalletResult> {
  checkMove(kind, input);
  return withClashRetry(db, (tx) => applyMove(tx, clock, kind, input));
}

/** The member's balance and currency. */
export async function walletBalance(
  db: Database,
  memberId: number,
): Promise<{ balanceMinor: bigint; currency: string }> {
  const [wallet] = await db
    .select({ balanceMinor: wallets.balanceMinor, currency: wallets.currency })
    .from(wallets)
    .where(eq(wallets.memberId, memberId));
  if (!wallet) throw apiError('USER_NOT_FOUND', { message: `Member ${memberId} has no wallet` });
  return wallet;
}

/** Takes a bet: `INSUFFICIENT_FUNDS` (nothing written) when the balance is smaller. */
export function debit(db: Database, clock: Clock, input: MoveInput): Promise<WalletResult> {
  return move(db, clock, 'debit', input);
}

/** Pays a win (0 records a lost round). */
export function credit(db: Database, clock: Clock, input: MoveInput): Promise<WalletResult> {
  return move(db, clock, 'credit', input);
}

/** Books money the platform gives (the demo credit). */
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
  const wallet = await lockWallet(tx, input.memberId);
  const ref = await findTx(tx, input.vendor, input.refTxId);
  if (!ref) {
    await tx.insert(walletTransactions).values({
      memberId: input.memberId,
      vendor: input.vendor,
      txId: input.refTxId,
      kind: 'rollback',
      amountMinor: 0n,
      balanceAfterMinor: wallet.balance,
      refTxId: input.refTxId,
      createdAt: clock.now(),
    });
    return { unknown: true };
  }
  if (isTombstone(ref)) return { unknown: true };
  if (ref.memberId !== input.memberId)
    throw apiError('TX_CONFLICT', {
      message: `Transaction ${input.refTxId} belongs to another player`,
    });
  if (ref.kind !== 'debit' && ref.kind !== 'credit')
    throw apiError('TX_CONFLICT', {
      message: `Transaction ${input.refTxId} is a ${ref.kind}; only a debit or credit can be rolled back`,
    });
  const answer = (status: WalletStatus, row: WalletTransactionRow): WalletResult => ({
    status,
    txId: input.txId,
    kind: 'rollback',
    amountMinor: row.amountMinor,
    balanceMinor: row.balanceAfterMinor,
    currency: wallet.currency,
  });

  const own = await findTx(tx, input.vendor, input.txId);
  if (own) {
    if (own.kind === 'rollback' && own.refTxId === input.refTxId && own.memberId === input.memberId)
      return answer('DUPLICATE', own);
    throw apiError('TX_CONFLICT', {
      message: `Transaction ${input.txId} was already used for a different ${own.kind}`,
    });
  }
  if (ref.rolledBackAt !== null) {
    // Undone before under another rollback id: the same outcome, applied once.
    const [undo] = await tx
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.memberId, input.memberId),
          eq(walletTransactions.vendor, input.vendor),
          eq(walletTransactions.kind, 'rollback'),
          eq(walletTransactions.refTxId, input.refTxId),
          ne(walletTransactions.txId, input.refTxId),
        ),
      );
    if (undo) return answer('DUPLICATE', undo);
    throw apiError('UNKNOWN', { message: `The rollback of ${input.refTxId} is missing` });
  }

  const balance =
    ref.kind === 'debit' ? wallet.balance + ref.amountMinor : wallet.balance - ref.amountMinor;
  // A win already spent cannot be taken back below zero.
  if (balance < 0n) throw apiError('INSUFFICIENT_FUNDS');
  if (balance > maxAmountMinor)
    throw badRequest('The balance would exceed the largest amount a wallet may hold');
  const now = clock.now();
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      memberId: input.memberId,
      vendor: input.vendor,
      txId: input.txId,
      kind: 'rollback',
      amountMinor: ref.amountMinor,
      balanceAfterMinor: balance,
      roundId: ref.roundId,
      nodeId: ref.nodeId,
      refTxId: input.refTxId,
      createdAt: now,
    })
    .returning();
  await tx
    .update(walletTransactions)
    .set({ rolledBackAt: now })
    .where(eq(walletTransactions.id, ref.id));
  await tx
    .update(wallets)
    .set({ balanceMinor: balance })
    .where(eq(wallets.memberId, input.memberId));
  if (!row) throw new Error('The rollback was not stored');
  return answer('OK', row);
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
  if (!vendorPattern.test(input.vendor))
    throw badRequest('vendor must be a vendor code such as PG or DS88');
  checkId(input.txId, 'txId');
  checkId(input.refTxId, 'refTxId');
  if (input.txId === input.refTxId)
    throw badRequest('A rollback needs its own txId, different from refTxId');
  const outcome = await withClashRetry(db, (tx) => applyRollback(tx, clock, input));
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
