/**
 * The member's records (issue 14 item 5): wallet history, betting record with totals, profit
 * and loss per day, in the brand's time zone (Asia/Manila by default: UTC+8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBrands } from '../../test/accounts.ts';
import { insertTestCatalog } from '../../test/catalog.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { credit, debit, rollback } from '../ledger/index.ts';
import { withdrawalBrands } from './test-support.ts';
import { requestId, withdrawer, type Withdrawer } from './withdrawal-support.ts';

let t: TestPlatform;
beforeAll(async () => {
  // 2026-03-02 10:00 UTC is 18:00 in Manila.
  t = await createTestPlatform({ extraBrands: { ...accountBrands, ...withdrawalBrands } });
  await insertTestCatalog(t.db);
});
afterAll(async () => {
  await t?.close();
});

const hour = 60 * 60_000;
let tx = 0;
const txId = () => `rec-${(tx += 1)}`;

/** One round: a bet and a win (0: none) on `nodeId` of `vendor`. */
async function round(
  memberId: number,
  options: { vendor: string; nodeId: string; bet: number; win: number; roundId?: string },
) {
  const roundId = options.roundId ?? txId();
  const move = { memberId, vendor: options.vendor, roundId, nodeId: options.nodeId };
  const bet = txId();
  await debit(t.db, t.clock, { ...move, txId: bet, amountMinor: BigInt(options.bet) });
  if (options.win > 0)
    await credit(t.db, t.clock, { ...move, txId: txId(), amountMinor: BigInt(options.win) });
  return { roundId, bet };
}

