/**
 * Withdrawals (issue 14 item 3): requesting one reserves the amount; the operator pays it out or
 * refuses it, the member may cancel it while pending, it lapses unreviewed; receipts after.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminServer } from '../../admin.ts';
import { accountBrands } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { balanceOf } from '../../test/play.ts';
import { expirePendingTransfers, memberStatement } from '../ledger/index.ts';
import { autoConfirmReceipts } from './receipts.ts';
import { cashierTurnoverRequirements, cashierWithdrawals } from './tables.ts';
import { withdrawalBrands } from './test-support.ts';
import { requestId, withdrawer, type Withdrawer } from './withdrawal-support.ts';

let t: TestPlatform;
let admin: FastifyInstance;
beforeAll(async () => {
  t = await createTestPlatform({ extraBrands: { ...accountBrands, ...withdrawalBrands } });
  admin = buildAdminServer({ db: t.db, clock: t.clock, registry: t.registry });
});
afterAll(async () => {
  await admin?.close();
  await t?.close();
});

const errorOf = (answer: { json(): { error: Record<string, unknown> } }) => answer.json().error;

/** A member holding `balance` with one bound GCash account. */
async function ready(balance: number): Promise<{ w: Withdrawer; accountId: string }> {
  const w = await withdrawer(t, { balance });
  return { w, accountId: await w.bind('gcash', `0917${String(w.member.id).padStart(7, '0')}`) };
}

