import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformError } from '../../kernel/errors.ts';
import { fundedMember } from '../../test/accounts.ts';
import { failure } from '../../test/failure.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import {
  credit,
  debit,
  grant,
  grantDemoCredit,
  rollback,
  transferBetweenWallets,
  verifyLedger,
  walletBalance,
  type MoveInput,
} from './index.ts';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './tables.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
/** A member of brand alpha holding `balance` minor units (granted through the ledger). */
async function memberWith(balance: number) {
  seq += 1;
  return (await fundedMember(t, 'alpha', { username: `wallet${seq}` }, balance)).id;
}

/** The member's entries, oldest first, each with its posting on the member's account. */
async function ledger(memberId: number) {
  return t.db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      key: ledgerEntries.idempotencyKey,
      vendor: ledgerEntries.vendor,
      amountMinor: ledgerEntries.amountMinor,
      refEntryId: ledgerEntries.refEntryId,
      posted: ledgerPostings.amountMinor,
      balanceAfterMinor: ledgerPostings.balanceAfterMinor,
    })
    .from(ledgerEntries)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.memberId, ledgerEntries.memberId))
    .leftJoin(
      ledgerPostings,
      and(
        eq(ledgerPostings.entryId, ledgerEntries.id),
        eq(ledgerPostings.accountId, ledgerAccounts.id),
      ),
    )
    .where(eq(ledgerEntries.memberId, memberId))
    .orderBy(ledgerEntries.id);
}

/**
 * The balance the ledger explains: the running sum of the member's postings must match every
 * entry's balance-after and the balance read, and the whole ledger must verify clean.
 */
async function expectLedgerAgrees(memberId: number) {
  let running = 0n;
  for (const row of await ledger(memberId)) {
    if (row.kind === 'tombstone') {
      expect(row.posted).toBeNull();
      continue;
    }
    running += row.posted ?? 0n;
    expect(row.balanceAfterMinor).toBe(running);
    expect(row.amountMinor >= 0n).toBe(true);
  }
  const { balanceMinor } = await walletBalance(t.db, memberId);
  expect(balanceMinor).toBe(running);
  expect((await verifyLedger(t.db, t.clock)).drifts).toEqual([]);
  return running;
}

const bet = (memberId: number, txId: string, amount: number): MoveInput => ({
  memberId,
  vendor: 'ALPHA',
  txId,
  amountMinor: BigInt(amount),
});

