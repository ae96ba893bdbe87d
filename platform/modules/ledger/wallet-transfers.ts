/**
 * Transfers between a member's own wallets (ADR 0024): the main wallet and the wallet of each
 * transfer-wallet vendor, whose games play from it. A move is one `wallet_transfer` entry,
 * minus on the source and plus on the destination, the vendor on the entry. Both accounts are
 * locked, the main one first, so a transfer never deadlocks with a bet (which locks one wallet)
 * or a withdrawal (the main one). The source never goes below zero; the key makes a retry
 * answer the first move.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError, badRequest } from '../../kernel/errors.ts';
import { availableOf, lockHolder, openMemberAccount } from './accounts.ts';
import { checkKey, findEntry, postingsOf, withKeyRetry, writeEntry } from './entries.ts';
import { ledgerAccounts, type LedgerAccountRow, type WalletName } from './tables.ts';

/** A move between the main wallet and one vendor's wallet, either way. */
export interface WalletTransferInput {
  memberId: number;
  /** `main` and a vendor code, in either order. */
  from: WalletName;
  to: WalletName;
  /** What to move; null moves everything `from` has available (nothing when it is empty). */
  amountMinor: bigint | null;
  /** The idempotency key (unique per brand). */
  key: string;
}

/** What a move did: `movedMinor` 0 with no entry when `from` was empty and no amount was asked. */
export interface WalletTransferResult {
  status: 'OK' | 'DUPLICATE';
  entryId: number | null;
  movedMinor: bigint;
}

/** Locks the member's `wallet`, opening it first when it is a vendor's never used before. */
async function lockWallet(
  tx: Database,
  main: LedgerAccountRow,
  wallet: WalletName,
): Promise<LedgerAccountRow> {
  if (wallet === 'main') return main;
  await openMemberAccount(tx, { id: main.memberId!, brandId: main.brandId }, main.currency, wallet);
  return lockHolder(tx, { memberId: main.memberId!, wallet });
}

/** Books the move, or answers the one booked under the same key. */
export async function transferBetweenWallets(
  db: Database,
  clock: Clock,
  input: WalletTransferInput,
): Promise<WalletTransferResult> {
  checkKey(input.key, 'key');
  if (
    (input.from === 'main') === (input.to === 'main') ||
    input.from === 'trial' ||
    input.to === 'trial'
  )
    throw badRequest('A wallet transfer moves between the main wallet and one vendor wallet');
  if (input.amountMinor !== null && input.amountMinor <= 0n)
    throw badRequest('A wallet transfer moves more than 0');
  const vendor = input.from === 'main' ? input.to : input.from;
  return withKeyRetry(db, async (tx) => {
    const main = await lockHolder(tx, { memberId: input.memberId });
    const other = await lockWallet(tx, main, vendor);
    const [source, target] = input.from === 'main' ? [main, other] : [other, main];

    const existing = await findEntry(tx, main.brandId, input.key);
    if (existing) {
      const own = (await postingsOf(tx, existing.id)).find((p) => p.accountId === source.id);
      const same =
        existing.kind === 'wallet_transfer' &&
        own !== undefined &&
        own.amountMinor < 0n &&
        (input.amountMinor === null || -own.amountMinor === input.amountMinor);
      if (!same)
        throw apiError('TX_CONFLICT', {
          message: `Key ${input.key} was already used for a different ${existing.kind}`,
        });
      return { status: 'DUPLICATE', entryId: existing.id, movedMinor: existing.amountMinor };
    }

    const available = availableOf(source);
    const amount = input.amountMinor ?? available;
    if (amount === 0n) return { status: 'OK', entryId: null, movedMinor: 0n };
    if (amount > available)
      throw apiError('INSUFFICIENT_FUNDS', { fields: { amountMinor: 'tooLarge' } });
    const { entry } = await writeEntry(
      tx,
      {
        brandId: main.brandId,
        idempotencyKey: input.key,
        kind: 'wallet_transfer',
        memberId: input.memberId,
        amountMinor: amount,
        vendor,
        createdAt: clock.now(),
      },
      [
        { account: source, amountMinor: -amount },
        { account: target, amountMinor: amount },
      ],
    );
    return { status: 'OK', entryId: entry.id, movedMinor: amount };
  });
}

/** A member's vendor wallets that exist, in the order they were opened. */
export async function vendorWallets(
  db: Database,
  memberId: number,
): Promise<{ vendor: string; balanceMinor: bigint }[]> {
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, memberId),
        ne(ledgerAccounts.wallet, 'main'),
        ne(ledgerAccounts.wallet, 'trial'),
      ),
    )
    .orderBy(asc(ledgerAccounts.id));
  return rows.map((row) => ({ vendor: row.wallet, balanceMinor: availableOf(row) }));
}