/** Requests `amountMinor` and answers the withdrawal (expecting success). */
async function withdrawn(w: Withdrawer, accountId: string, amountMinor: number) {
  const answer = await w.withdraw({
    payoutAccountId: accountId,
    amountMinor,
    requestId: requestId(),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().value as { id: string; status: string };
}

/** The operator's call on `/cashier/withdrawals...`. */
async function operator(url: string, body: object) {
  const answer = await admin.inject({ method: 'POST', url, payload: { brand: 'cash', ...body } });
  return { status: answer.statusCode, body: answer.json() };
}

const statusOf = async (w: Withdrawer, id: string) =>
  (await w.get(`/wps/transaction/withdraw/${id}`)).json().value.status as string;

describe('requesting a withdrawal', () => {
  it('reserves the amount at once: the balance drops, the statement shows it pending', async () => {
    const { w, accountId } = await ready(50_000);
    const withdrawal = await withdrawn(w, accountId, 20_000);
    expect(withdrawal).toMatchObject({
      status: 'pending',
      amountMinor: 20_000,
      currency: 'PHP',
      paidAt: null,
      receipt: null,
      payoutAccount: { id: accountId, providerName: 'GCash', kind: 'e-wallet' },
    });
    expect(await balanceOf(t.db, w.member.id)).toBe(30_000n);
    const summary = (await w.get('/wps/transaction/withdraw/summary')).json().value;
    expect(summary).toMatchObject({
      balanceMinor: 30_000,
      withdrawableMinor: 30_000,
      usedToday: 1,
    });
    const funds = (await w.get('/wps/member/info/funds/consolidated')).json().value;
    expect(funds).toEqual({
      currency: 'PHP',
      availableMinor: 30_000,
      reservedMinor: 20_000,
      incomingMinor: 0,
      walletsMinor: 0,
      totalMinor: 50_000,
      // This test platform has no catalog, so no transfer-wallet vendor.
      wallets: [],
    });
    const { rows } = await memberStatement(t.db, w.member.id);
    expect(rows.at(-1)).toMatchObject({
      kind: 'pending',
      key: `withdrawal:${withdrawal.id}`,
      phase: 'pending',
      amountMinor: -20_000n,
    });
  });

  it('refuses amounts outside the brand limits and above the balance, on the amount', async () => {
    const { w, accountId } = await ready(5_000);
    const ask = (amountMinor: number) =>
      w.withdraw({ payoutAccountId: accountId, amountMinor, requestId: requestId() });
    expect(errorOf(await ask(999)).fields).toEqual({ amountMinor: 'tooSmall' });
    expect(errorOf(await ask(200_001)).fields).toEqual({ amountMinor: 'tooLarge' });
    const over = await ask(5_001);
    expect(over.statusCode).toBe(402);
    expect(errorOf(over)).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      fields: { amountMinor: 'tooLarge' },
    });
    for (const amountMinor of [0, -100, 10.5, '1000'])
      expect((await ask(amountMinor as number)).statusCode, String(amountMinor)).toBe(400);
    expect(await balanceOf(t.db, w.member.id)).toBe(5_000n);
  });

  it('holds back outstanding bonus turnover', async () => {
    const { w, accountId } = await ready(50_000);
    await t.db.insert(cashierTurnoverRequirements).values({
      memberId: w.member.id,
      outstandingMinor: 45_000n,
      source: 'test bonus',
      createdAt: t.clock.now(),
    });
    const summary = (await w.get('/wps/transaction/withdraw/summary')).json().value;
    expect(summary).toMatchObject({
      balanceMinor: 50_000,
      turnoverOutstandingMinor: 45_000,
      withdrawableMinor: 5_000,
    });
    const over = await w.withdraw({
      payoutAccountId: accountId,
      amountMinor: 5_001,
      requestId: requestId(),
    });
    expect(errorOf(over).code).toBe('INSUFFICIENT_FUNDS');
    await withdrawn(w, accountId, 5_000);
  });

  it('answers a retried request with the same withdrawal, and refuses the id for another', async () => {
    const { w, accountId } = await ready(50_000);
    const body = { payoutAccountId: accountId, amountMinor: 10_000, requestId: requestId() };
    const first = (await w.withdraw(body)).json().value;
    const again = await w.withdraw(body);
    expect(again.json().value.id).toBe(first.id);
    const other = await w.withdraw({ ...body, amountMinor: 11_000 });
    expect(errorOf(other).code).toBe('TX_CONFLICT');
    expect(await balanceOf(t.db, w.member.id)).toBe(40_000n);
  });

  it('takes at most the daily count in 24 hours', async () => {
    const { w, accountId } = await ready(50_000);
    for (let n = 0; n < 3; n += 1) await withdrawn(w, accountId, 1_000);
    const fourth = await w.withdraw({
      payoutAccountId: accountId,
      amountMinor: 1_000,
      requestId: requestId(),
    });
    expect(fourth.statusCode).toBe(429);
    expect(errorOf(fourth).code).toBe('WITHDRAWAL_COUNT_REACHED');
    // A day later (the session would have ended: the withdrawals are moved back instead).
    await t.db
      .update(cashierWithdrawals)
      .set({ createdAt: new Date(t.clock.now().getTime() - 24 * 60 * 60_000) })
      .where(eq(cashierWithdrawals.memberId, w.member.id));
    await withdrawn(w, accountId, 1_000);
  });

  it('lets only one of two concurrent requests for the whole balance through', async () => {
    const { w, accountId } = await ready(30_000);
    const answers = await Promise.all(
      [1, 2].map(() =>
        w.withdraw({ payoutAccountId: accountId, amountMinor: 30_000, requestId: requestId() }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 402]);
    expect(await balanceOf(t.db, w.member.id)).toBe(0n);
  });

  it('keeps a reserved amount from being bet or withdrawn twice', async () => {
    const { w, accountId } = await ready(10_000);
    await withdrawn(w, accountId, 10_000);
    const again = await w.withdraw({
      payoutAccountId: accountId,
      amountMinor: 1_000,
      requestId: requestId(),
    });
    expect(errorOf(again).code).toBe('INSUFFICIENT_FUNDS');
  });
});

describe('ending a withdrawal', () => {
  it('the member cancels a pending one: the amount is back; then it is closed', async () => {
    const { w, accountId } = await ready(50_000);
    const { id } = await withdrawn(w, accountId, 20_000);
    const cancelled = await w.send('POST', `/wps/transaction/withdraw/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().value.status).toBe('cancelled');
    expect(await balanceOf(t.db, w.member.id)).toBe(50_000n);
    // Cancelling again answers the same; paying it now is refused.
    expect(
      (await w.send('POST', `/wps/transaction/withdraw/${id}/cancel`)).json().value.status,
    ).toBe('cancelled');
    const paid = await operator(`/cashier/withdrawals/${id}/pay`, { note: 'GC-1' });
    expect(paid.status).toBe(409);
    expect(paid.body.error.code).toBe('WITHDRAWAL_CLOSED');
  });

  it('the operator pays one out: the balance stays lower, the member cannot cancel it', async () => {
    const { w, accountId } = await ready(50_000);
    const { id } = await withdrawn(w, accountId, 20_000);
    const paid = await operator(`/cashier/withdrawals/${id}/pay`, { note: 'GC-REF-77' });
    expect(paid).toEqual({ status: 200, body: { value: { id, status: 'paid' } } });
    // A repeat answers as the first; the opposite is refused.
    expect(
      (await operator(`/cashier/withdrawals/${id}/pay`, { note: 'again' })).body.value.status,
    ).toBe('paid');
    expect((await operator(`/cashier/withdrawals/${id}/reject`, { note: 'no' })).status).toBe(409);
    const view = (await w.get(`/wps/transaction/withdraw/${id}`)).json().value;
    expect(view).toMatchObject({
      status: 'paid',
      note: 'GC-REF-77',
      paidAt: t.clock.now().toISOString(),
    });
    const cancel = await w.send('POST', `/wps/transaction/withdraw/${id}/cancel`);
    expect(errorOf(cancel).code).toBe('WITHDRAWAL_CLOSED');
    expect(await balanceOf(t.db, w.member.id)).toBe(30_000n);
    expect((await memberStatement(t.db, w.member.id)).rows.at(-1)).toMatchObject({
      kind: 'post',
      key: `withdrawal:${id}:paid`,
      phase: 'posted',
      amountMinor: -20_000n,
    });
  });

  it('the operator refuses one with a reason the member reads: the amount is back', async () => {
    const { w, accountId } = await ready(50_000);
    const { id } = await withdrawn(w, accountId, 20_000);
    const refused = await operator(`/cashier/withdrawals/${id}/reject`, { note: 'Name differs' });
    expect(refused.body.value.status).toBe('rejected');
    expect((await w.get(`/wps/transaction/withdraw/${id}`)).json().value).toMatchObject({
      status: 'rejected',
      note: 'Name differs',
    });
    expect(await balanceOf(t.db, w.member.id)).toBe(50_000n);
  });

  it('lapses after the review days: the ledger job releases the amount', async () => {
    const { w, accountId } = await ready(50_000);
    const { id } = await withdrawn(w, accountId, 20_000);
    t.clock.advance(2 * 24 * 60 * 60_000);
    expect(await expirePendingTransfers(t.db, t.clock)).toBeGreaterThanOrEqual(1);
    const listed = await operator('/cashier/withdrawals', { username: w.member.username });
    expect(listed.body.value).toEqual([expect.objectContaining({ id, status: 'expired' })]);
    expect(await balanceOf(t.db, w.member.id)).toBe(50_000n);
    expect((await operator(`/cashier/withdrawals/${id}/pay`, { note: 'late' })).status).toBe(409);
  });

  it("is none of another member's business", async () => {
    const { w, accountId } = await ready(50_000);
    const other = await withdrawer(t);
    const { id } = await withdrawn(w, accountId, 1_000);
    expect((await other.get(`/wps/transaction/withdraw/${id}`)).statusCode).toBe(404);
    expect((await other.send('POST', `/wps/transaction/withdraw/${id}/cancel`)).statusCode).toBe(
      404,
    );
    expect(await statusOf(w, id)).toBe('pending');
  });
});

describe('receipts', () => {
  async function paidWithdrawal(w: Withdrawer, accountId: string) {
    const { id } = await withdrawn(w, accountId, 1_000);
    await operator(`/cashier/withdrawals/${id}/pay`, { note: 'REF' });
    return id;
  }
  const receipt = (w: Withdrawer, id: string, received: boolean) =>
    w.send('POST', `/wps/transaction/withdraw/${id}/receipt`, { received });

  it('are confirmed once paid; not received can still turn received; received is final', async () => {
    const { w, accountId } = await ready(50_000);
    const { id: pending } = await withdrawn(w, accountId, 1_000);
    expect(errorOf(await receipt(w, pending, true)).code).toBe('TX_CONFLICT');
    const id = await paidWithdrawal(w, accountId);
    expect((await receipt(w, id, false)).json().value.receipt).toBe('not-received');
    expect((await receipt(w, id, true)).json().value.receipt).toBe('received');
    expect(errorOf(await receipt(w, id, false)).code).toBe('WITHDRAWAL_CLOSED');
  });

  it('"all received" confirms every open one', async () => {
    const { w, accountId } = await ready(50_000);
    await paidWithdrawal(w, accountId);
    await paidWithdrawal(w, accountId);
    const all = await w.send('POST', '/wps/transaction/withdraw/receipts');
    expect(all.json().value).toEqual({ confirmed: 2 });
    const list = (await w.get('/wps/transaction/withdraw/list')).json().value;
    expect(list.list.map((x: { receipt: string }) => x.receipt)).toEqual(['received', 'received']);
  });

  it('count as received once the brand minutes pass unconfirmed, but not after "not received"', async () => {
    const { w, accountId } = await ready(50_000);
    const silent = await paidWithdrawal(w, accountId);
    const disputed = await paidWithdrawal(w, accountId);
    await receipt(w, disputed, false);
    const brands = () => t.registry.sites.map((site) => site.brand);
    const view = async (id: string) =>
      (await w.get(`/wps/transaction/withdraw/${id}`)).json().value;
    t.clock.advance(1439 * 60_000);
    await autoConfirmReceipts(t.db, t.clock, brands);
    expect((await view(silent)).receipt).toBeNull();
    t.clock.advance(60_000);
    expect(await autoConfirmReceipts(t.db, t.clock, brands)).toBeGreaterThanOrEqual(1);
    expect((await view(silent)).receipt).toBe('auto');
    expect((await view(disputed)).receipt).toBe('not-received');
    expect(errorOf(await receipt(w, silent, false)).code).toBe('WITHDRAWAL_CLOSED');
  });
});

describe('the lists', () => {
  it('give the member their withdrawals newest first, paged', async () => {
    const { w, accountId } = await ready(50_000);
    const ids = [];
    for (let n = 0; n < 3; n += 1) ids.push((await withdrawn(w, accountId, 1_000 + n)).id);
    const page = (await w.get('/wps/transaction/withdraw/list?page=2&pageSize=2')).json().value;
    expect(page.totalPages).toBe(2);
    expect(page.list.map((x: { id: string }) => x.id)).toEqual([ids[0]]);
  });

  it('give the operator every withdrawal with the account to pay, by member and status', async () => {
    const { w, accountId } = await ready(50_000);
    const { id: open } = await withdrawn(w, accountId, 1_500);
    const { id: done } = await withdrawn(w, accountId, 2_500);
    await operator(`/cashier/withdrawals/${done}/pay`, { note: 'PAID-1' });
    const mine = await operator('/cashier/withdrawals', { username: w.member.username });
    expect(mine.body.value.map((x: { id: string }) => x.id)).toEqual([done, open]);
    expect(mine.body.value[1]).toMatchObject({
      username: w.member.username,
      amountMinor: '1500',
      status: 'pending',
      providerId: 'gcash',
      accountNumber: `+63917${String(w.member.id).padStart(7, '0')}`,
      holderName: 'Juan Dela Cruz',
    });
    const pending = await operator('/cashier/withdrawals', {
      username: w.member.username,
      status: 'pending',
    });
    expect(pending.body.value.map((x: { id: string }) => x.id)).toEqual([open]);
    const nobody = await operator('/cashier/withdrawals', { username: 'nobody-here' });
    expect(nobody.status).toBe(404);
  });
});
