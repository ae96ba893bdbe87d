/**
 * What the rest of the platform reads from the ledger: balances (the header balance, the
 * seamless balance call, trial play money, the member's wallets), a member's statement and the recent wins board.
 */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../kernel/db/client.ts';
import { gameVendors, games } from '../catalog/index.ts';
import { members } from '../accounts/index.ts';
import { availableOf, holderAccount } from './accounts.ts';
import { ledgerAccounts, ledgerEntries, ledgerPostings, type WalletName } from './tables.ts';
import { vendorWallets } from './wallet-transfers.ts';

/** A member's available balance (posted less reserved) in one wallet (main unless named). */
export async function walletBalance(
  db: Database,
  memberId: number,
  wallet: WalletName = 'main',
): Promise<{ balanceMinor: bigint; currency: string }> {
  const account = await holderAccount(db, { memberId, wallet });
  return { balanceMinor: availableOf(account), currency: account.currency };
}

/**
 * A member's funds in full: spendable in the main wallet (posted less reserved), reserved by
 * pending withdrawals, incoming from deposits not yet paid, and each vendor wallet's balance.
 */
export async function memberFunds(db: Database, memberId: number) {
  const account = await holderAccount(db, { memberId });
  const wallets = await vendorWallets(db, memberId);
  return {
    currency: account.currency,
    availableMinor: availableOf(account),
    reservedMinor: -(account.pendingMinor ?? 0n),
    incomingMinor: account.incomingMinor ?? 0n,
    wallets,
    walletsMinor: wallets.reduce((sum, wallet) => sum + wallet.balanceMinor, 0n),
  };
}

/** The spec's `sumBalance`: the main wallet's available balance plus every vendor wallet. */
export async function sumBalance(db: Database, memberId: number): Promise<bigint> {
  const funds = await memberFunds(db, memberId);
  return funds.availableMinor + funds.walletsMinor;
}

/** The play money left on a trial launch (0 when it has none). */
export async function trialBalance(db: Database, launchTokenHash: string): Promise<bigint> {
  const [account] = await db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.launchTokenHash, launchTokenHash));
  return account ? availableOf(account) : 0n;
}

/**
 * One line of a member's statement: an entry on the member's main account, its signed amount
 * there (positive: money in) and the available balance right after it. Tombstones move nothing
 * and are left out.
 */
export async function memberStatement(db: Database, memberId: number) {
  const account = await holderAccount(db, { memberId });
  const rows = await db
    .select({
      entryId: ledgerEntries.id,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerEntries.kind,
      key: ledgerEntries.idempotencyKey,
      vendor: ledgerEntries.vendor,
      roundId: ledgerEntries.roundId,
      nodeId: ledgerEntries.nodeId,
      memberId: ledgerEntries.memberId,
      phase: ledgerPostings.phase,
      amountMinor: ledgerPostings.amountMinor,
      balanceAfterMinor: ledgerPostings.balanceAfterMinor,
      memo: ledgerEntries.memo,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(eq(ledgerPostings.accountId, account.id))
    .orderBy(ledgerPostings.entryId, ledgerPostings.id);
  return { account, rows };
}

/** What the recent wins board shows. */
export interface RecentWinsQuery {
  brandId: string;
  limit: number;
  /** Only wins in games of this type. */
  gameType?: string;
}

/**
 * The brand's latest real wins: credits above zero that no rollback undid. Trial play never
 * counts (it books on launch accounts, not members').
 */
export function recentWins(db: Database, query: RecentWinsQuery) {
  const undo = alias(ledgerEntries, 'undo');
  const conditions: SQL[] = [
    eq(ledgerEntries.brandId, query.brandId),
    eq(ledgerEntries.kind, 'credit'),
    sql`${ledgerEntries.amountMinor} > 0`,
    isNull(undo.id),
  ];
  if (query.gameType !== undefined) conditions.push(eq(games.gameType, query.gameType));
  return db
    .select({
      username: members.username,
      amount: ledgerEntries.amountMinor,
      wonAt: ledgerEntries.createdAt,
      vendor: sql<string>`coalesce(${ledgerEntries.vendor}, '')`,
      gameName: games.name,
      gameNames: games.names,
      vendorNames: gameVendors.names,
    })
    .from(ledgerEntries)
    .innerJoin(members, eq(members.id, ledgerEntries.memberId))
    .leftJoin(undo, eq(undo.refEntryId, ledgerEntries.id))
    .leftJoin(games, eq(games.nodeId, ledgerEntries.nodeId))
    .leftJoin(gameVendors, eq(gameVendors.vassalage, ledgerEntries.vendor))
    .where(and(...conditions))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(query.limit);
}