const query = (w: Withdrawer, path: string, params: Record<string, string | number>) =>
  w.get(
    `/wps/member/records/${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
  );

const today = '2026-03-02';

describe('the betting record', () => {
  let w: Withdrawer;
  beforeAll(async () => {
    w = await withdrawer(t, { balance: 100_000 });
    await round(w.member.id, { vendor: 'ALPHA', nodeId: 'ALPHA-1000', bet: 1_000, win: 2_500 });
    t.clock.advance(hour);
    await round(w.member.id, { vendor: 'LVX', nodeId: 'LVX-1', bet: 5_000, win: 0 });
    t.clock.advance(hour);
    // A bet the vendor rolled back: no valid bet.
    const refunded = await round(w.member.id, {
      vendor: 'ALPHA',
      nodeId: 'ALPHA-1001',
      bet: 700,
      win: 0,
    });
    await rollback(t.db, t.clock, {
      memberId: w.member.id,
      vendor: 'ALPHA',
      txId: txId(),
      refTxId: refunded.bet,
    });
    // 18:00 + 2 h + 5 h = 01:00 the next day in Manila.
    t.clock.advance(5 * hour);
    await round(w.member.id, { vendor: 'ALPHA', nodeId: 'ALPHA-1002', bet: 300, win: 100 });
  });

  it('lists rounds newest first with bet, valid bet, win, profit, and the totals', async () => {
    const answer = await query(w, 'bets', { from: today, to: '2026-03-03' });
    expect(answer.statusCode, answer.body).toBe(200);
    const { list, totals, totalPages } = answer.json().value;
    expect(totalPages).toBe(1);
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({
      vendor: 'ALPHA',
      gameType: 'RNG',
      betMinor: 300,
      winMinor: 100,
      profitMinor: -200,
    });
    expect(list[1]).toMatchObject({ betMinor: 700, validBetMinor: 0, winMinor: 0, profitMinor: 0 });
    expect(list[3]).toMatchObject({
      vendor: 'ALPHA',
      betMinor: 1_000,
      validBetMinor: 1_000,
      winMinor: 2_500,
      profitMinor: 1_500,
    });
    expect(totals).toEqual({
      rounds: 4,
      betMinor: 7_000,
      validBetMinor: 6_300,
      winMinor: 2_600,
      profitMinor: -3_700,
    });
  });

  it('counts days in the brand time zone and filters by game type and vendor', async () => {
    const firstDay = (await query(w, 'bets', { from: today, to: today })).json().value;
    expect(firstDay.totals.rounds).toBe(3);
    const live = (
      await query(w, 'bets', { from: today, to: '2026-03-03', gameType: 'live' })
    ).json().value;
    expect(live.list.map((r: { gameName: string }) => r.gameName)).toEqual(['Baccarat A']);
    const alpha = (
      await query(w, 'bets', { from: today, to: '2026-03-03', vendor: 'ALPHA' })
    ).json().value;
    expect(alpha.totals).toMatchObject({ rounds: 3, betMinor: 2_000 });
  });

  it('names games in the request language and pages', async () => {
    const answer = await w.client.get(
      `/wps/member/records/bets?from=${today}&to=2026-03-03&pageSize=2&page=2`,
      { authorization: `Bearer ${w.token}`, language: 'TY' },
    );
    const { list, totalPages, totals } = answer.json().value;
    expect(totalPages).toBe(2);
    // Page 2 of 2: the first two rounds, newest first (the live one, whose catalog name is in
    // English only, then ALPHA-1000 in Tagalog).
    expect(list.map((r: { gameName: string }) => r.gameName)).toEqual([
      'Baccarat A',
      expect.stringMatching(/\(TY\)$/),
    ]);
    expect(totals.rounds).toBe(4);
  });

  it('gives profit and loss for every day of the range', async () => {
    const answer = await query(w, 'profit', { from: '2026-03-01', to: '2026-03-03' });
    expect(answer.statusCode, answer.body).toBe(200);
    const { days, totals } = answer.json().value;
    expect(days.map((d: { day: string }) => d.day)).toEqual(['2026-03-01', today, '2026-03-03']);
    expect(days[0]).toEqual({
      day: '2026-03-01',
      rounds: 0,
      betMinor: 0,
      validBetMinor: 0,
      winMinor: 0,
      profitMinor: 0,
    });
    expect(days[1]).toMatchObject({
      rounds: 3,
      validBetMinor: 6_000,
      winMinor: 2_500,
      profitMinor: -3_500,
    });
    expect(days[2]).toMatchObject({ rounds: 1, profitMinor: -200 });
    expect(totals.profitMinor).toBe(-3_700);
  });

  it('refuses impossible and too long ranges on their fields', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ from: '2026-02-30', to: today }, 'from', 'invalid'],
      [{ from: today, to: '2026-03-01' }, 'from', 'tooLarge'],
      [{ from: '2025-11-30', to: today }, 'to', 'tooLarge'],
    ];
    for (const [params, field, code] of cases) {
      const answer = await query(w, 'profit', params);
      expect(answer.statusCode, JSON.stringify(params)).toBe(400);
      expect(answer.json().error.fields).toEqual({ [field]: code });
    }
    expect((await query(w, 'bets', { from: 'today', to: today })).statusCode).toBe(400);
  });

  it('shows nothing of another member', async () => {
    const other = await withdrawer(t);
    const answer = (await query(other, 'bets', { from: today, to: '2026-03-03' })).json().value;
    expect(answer).toEqual({
      list: [],
      totalPages: 0,
      totals: { rounds: 0, betMinor: 0, validBetMinor: 0, winMinor: 0, profitMinor: 0 },
    });
  });
});

describe('the wallet history', () => {
  it('lists every movement once, newest first, with balance after and status', async () => {
    const w = await withdrawer(t, { balance: 50_000 });
    // Today in Manila (UTC+8).
    const day = new Date(t.clock.now().getTime() + 8 * hour).toISOString().slice(0, 10);
    await round(w.member.id, { vendor: 'ALPHA', nodeId: 'ALPHA-1000', bet: 1_000, win: 400 });
    const accountId = await w.bind('gcash', `0917${String(w.member.id).padStart(7, '0')}`);
    const pending = await w.withdraw({
      payoutAccountId: accountId,
      amountMinor: 2_000,
      requestId: requestId(),
    });
    const cancelled = await w.withdraw({
      payoutAccountId: accountId,
      amountMinor: 3_000,
      requestId: requestId(),
    });
    await w.send('POST', `/wps/transaction/withdraw/${cancelled.json().value.id}/cancel`);
    const answer = await query(w, 'transactions', { from: day, to: day });
    expect(answer.statusCode, answer.body).toBe(200);
    const { list, totalPages } = answer.json().value;
    expect(totalPages).toBe(1);
    expect(
      list.map(
        (l: { type: string; amountMinor: number; balanceAfterMinor: number; status: string }) => [
          l.type,
          l.amountMinor,
          l.balanceAfterMinor,
          l.status,
        ],
      ),
    ).toEqual([
      ['withdrawal', -3_000, 44_400, 'cancelled'],
      ['withdrawal', -2_000, 47_400, 'pending'],
      ['win', 400, 49_400, 'completed'],
      ['bet', -1_000, 49_000, 'completed'],
      ['bonus', 50_000, 50_000, 'completed'],
    ]);
    expect(list[1].reference).toBe(pending.json().value.id);
    const bets = (await query(w, 'transactions', { from: day, to: day, type: 'bet' })).json().value;
    expect(bets.list).toHaveLength(1);
  });
});
