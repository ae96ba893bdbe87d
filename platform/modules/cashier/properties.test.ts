/**
 * Property test of the cashier (issue 14 item 9): random batches of deposits (paid, declined or
 * left open), withdrawals, their payment, refusal or cancellation, transfers between two
 * members and between a member's main and vendor wallet, with replayed requests and calls of one batch running in parallel, keep every
 * invariant: each member's balance is what the answers say it should be, never below zero, a
 * reserved amount is never spent twice, and the ledger verifies clean.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlatformError } from '../../kernel/errors.ts';
import { accountBrands } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { playMember } from '../../test/play.ts';
import {
  expirePendingTransfers,
  memberFunds,
  transferBetweenMembers,
  transferBetweenWallets,
  verifyLedger,
  walletBalance,
} from '../ledger/index.ts';
import { settleDeposit, startDeposit } from './deposits.ts';
import { bindPayoutAccount } from './payout-accounts.ts';
import { withdrawalBrands } from './test-support.ts';
import { closeWithdrawal, memberWithdrawal, startWithdrawal } from './withdrawals.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ extraBrands: { ...accountBrands, ...withdrawalBrands } });
});
afterAll(async () => {
  await t?.close();
});

const member = fc.integer({ min: 0, max: 1 });
// Small pools, so request ids collide: retries of the same call and reuse for another.
const request = fc.integer({ min: 0, max: 4 });
const op = fc.oneof(
  fc.record({
    op: fc.constant('deposit'),
    member,
    request,
    amount: fc.integer({ min: 100, max: 5_000 }),
    outcome: fc.constantFrom('PAID', 'DECLINED', 'open'),
  }),
  fc.record({
    op: fc.constant('withdraw'),
    member,
    request,
    amount: fc.integer({ min: 1_000, max: 6_000 }),
  }),
  fc.record({
    op: fc.constant('close'),
    pick: fc.nat(),
    outcome: fc.constantFrom('paid', 'rejected', 'cancelled'),
  }),
  fc.record({
    op: fc.constant('transfer'),
    member,
    request,
    amount: fc.integer({ min: 1, max: 4_000 }),
  }),
  fc.record({
    op: fc.constant('wallet'),
    member,
    request,
    toVendor: fc.boolean(),
    amount: fc.integer({ min: 1, max: 6_000 }),
  }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
const steps = fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), {
  minLength: 3,
  maxLength: 10,
});

/** Refusals the cashier may answer; anything else fails the property. */
const allowed = [
  'INSUFFICIENT_FUNDS',
  'TX_CONFLICT',
  'WITHDRAWAL_CLOSED',
  'WITHDRAWAL_COUNT_REACHED',
  'DEPOSIT_COUNT_REACHED',
];

let run = 0;
/** The transfer-wallet vendor whose wallet the members move money to and from. */
const vendor = 'PROPV';

