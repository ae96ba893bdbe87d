/**
 * Finding, opening and locking ledger accounts. A holder account (member or trial launch) is
 * locked with `SELECT ... FOR UPDATE` before anything moves its money, which orders the calls of
 * one holder; house accounts are never locked (they cache no balance), so bets of different
 * members never wait on each other.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../kernel/db/client.ts';
import { apiError } from '../../kernel/errors.ts';
import {
  ledgerAccounts,
  type HouseKind,
  type LedgerAccountRow,
  type WalletName,
} from './tables.ts';

/** The currency of trial play money (ISO 4217 `XXX`: no currency), apart from real money. */
export const playMoneyCurrency = 'XXX';

/**
 * A member's account in `currency`, created when missing (it holds nothing yet): the main one,
 * or the wallet of a transfer-wallet vendor.
 */
export async function openMemberAccount(
  db: Database,
  member: { id: number; brandId: string },
  currency: string,
  wallet: WalletName = 'main',
): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values({
      brandId: member.brandId,
      currency,
      kind: 'member',
      wallet,
      memberId: member.id,
      guarded: true,
      postedMinor: 0n,
      pendingMinor: 0n,
      incomingMinor: 0n,
    })
    .onConflictDoNothing();
}

/** A trial launch's play-money account, created empty. */
export async function openLaunchAccount(
  db: Database,
  brandId: string,
  launchTokenHash: string,
): Promise<void> {
  await db.insert(ledgerAccounts).values({
    brandId,
    currency: playMoneyCurrency,
    kind: 'launch',
    wallet: 'trial',
    launchTokenHash,
    guarded: true,
    postedMinor: 0n,
    pendingMinor: 0n,
    incomingMinor: 0n,
  });
}

/** Who holds a guarded account: a member (in their main wallet unless named) or a trial launch. */
export type Holder = { memberId: number; wallet?: WalletName } | { launchTokenHash: string };

function holderCondition(holder: Holder) {
  return 'memberId' in holder
    ? and(
        eq(ledgerAccounts.memberId, holder.memberId),
        eq(ledgerAccounts.wallet, holder.wallet ?? 'main'),
      )
    : eq(ledgerAccounts.launchTokenHash, holder.launchTokenHash);
}

/** `USER_NOT_FOUND` for a holder without an account. */
export function noAccount(holder: Holder) {
  return apiError('USER_NOT_FOUND', {
    message:
      'memberId' in holder
        ? `Member ${holder.memberId} has no ${holder.wallet ?? 'main'} wallet`
        : 'The trial launch has no play money',
  });
}

/**
 * Locks the holder's account for the rest of the transaction and answers it with its cached
 * balances (`USER_NOT_FOUND` when there is none).
 */
export async function lockHolder(tx: Database, holder: Holder): Promise<LedgerAccountRow> {
  const [row] = await tx.select().from(ledgerAccounts).where(holderCondition(holder)).for('update');
  if (!row) throw noAccount(holder);
  return row;
}

/** The holder's account without a lock (for reads). */
export async function holderAccount(db: Database, holder: Holder): Promise<LedgerAccountRow> {
  const [row] = await db.select().from(ledgerAccounts).where(holderCondition(holder));
  if (!row) throw noAccount(holder);
  return row;
}

/**
 * The brand's house account of `kind` in `currency`, created on first use. The insert skips an
 * existing row without locking it, so concurrent entries never queue here.
 */
export async function houseAccount(
  db: Database,
  brandId: string,
  kind: HouseKind,
  currency: string,
): Promise<LedgerAccountRow> {
  const where = and(
    eq(ledgerAccounts.brandId, brandId),
    eq(ledgerAccounts.kind, kind),
    eq(ledgerAccounts.currency, currency),
    sql`not ${ledgerAccounts.guarded}`,
  );
  const [found] = await db.select().from(ledgerAccounts).where(where);
  if (found) return found;
  await db
    .insert(ledgerAccounts)
    .values({ brandId, kind, currency, guarded: false })
    .onConflictDoNothing();
  const [row] = await db.select().from(ledgerAccounts).where(where);
  if (!row) throw new Error(`The ${kind} account of brand ${brandId} was not stored`);
  return row;
}

/**
 * The account `id` (of a past entry's posting). A guarded account is locked, as by
 * `lockHolder`; a house account never is.
 */
export async function accountById(db: Database, id: number): Promise<LedgerAccountRow> {
  const read = () => db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  const [peek] = await read();
  const [row] = peek?.guarded ? await read().for('update') : [peek];
  if (!row) throw new Error(`There is no ledger account ${id}`);
  return row;
}

/** What a holder may spend: the posted balance less what pending transfers reserve. */
export function availableOf(account: LedgerAccountRow): bigint {
  return (account.postedMinor ?? 0n) + (account.pendingMinor ?? 0n);
}
