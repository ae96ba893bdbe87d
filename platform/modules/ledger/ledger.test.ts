import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedMember } from '../../test/accounts.ts';
import { failure } from '../../test/failure.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { createJobRunner } from '../../kernel/jobs/index.ts';
import {
  adjust,
  debit,
  expirePendingTransfers,
  ledgerJobs,
  memberStatement,
  postPending,
  reserve,
  verifyLedger,
  voidPending,
  walletBalance,
  type ReserveInput,
} from './index.ts';
import { ledgerAccounts } from './tables.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
async function memberWith(balance: number) {
  seq += 1;
  return (await fundedMember(t, 'alpha', { username: `ledger${seq}` }, balance)).id;
}

const balance = async (id: number) => (await walletBalance(t.db, id)).balanceMinor;
const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);

function withdrawal(memberId: number, key: string, amount: number): ReserveInput {
  return {
    brandId: 'alpha',
    currency: 'PHP',
    key,
    debit: { memberId },
    credit: { house: 'payments_clearing' },
    amountMinor: BigInt(amount),
    expiresAt: inMinutes(30),
  };
}

describe('immutability', () => {
  it('refuses to update or delete entries and postings', async () => {
    await memberWith(100);
    for (const statement of [
      'update ledger_postings set amount_minor = amount_minor + 1',
      'delete from ledger_postings',
      'update ledger_entries set amount_minor = 0',
      'delete from ledger_entries',
      'truncate ledger_postings',
    ])
      await expect(t.db.execute(sql.raw(statement)), statement).rejects.toThrow();
    expect((await verifyLedger(t.db, t.clock)).drifts).toEqual([]);
  });

  it('keeps a member account at or above zero even against a direct write', async () => {
    const id = await memberWith(100);
    await expect(
      t.db.update(ledgerAccounts).set({ postedMinor: -1n }).where(eq(ledgerAccounts.memberId, id)),
    ).rejects.toThrow();
    expect(await balance(id)).toBe(100n);
  });

  it('caches no balance on house accounts: nothing every bet must lock', async () => {
    const id = await memberWith(100);
    await debit(t.db, t.clock, { memberId: id, vendor: 'ALPHA', txId: 'h1', amountMinor: 10n });
    const houses = await t.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.guarded, false));
    expect(houses.map((h) => h.kind).sort()).toEqual(['bonuses', 'game_house']);
    for (const house of houses)
      expect([house.postedMinor, house.pendingMinor]).toEqual([null, null]);
  });
});