async function history(batches: Op[][]): Promise<void> {
  run += 1;
  const brand = t.registry.byId('cash')!.brand;
  const people: { id: number; accountId: string }[] = [];
  for (let n = 0; n < 2; n += 1) {
    const { member: m } = await playMember(t, { brandId: 'cash', balance: 10_000 });
    const account = await bindPayoutAccount(
      t.db,
      t.clock,
      { brand, member: { id: m.id, payeeName: 'Prop Tester' } },
      { providerId: 'bdo', accountNumber: `55500${run}${n}0`, holderName: 'Prop Tester' },
    );
    people.push({ id: m.id, accountId: account.publicId });
  }
  const model = [10_000n, 10_000n];
  const vendorModel = [0n, 0n];
  const seen = new Set<string>();
  const settled = new Set<string>();
  const withdrawals: { id: string; member: number; amount: bigint }[] = [];
  const closed = new Set<string>();

  const call = async (o: Op): Promise<void> => {
    if (o.op === 'deposit') {
      const deposit = await startDeposit(t.db, t.clock, {
        brand,
        memberId: people[o.member]!.id,
        channelId: 'free',
        kind: 'gateway',
        amountMinor: o.amount,
        requestId: `r${run}-d${o.member}-${o.request}`,
      });
      if (o.outcome === 'open' || settled.has(deposit.id)) return;
      const after = await settleDeposit(t.db, t.clock, 'cash', {
        depositId: deposit.id,
        gatewayRef: `g${run}`,
        status: o.outcome,
        amountMinor: deposit.payableMinor,
        currency: 'PHP',
      });
      if (settled.has(deposit.id)) return;
      settled.add(deposit.id);
      if (after.status === 'paid') model[o.member]! += BigInt(deposit.amountMinor);
      return;
    }
    if (o.op === 'withdraw') {
      const withdrawal = await startWithdrawal(t.db, t.clock, {
        brand,
        language: 'EN',
        memberId: people[o.member]!.id,
        payoutAccountId: people[o.member]!.accountId,
        amountMinor: o.amount,
        requestId: `r${run}-w${o.member}-${o.request}`,
      });
      if (seen.has(withdrawal.id)) return;
      seen.add(withdrawal.id);
      model[o.member]! -= BigInt(o.amount);
      withdrawals.push({ id: withdrawal.id, member: o.member, amount: BigInt(o.amount) });
      return;
    }
    if (o.op === 'close') {
      const target = withdrawals[o.pick % Math.max(1, withdrawals.length)];
      if (!target) return;
      const { row } = await memberWithdrawal(t.db, 'cash', people[target.member]!.id, target.id);
      await closeWithdrawal(t.db, t.clock, row, o.outcome);
      if (closed.has(target.id)) return;
      closed.add(target.id);
      if (o.outcome !== 'paid') model[target.member]! += target.amount;
      return;
    }
    if (o.op === 'wallet') {
      const moved = await transferBetweenWallets(t.db, t.clock, {
        memberId: people[o.member]!.id,
        from: o.toVendor ? 'main' : vendor,
        to: o.toVendor ? vendor : 'main',
        amountMinor: BigInt(o.amount),
        key: `r${run}-v${o.member}-${o.request}`,
      });
      if (moved.status !== 'OK') return;
      const sign = o.toVendor ? 1n : -1n;
      model[o.member]! -= sign * BigInt(o.amount);
      vendorModel[o.member]! += sign * BigInt(o.amount);
      return;
    }
    const result = await transferBetweenMembers(t.db, t.clock, {
      fromMemberId: people[o.member]!.id,
      toMemberId: people[1 - o.member]!.id,
      amountMinor: BigInt(o.amount),
      key: `r${run}-t${o.member}-${o.request}`,
      memo: 'property',
    });
    if (result.status !== 'OK') return;
    model[o.member]! -= BigInt(o.amount);
    model[1 - o.member]! += BigInt(o.amount);
  };

  for (const batch of batches) {
    const results = await Promise.allSettled(batch.map((o) => call(o)));
    for (const result of results)
      if (result.status === 'rejected')
        expect(allowed, String(result.reason)).toContain((result.reason as PlatformError).code);
    for (const [n, person] of people.entries()) {
      const { balanceMinor } = await walletBalance(t.db, person.id);
      expect(balanceMinor, `member ${n} after a batch`).toBe(model[n]);
      expect(balanceMinor >= 0n).toBe(true);
      const inVendor = (await memberFunds(t.db, person.id)).walletsMinor;
      expect(inVendor, `member ${n}'s vendor wallet after a batch`).toBe(vendorModel[n]);
    }
  }
  // Open deposits and unreviewed withdrawals lapse: the withdrawals' amounts come back.
  t.clock.advance(8 * 24 * 60 * 60_000);
  await expirePendingTransfers(t.db, t.clock);
  for (const w of withdrawals) if (!closed.has(w.id)) model[w.member]! += w.amount;
  for (const [n, person] of people.entries())
    expect((await walletBalance(t.db, person.id)).balanceMinor).toBe(model[n]);
  expect((await verifyLedger(t.db, t.clock)).drifts).toEqual([]);
}

it('keeps every balance right under random deposits, withdrawals, reviews and transfers of both kinds', async () => {
  await fc.assert(fc.asyncProperty(steps, history), { numRuns: 15 });
});
