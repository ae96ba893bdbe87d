/**
 * Property tests: random interleavings of bets, wins, grants, rollbacks, reservations and
 * incoming deposits, posts, voids and expiries, with replayed idempotency keys, reused ids and calls running in parallel,
 * keep every ledger invariant. Each call's effect on the model comes from the status it
 * answered; the model must then match the ledger's balances, and `verifyLedger` stay clean.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlatformError } from '../../kernel/errors.ts';
import { seedMember } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import {
  credit,
  debit,
  expirePendingTransfers,
  grant,
  postPending,
  reserve,
  rollback,
  verifyLedger,
  voidPending,
  walletBalance,
} from './index.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

const member = fc.integer({ min: 0, max: 1 });
const amount = fc.integer({ min: 1, max: 600 });
// Small pools, so ids and keys collide: replays, conflicts and rollbacks of unknown ids.
const txId = fc.integer({ min: 0, max: 7 });
const key = fc.integer({ min: 0, max: 3 });

const op = fc.oneof(
  fc.record({ op: fc.constantFrom('bet', 'win', 'grant'), member, tx: txId, amount }),
  fc.record({ op: fc.constant('rollback'), member, tx: txId, ref: txId }),
  fc.record({
    op: fc.constant('reserve'),
    // A withdrawal reserves the member's money; a deposit brings money in once posted.
    direction: fc.constantFrom('out', 'in'),
    member,
    key,
    amount,
    minutes: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({ op: fc.constantFrom('post', 'void'), key }),
  fc.record({ op: fc.constant('replay'), pick: fc.nat() }),
  fc.record({ op: fc.constant('expire'), minutes: fc.integer({ min: 1, max: 20 }) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

/** Batches of calls: the calls of one batch run in parallel. */
const steps = fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), {
  minLength: 4,
  maxLength: 12,
});

let run = 0;