describe('debit and credit', () => {
  it('moves the balance and writes one ledger row each', async () => {
    const id = await memberWith(10_000);
    const d = await debit(t.db, t.clock, { ...bet(id, 'r1:bet', 2_500), roundId: 'r1' });
    expect(d).toEqual({
      status: 'OK',
      txId: 'r1:bet',
      kind: 'debit',
      amountMinor: 2_500n,
      balanceMinor: 7_500n,
      currency: 'PHP',
    });
    const c = await credit(t.db, t.clock, bet(id, 'r1:win', 4_000));
    expect(c.balanceMinor).toBe(11_500n);
    const zero = await credit(t.db, t.clock, bet(id, 'r2:win', 0));
    expect(zero).toMatchObject({ status: 'OK', balanceMinor: 11_500n, amountMinor: 0n });
    expect(await ledger(id)).toHaveLength(4);
    expect(await expectLedgerAgrees(id)).toBe(11_500n);
  });

  it('answers a replay with the original result and changes nothing', async () => {
    const id = await memberWith(1_000);
    const first = await debit(t.db, t.clock, bet(id, 'same', 300));
    await credit(t.db, t.clock, bet(id, 'later', 50));
    const again = await debit(t.db, t.clock, bet(id, 'same', 300));
    expect(again).toEqual({ ...first, status: 'DUPLICATE' });
    expect((await walletBalance(t.db, id)).balanceMinor).toBe(750n);
    expect(await ledger(id)).toHaveLength(3);
  });

  it('refuses the same id for another amount, kind or player', async () => {
    const id = await memberWith(1_000);
    const other = await memberWith(1_000);
    await debit(t.db, t.clock, bet(id, 'taken', 100));
    expect((await failure(debit(t.db, t.clock, bet(id, 'taken', 101)))).code).toBe('TX_CONFLICT');
    expect((await failure(credit(t.db, t.clock, bet(id, 'taken', 100)))).code).toBe('TX_CONFLICT');
    expect((await failure(debit(t.db, t.clock, bet(other, 'taken', 100)))).code).toBe(
      'TX_CONFLICT',
    );
    // The same id of another vendor is another transaction.
    await debit(t.db, t.clock, { ...bet(id, 'taken', 100), vendor: 'BETA' });
    expect((await walletBalance(t.db, id)).balanceMinor).toBe(800n);
    expect((await walletBalance(t.db, other)).balanceMinor).toBe(1_000n);
    await expectLedgerAgrees(id);
  });

  it('refuses a bet above the balance and writes nothing', async () => {
    const id = await memberWith(500);
    const error = await failure(debit(t.db, t.clock, bet(id, 'big', 501)));
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(error.status).toBe(402);
    expect(await ledger(id)).toHaveLength(1);
    expect((await walletBalance(t.db, id)).balanceMinor).toBe(500n);
    // The id stays free: the same bet fits once the balance does.
    await credit(t.db, t.clock, bet(id, 'topup', 1));
    expect((await debit(t.db, t.clock, bet(id, 'big', 501))).balanceMinor).toBe(0n);
  });

  it('refuses negative amounts, zero bets and malformed ids', async () => {
    const id = await memberWith(500);
    for (const call of [
      debit(t.db, t.clock, bet(id, 'neg', -1)),
      credit(t.db, t.clock, bet(id, 'neg2', -5)),
      debit(t.db, t.clock, bet(id, 'zero', 0)),
      debit(t.db, t.clock, bet(id, 'has space', 1)),
      debit(t.db, t.clock, bet(id, '', 1)),
      debit(t.db, t.clock, { ...bet(id, 'x', 1), vendor: 'lower' }),
    ]) {
      expect((await failure(call)).code).toBe('BAD_REQUEST');
    }
    expect(await ledger(id)).toHaveLength(1);
  });

  it('never overdraws under 50 parallel debits', async () => {
    const id = await memberWith(1_000);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => debit(t.db, t.clock, bet(id, `p${i}`, 30))),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(33);
    for (const r of refused)
      expect(((r as PromiseRejectedResult).reason as PlatformError).code).toBe(
        'INSUFFICIENT_FUNDS',
      );
    expect(await expectLedgerAgrees(id)).toBe(10n);
  });

  it('applies one of many parallel replays of one id, answering the rest as duplicates', async () => {
    const id = await memberWith(1_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => debit(t.db, t.clock, bet(id, 'once', 100))),
    );
    expect(results.filter((r) => r.status === 'OK')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'DUPLICATE')).toHaveLength(19);
    for (const r of results) expect(r.balanceMinor).toBe(900n);
    expect(await expectLedgerAgrees(id)).toBe(900n);
  });

  it('turns a race for one new id between two players into a conflict, not a failure', async () => {
    const a = await memberWith(1_000);
    const b = await memberWith(1_000);
    const results = await Promise.allSettled([
      debit(t.db, t.clock, bet(a, 'race', 100)),
      debit(t.db, t.clock, bet(b, 'race', 100)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as PlatformError).code).toBe('TX_CONFLICT');
    const total =
      (await walletBalance(t.db, a)).balanceMinor + (await walletBalance(t.db, b)).balanceMinor;
    expect(total).toBe(1_900n);
  });
});