describe('two-phase transfers', () => {
  it('reserves funds, then posts them once', async () => {
    const id = await memberWith(1_000);
    const pending = await reserve(t.db, t.clock, withdrawal(id, 'wd-1', 300));
    expect(pending).toMatchObject({ status: 'OK', kind: 'pending', amountMinor: 300n });
    expect(await balance(id)).toBe(700n);
    expect(await reserve(t.db, t.clock, withdrawal(id, 'wd-1', 300))).toMatchObject({
      status: 'DUPLICATE',
      entryId: pending.entryId,
    });
    expect((await failure(reserve(t.db, t.clock, withdrawal(id, 'wd-1', 301)))).code).toBe(
      'TX_CONFLICT',
    );
    // The reservation counts: a bet of the reserved money is refused.
    const bet = debit(t.db, t.clock, {
      memberId: id,
      vendor: 'ALPHA',
      txId: 'x',
      amountMinor: 701n,
    });
    expect((await failure(bet)).code).toBe('INSUFFICIENT_FUNDS');

    const settle = { brandId: 'alpha', key: 'wd-1:post', pendingKey: 'wd-1' };
    expect(await postPending(t.db, t.clock, settle)).toMatchObject({ status: 'OK', kind: 'post' });
    expect(await postPending(t.db, t.clock, settle)).toMatchObject({ status: 'DUPLICATE' });
    expect(await balance(id)).toBe(700n);
    const voided = voidPending(t.db, t.clock, { ...settle, key: 'wd-1:void' });
    expect((await failure(voided)).code).toBe('TX_CONFLICT');
    const { account } = await memberStatement(t.db, id);
    expect([account.postedMinor, account.pendingMinor]).toEqual([700n, 0n]);
    expect((await verifyLedger(t.db, t.clock)).drifts).toEqual([]);
  });

  it('gives reserved funds back on void', async () => {
    const id = await memberWith(500);
    await reserve(t.db, t.clock, withdrawal(id, 'wd-2', 500));
    expect(await balance(id)).toBe(0n);
    expect((await failure(reserve(t.db, t.clock, withdrawal(id, 'wd-3', 1)))).code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    await voidPending(t.db, t.clock, { brandId: 'alpha', key: 'wd-2:void', pendingKey: 'wd-2' });
    expect(await balance(id)).toBe(500n);
    const unknown = voidPending(t.db, t.clock, { brandId: 'alpha', key: 'k', pendingKey: 'nope' });
    expect((await failure(unknown)).code).toBe('TX_NOT_FOUND');
  });

  it('expires a reservation past its expiry, which verify reports until then', async () => {
    const id = await memberWith(400);
    await reserve(t.db, t.clock, { ...withdrawal(id, 'wd-4', 150), expiresAt: inMinutes(1) });
    t.clock.advance(2 * 60_000);
    const stale = (await verifyLedger(t.db, t.clock)).drifts;
    expect(stale).toMatchObject([{ check: 'stale-pending' }]);
    const post = postPending(t.db, t.clock, {
      brandId: 'alpha',
      key: 'wd-4:post',
      pendingKey: 'wd-4',
    });
    expect((await failure(post)).message).toMatch(/expired/);
    expect(
      await Promise.all([
        expirePendingTransfers(t.db, t.clock),
        expirePendingTransfers(t.db, t.clock),
      ]),
    ).toSatisfy((counts: number[]) => counts[0]! + counts[1]! === 1);
    expect(await expirePendingTransfers(t.db, t.clock)).toBe(0);
    expect(await balance(id)).toBe(400n);
    expect((await verifyLedger(t.db, t.clock)).drifts).toEqual([]);
  });

  it('is expired by the ledger job within the minute after the expiry', async () => {
    const id = await memberWith(300);
    await reserve(t.db, t.clock, { ...withdrawal(id, 'wd-job', 200), expiresAt: inMinutes(3) });
    const runner = createJobRunner({
      database: t.database.handle,
      clock: t.clock,
      jobs: ledgerJobs(t.db, t.clock),
    });
    try {
      await runner.runDue();
      expect(await balance(id)).toBe(100n);
      t.clock.advance(4 * 60_000);
      await runner.runDue();
      expect(await balance(id)).toBe(300n);
      const runs = await runner.list({ name: 'ledger.expire-pending', state: 'completed' });
      expect(runs.map((run) => run.output)).toContainEqual({ expired: 1 });
      expect((await verifyLedger(t.db, t.clock)).drifts).toEqual([]);
    } finally {
      await runner.stop();
    }
  });

  it('holds a deposit as incoming until it is posted, and spends it only then', async () => {
    const id = await memberWith(100);
    const deposit = (key: string, amount: number): ReserveInput => ({
      ...withdrawal(id, key, amount),
      debit: { house: 'payments_clearing' },
      credit: { memberId: id },
    });
    await reserve(t.db, t.clock, deposit('dep-1', 500));
    await reserve(t.db, t.clock, deposit('dep-2', 200));
    await reserve(t.db, t.clock, withdrawal(id, 'dep-wd', 60));
    // Money on its way in is not spendable: the available balance is 100 less the reservation.
    expect(await balance(id)).toBe(40n);
    const bet = debit(t.db, t.clock, {
      memberId: id,
      vendor: 'ALPHA',
      txId: 'd',
      amountMinor: 41n,
    });
    expect((await failure(bet)).code).toBe('INSUFFICIENT_FUNDS');
    const incomingOf = async () => {
      const { account } = await memberStatement(t.db, id);
      return [account.postedMinor, account.pendingMinor, account.incomingMinor];
    };
    expect(await incomingOf()).toEqual([100n, -60n, 700n]);

    const paid = { brandId: 'alpha', key: 'dep-1:post', pendingKey: 'dep-1' };
    expect(await postPending(t.db, t.clock, paid)).toMatchObject({ status: 'OK' });
    expect(await postPending(t.db, t.clock, paid)).toMatchObject({ status: 'DUPLICATE' });
    await voidPending(t.db, t.clock, { brandId: 'alpha', key: 'dep-2:void', pendingKey: 'dep-2' });
    // The paid deposit rises the balance once; the voided one never.
    expect(await balance(id)).toBe(540n);
    expect(await incomingOf()).toEqual([600n, -60n, 0n]);
    expect((await verifyLedger(t.db, t.clock)).drifts).toEqual([]);
  });

  it('refuses bad input with a clear error', async () => {
    const id = await memberWith(100);
    const cases: ReserveInput[] = [
      { ...withdrawal(id, 'bad-1', 0) },
      { ...withdrawal(id, 'bad key', 1) },
      { ...withdrawal(id, 'bad-2', 1), expiresAt: t.clock.now() },
      { ...withdrawal(id, 'bad-3', 1), currency: 'USD' },
    ];
    for (const input of cases)
      expect((await failure(reserve(t.db, t.clock, input))).code, input.key).toBe('BAD_REQUEST');
    expect(await balance(id)).toBe(100n);
  });
});

describe('adjustments', () => {
  it('credits and debits with a reason, never below zero, once per key', async () => {
    const id = await memberWith(1_000);
    const credit = { memberId: id, amountMinor: 500n, key: 'adj-1', memo: ' goodwill ' };
    expect(await adjust(t.db, t.clock, credit)).toMatchObject({
      status: 'OK',
      balanceMinor: 1_500n,
    });
    expect(await adjust(t.db, t.clock, credit)).toMatchObject({
      status: 'DUPLICATE',
      balanceMinor: 1_500n,
    });
    const conflict = adjust(t.db, t.clock, { ...credit, amountMinor: -500n });
    expect((await failure(conflict)).code).toBe('TX_CONFLICT');
    const overdraw = adjust(t.db, t.clock, { ...credit, key: 'adj-2', amountMinor: -1_501n });
    expect((await failure(overdraw)).code).toBe('INSUFFICIENT_FUNDS');
    await adjust(t.db, t.clock, { ...credit, key: 'adj-3', amountMinor: -1_500n });
    expect(await balance(id)).toBe(0n);
    const { rows } = await memberStatement(t.db, id);
    expect(rows.filter((row) => row.kind === 'adjustment').map((row) => row.memo)).toEqual([
      'goodwill',
      'goodwill',
    ]);
    for (const bad of [
      { ...credit, key: 'adj-4', amountMinor: 0n },
      { ...credit, key: 'adj-5', memo: '  ' },
      { ...credit, key: 'adj 6' },
    ])
      expect((await failure(adjust(t.db, t.clock, bad))).code, bad.key).toBe('BAD_REQUEST');
    expect((await verifyLedger(t.db, t.clock)).drifts).toEqual([]);
  });
});

describe('verify', () => {
  it('reports a cached balance that drifted from its postings', async () => {
    const id = await memberWith(100);
    const where = eq(ledgerAccounts.memberId, id);
    await t.db.update(ledgerAccounts).set({ postedMinor: 101n }).where(where);
    try {
      const { drifts } = await verifyLedger(t.db, t.clock);
      expect(drifts).toHaveLength(1);
      expect(drifts[0]).toMatchObject({ check: 'cached-balance' });
      expect(drifts[0]!.message).toMatch(/caches posted 101 .* sum to 100/);
    } finally {
      await t.db.update(ledgerAccounts).set({ postedMinor: 100n }).where(where);
    }
    expect((await verifyLedger(t.db, t.clock)).drifts).toEqual([]);
  });
});