/** One random history on two fresh members; throws when an invariant breaks. */
async function history(batches: Op[][]): Promise<void> {
  run += 1;
  const prefix = `run${run}`;
  const ids: number[] = [];
  for (const n of [0, 1]) {
    const m = await seedMember(t.db, 'alpha', { username: `prop${run}x${n}` });
    await grant(t.db, t.clock, {
      memberId: m.id,
      vendor: 'PLATFORM',
      txId: `${prefix}-seed${n}`,
      amountMinor: 1_000n,
    });
    ids.push(m.id);
  }
  const model = [1_000n, 1_000n];
  // What the model knows: the kind and owner of each applied debit or credit, and each live
  // reservation.
  const moves = new Map<string, { kind: 'debit' | 'credit'; member: number; amount: bigint }>();
  const pending = new Map<
    string,
    { member: number; amount: bigint; expiresAt: number; direction: 'out' | 'in' }
  >();
  const done: Op[] = [];
  const undos: string[] = [];

  const call = async (o: Op): Promise<void> => {
    if (o.op === 'replay') return done.length > 0 ? call(done[o.pick % done.length]!) : undefined;
    if (o.op === 'expire') return; // run alone, below
    if ('tx' in o && 'amount' in o) {
      const fn = o.op === 'bet' ? debit : o.op === 'win' ? credit : grant;
      const result = await fn(t.db, t.clock, {
        memberId: ids[o.member]!,
        vendor: 'ALPHA',
        txId: `${prefix}-t${o.tx}`,
        amountMinor: BigInt(o.amount),
      });
      if (result.status !== 'OK') return;
      const delta = o.op === 'bet' ? -BigInt(o.amount) : BigInt(o.amount);
      model[o.member]! += delta;
      if (o.op !== 'grant')
        moves.set(`${prefix}-t${o.tx}`, {
          kind: o.op === 'bet' ? 'debit' : 'credit',
          member: o.member,
          amount: BigInt(o.amount),
        });
      return;
    }
    if (o.op === 'rollback') {
      const ref = `${prefix}-t${o.ref}`;
      const result = await rollback(t.db, t.clock, {
        memberId: ids[o.member]!,
        vendor: 'ALPHA',
        txId: `${prefix}-rb${o.tx}`,
        refTxId: ref,
      });
      // Booked once the batch settles: the bet it undoes may be in the same batch.
      if (result.status === 'OK') undos.push(ref);
      return;
    }
    const pendingKey = `${prefix}-k${o.key}`;
    if (o.op === 'reserve') {
      const expiresAt = t.clock.now().getTime() + o.minutes * 60_000;
      const holder = { memberId: ids[o.member]! };
      const house = { house: 'payments_clearing' } as const;
      const result = await reserve(t.db, t.clock, {
        brandId: 'alpha',
        currency: 'PHP',
        key: pendingKey,
        debit: o.direction === 'out' ? holder : house,
        credit: o.direction === 'out' ? house : holder,
        amountMinor: BigInt(o.amount),
        expiresAt: new Date(expiresAt),
      });
      if (result.status !== 'OK') return;
      if (o.direction === 'out') model[o.member]! -= BigInt(o.amount);
      pending.set(pendingKey, {
        member: o.member,
        amount: BigInt(o.amount),
        expiresAt,
        direction: o.direction,
      });
      return;
    }
    const settle = { brandId: 'alpha', key: `${pendingKey}:${o.op}`, pendingKey };
    const result = await (o.op === 'post' ? postPending : voidPending)(t.db, t.clock, settle);
    const reserved = pending.get(pendingKey);
    if (result.status !== 'OK' || !reserved) return;
    pending.delete(pendingKey);
    // A withdrawal's money comes back when voided; a deposit's arrives when posted.
    if ((o.op === 'void') === (reserved.direction === 'out'))
      model[reserved.member]! += reserved.amount;
  };

  const expire = async (minutes: number) => {
    t.clock.advance(minutes * 60_000);
    const now = t.clock.now().getTime();
    const due = [...pending].filter(([, p]) => p.expiresAt <= now);
    expect(await expirePendingTransfers(t.db, t.clock)).toBe(due.length);
    for (const [k, p] of due) {
      pending.delete(k);
      if (p.direction === 'out') model[p.member]! += p.amount;
    }
  };

  for (const batch of batches) {
    for (const o of batch) if (o.op === 'expire') await expire(o.minutes);
    const results = await Promise.allSettled(batch.map((o) => call(o)));
    for (const result of results)
      if (result.status === 'rejected') {
        const code = (result.reason as PlatformError).code;
        // Refusals the contract allows; anything else (a crash, a lost update) fails the test.
        expect(
          ['INSUFFICIENT_FUNDS', 'TX_CONFLICT', 'TX_NOT_FOUND'],
          String(result.reason),
        ).toContain(code);
      }
    for (const ref of undos.splice(0)) {
      const undone = moves.get(ref);
      expect(undone, `the rollback of ${ref} undid a known move`).toBeDefined();
      model[undone!.member]! += undone!.kind === 'debit' ? undone!.amount : -undone!.amount;
    }
    done.push(...batch.filter((o) => o.op !== 'replay' && o.op !== 'expire'));
    for (const [n, id] of ids.entries()) {
      const { balanceMinor } = await walletBalance(t.db, id);
      expect(balanceMinor, `member ${n} after a batch`).toBe(model[n]);
      expect(balanceMinor >= 0n).toBe(true);
    }
  }
  // Let every reservation lapse, so the next history starts without stale pending transfers.
  await expire(60);
  for (const [n, id] of ids.entries())
    expect((await walletBalance(t.db, id)).balanceMinor).toBe(model[n]);
  expect((await verifyLedger(t.db, t.clock)).drifts).toEqual([]);
}

it('keeps every invariant under random interleavings with duplicates and concurrency', async () => {
  await fc.assert(fc.asyncProperty(steps, history), { numRuns: 25 });
});