describe('rollback', () => {
  it('restores a debit exactly once, however often it is asked', async () => {
    const id = await memberWith(1_000);
    await debit(t.db, t.clock, bet(id, 'b1', 400));
    const first = await rollback(t.db, t.clock, {
      memberId: id,
      vendor: 'ALPHA',
      txId: 'rb1',
      refTxId: 'b1',
    });
    expect(first).toMatchObject({ status: 'OK', kind: 'rollback', balanceMinor: 1_000n });
    const again = await rollback(t.db, t.clock, {
      memberId: id,
      vendor: 'ALPHA',
      txId: 'rb1',
      refTxId: 'b1',
    });
    expect(again).toEqual({ ...first, status: 'DUPLICATE' });
    const otherId = await rollback(t.db, t.clock, {
      memberId: id,
      vendor: 'ALPHA',
      txId: 'rb2',
      refTxId: 'b1',
    });
    expect(otherId).toMatchObject({ status: 'DUPLICATE', balanceMinor: 1_000n });
    const rows = await ledger(id);
    const ref = rows.find((r) => r.key === 'ALPHA:b1');
    expect(rows.filter((r) => r.refEntryId === ref?.id)).toMatchObject([{ kind: 'rollback' }]);
    expect(await expectLedgerAgrees(id)).toBe(1_000n);
  });

  it('restores once when rollbacks run in parallel', async () => {
    const id = await memberWith(1_000);
    await debit(t.db, t.clock, bet(id, 'pb', 250));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        rollback(t.db, t.clock, {
          memberId: id,
          vendor: 'ALPHA',
          txId: `prb${i % 4}`,
          refTxId: 'pb',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'OK')).toHaveLength(1);
    expect(await expectLedgerAgrees(id)).toBe(1_000n);
    const rollbacks = (await ledger(id)).filter((r) => r.kind === 'rollback');
    expect(rollbacks).toHaveLength(1);
  });

  it('takes back a credit, unless the player already spent it', async () => {
    const id = await memberWith(100);
    await credit(t.db, t.clock, bet(id, 'w1', 500));
    await rollback(t.db, t.clock, { memberId: id, vendor: 'ALPHA', txId: 'rw1', refTxId: 'w1' });
    expect((await walletBalance(t.db, id)).balanceMinor).toBe(100n);
    await credit(t.db, t.clock, bet(id, 'w2', 500));
    await debit(t.db, t.clock, bet(id, 'spend', 550));
    const error = await failure(
      rollback(t.db, t.clock, { memberId: id, vendor: 'ALPHA', txId: 'rw2', refTxId: 'w2' }),
    );
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await expectLedgerAgrees(id)).toBe(50n);
  });

  it('answers TX_NOT_FOUND for an unknown id and then refuses that id arriving late', async () => {
    const id = await memberWith(1_000);
    const unknown = () =>
      rollback(t.db, t.clock, { memberId: id, vendor: 'ALPHA', txId: 'rl', refTxId: 'late' });
    expect((await failure(unknown())).code).toBe('TX_NOT_FOUND');
    expect((await failure(unknown())).code).toBe('TX_NOT_FOUND');
    const late = await failure(debit(t.db, t.clock, bet(id, 'late', 100)));
    expect(late.code).toBe('TX_CONFLICT');
    expect(late.message).toMatch(/rolled back before it arrived/);
    expect(await expectLedgerAgrees(id)).toBe(1_000n);
  });

  it('refuses to undo a grant, a rollback or another player’s transaction', async () => {
    const id = await memberWith(1_000);
    const other = await memberWith(1_000);
    await grant(t.db, t.clock, bet(id, 'gift', 10));
    await debit(t.db, t.clock, bet(id, 'd', 10));
    await rollback(t.db, t.clock, { memberId: id, vendor: 'ALPHA', txId: 'rd', refTxId: 'd' });
    const cases = [
      { memberId: id, vendor: 'ALPHA', txId: 'x1', refTxId: 'gift' },
      { memberId: id, vendor: 'ALPHA', txId: 'x2', refTxId: 'rd' },
      { memberId: other, vendor: 'ALPHA', txId: 'x3', refTxId: 'd' },
    ];
    for (const input of cases)
      expect((await failure(rollback(t.db, t.clock, input))).code).toBe('TX_CONFLICT');
    expect(
      (
        await failure(
          rollback(t.db, t.clock, { memberId: id, vendor: 'ALPHA', txId: 'd', refTxId: 'd' }),
        )
      ).code,
    ).toBe('BAD_REQUEST');
    await expectLedgerAgrees(id);
    await expectLedgerAgrees(other);
  });
});

describe("a transfer-wallet vendor's wallet", () => {
  it('takes bets and wins there, refuses them without an account, and rolls back there', async () => {
    const id = await memberWith(10_000);
    const move = { memberId: id, vendor: 'VWX', wallet: 'VWX' } as const;
    const missing = await failure(debit(t.db, t.clock, { ...move, txId: 'v0', amountMinor: 1n }));
    expect(missing.code).toBe('USER_NOT_FOUND');
    await transferBetweenWallets(t.db, t.clock, {
      memberId: id,
      from: 'main',
      to: 'VWX',
      amountMinor: 4_000n,
      key: `wallet-test-${id}`,
    });
    expect(
      (await debit(t.db, t.clock, { ...move, txId: 'v1', amountMinor: 1_500n })).balanceMinor,
    ).toBe(2_500n);
    const over = await failure(debit(t.db, t.clock, { ...move, txId: 'v2', amountMinor: 2_501n }));
    expect(over.code).toBe('INSUFFICIENT_FUNDS');
    await credit(t.db, t.clock, { ...move, txId: 'v3', amountMinor: 700n });
    const undone = await rollback(t.db, t.clock, {
      memberId: id,
      vendor: 'VWX',
      txId: 'v4',
      refTxId: 'v1',
    });
    expect(undone.balanceMinor).toBe(4_700n);
    expect((await walletBalance(t.db, id, 'VWX')).balanceMinor).toBe(4_700n);
    expect((await walletBalance(t.db, id)).balanceMinor).toBe(6_000n);
    expect((await verifyLedger(t.db, t.clock)).drifts).toEqual([]);
  });
});

describe('demo credit', () => {
  it('grants the brand amount once per member, and nothing when the brand gives none', async () => {
    const id = await memberWith(0);
    const brand = { wallet: { demoCreditMinor: 500_000 } };
    expect((await grantDemoCredit(t.db, t.clock, brand, id))?.status).toBe('OK');
    expect((await grantDemoCredit(t.db, t.clock, brand, id))?.status).toBe('DUPLICATE');
    expect(await grantDemoCredit(t.db, t.clock, { wallet: { demoCreditMinor: 0 } }, id)).toBe(null);
    expect(await ledger(id)).toMatchObject([
      {
        vendor: 'PLATFORM',
        key: `PLATFORM:demo-credit:${id}`,
        kind: 'grant',
        amountMinor: 500_000n,
      },
    ]);
    expect((await walletBalance(t.db, id)).balanceMinor).toBe(500_000n);
  });
});
