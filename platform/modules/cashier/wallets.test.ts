/**
 * The member's wallets (ADR 0024): consolidated funds, transfers between the main wallet and
 * transfer-wallet vendors' wallets (GCS_walletTransfer), all back to main, and games of those
 * vendors playing from their wallet.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBrands } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { balanceOf, bearer, call, launchToken, playMember } from '../../test/play.ts';
import { gameVendors } from '../catalog/index.ts';
import { verifyLedger, walletBalance } from '../ledger/index.ts';
import { host, withdrawalBrands } from './test-support.ts';
import { withdrawer, type Withdrawer } from './withdrawal-support.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({
    extraBrands: { ...accountBrands, ...withdrawalBrands },
    catalog: true,
  });
  // Two of the test catalog's vendors keep a transfer wallet.
  await t.db
    .update(gameVendors)
    .set({ wallet: 'transfer' })
    .where(inArray(gameVendors.vassalage, ['BETA', 'FSH']));
  await t.catalog.reload();
});
afterAll(async () => {
  await t?.close();
});

const transfer = (w: Withdrawer, body: Record<string, unknown>) =>
  w.send('POST', '/wps/relay/GCS_walletTransfer', { requestId: randomUUID(), ...body });
const funds = async (w: Withdrawer) =>
  (await w.get('/wps/member/info/funds/consolidated')).json().value;
const sumBalance = async (w: Withdrawer) =>
  (await w.get('/wps/v2/wallets/balance')).json().value.sumBalance as number;
const vendorBalance = async (w: Withdrawer, vendor: string) =>
  (await walletBalance(t.db, w.member.id, vendor)).balanceMinor;

describe('consolidated funds', () => {
  it('lists every transfer-wallet vendor in catalog order, empty before the first transfer', async () => {
    const w = await withdrawer(t, { balance: 30_000 });
    expect(await funds(w)).toEqual({
      currency: 'PHP',
      availableMinor: 30_000,
      reservedMinor: 0,
      incomingMinor: 0,
      walletsMinor: 0,
      totalMinor: 30_000,
      wallets: [
        { vendor: 'BETA', name: 'Beta Games', gameType: 'RNG', balanceMinor: 0 },
        { vendor: 'FSH', name: 'Fish Hunter', gameType: 'FISH', balanceMinor: 0 },
      ],
    });
    const tagalog = await w.get('/wps/member/info/funds/consolidated?language=TY');
    expect(tagalog.statusCode, tagalog.body).toBe(200);
  });
});

describe('POST /wps/relay/GCS_walletTransfer', () => {
  it('moves money to a vendor wallet once, keeps sumBalance, and lists it in the account record', async () => {
    const w = await withdrawer(t, { balance: 30_000 });
    const body = { requestId: randomUUID(), from: 'main', to: 'FSH', amountMinor: 10_000 };
    const sent = await w.send('POST', '/wps/relay/GCS_walletTransfer', body);
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = sent.json().value;
    expect(answer.movedMinor).toBe(10_000);
    expect(answer.funds).toMatchObject({ availableMinor: 20_000, walletsMinor: 10_000 });
    expect(answer.funds.wallets[1]).toMatchObject({ vendor: 'FSH', balanceMinor: 10_000 });
    // A retry answers the first transfer and moves nothing again.
    const retry = await w.send('POST', '/wps/relay/GCS_walletTransfer', body);
    expect(retry.json().value).toEqual(answer);
    expect(await balanceOf(t.db, w.member.id)).toBe(20_000n);
    expect(await vendorBalance(w, 'FSH')).toBe(10_000n);
    expect(await sumBalance(w)).toBe(30_000);
    // The same request id for another amount is a conflict, not a second move.
    const reused = await w.send('POST', '/wps/relay/GCS_walletTransfer', {
      ...body,
      amountMinor: 5_000,
    });
    expect(reused.json().error.code).toBe('TX_CONFLICT');

    const day = t.clock.now().toISOString().slice(0, 10);
    const history = await w.get(
      `/wps/member/records/transactions?from=${day}&to=${day}&type=walletTransfer`,
    );
    expect(history.json().value.list).toEqual([
      expect.objectContaining({
        type: 'walletTransfer',
        amountMinor: -10_000,
        balanceAfterMinor: 20_000,
        reference: 'FSH',
        status: 'completed',
      }),
    ]);
  });

  it('brings a whole vendor wallet back without an amount, and refuses an empty one', async () => {
    const w = await withdrawer(t, { balance: 9_000 });
    expect((await transfer(w, { from: 'main', to: 'BETA', amountMinor: 4_000 })).statusCode).toBe(
      200,
    );
    const back = await transfer(w, { from: 'BETA', to: 'main' });
    expect(back.json().value).toMatchObject({
      movedMinor: 4_000,
      funds: { availableMinor: 9_000, walletsMinor: 0 },
    });
    const empty = await transfer(w, { from: 'BETA', to: 'main' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ amountMinor: 'tooSmall' });
  });

  it('brings every vendor wallet back to main at once', async () => {
    const w = await withdrawer(t, { balance: 10_000 });
    await transfer(w, { from: 'main', to: 'BETA', amountMinor: 3_000 });
    await transfer(w, { from: 'main', to: 'FSH', amountMinor: 2_500 });
    expect(await sumBalance(w)).toBe(10_000);
    const all = await transfer(w, { from: 'all', to: 'main' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().value).toMatchObject({
      movedMinor: 5_500,
      funds: { availableMinor: 10_000, walletsMinor: 0, totalMinor: 10_000 },
    });
    // Nothing left to bring back: not an error.
    expect((await transfer(w, { from: 'all', to: 'main' })).json().value.movedMinor).toBe(0);
  });

  it('refuses every bad transfer and moves nothing', async () => {
    const w = await withdrawer(t, { balance: 5_000 });
    const cases: [Record<string, unknown>, number, Record<string, string> | string][] = [
      [{ from: 'main', to: 'FSH', amountMinor: 5_001 }, 402, { amountMinor: 'tooLarge' }],
      [{ from: 'FSH', to: 'main', amountMinor: 1 }, 402, { amountMinor: 'tooLarge' }],
      [{ from: 'main', to: 'main', amountMinor: 100 }, 400, { to: 'invalid' }],
      [{ from: 'BETA', to: 'FSH', amountMinor: 100 }, 400, { to: 'invalid' }],
      [{ from: 'all', to: 'FSH' }, 400, { to: 'invalid' }],
      [{ from: 'all', to: 'main', amountMinor: 100 }, 400, { amountMinor: 'invalid' }],
      [{ from: 'main', to: 'ALPHA', amountMinor: 100 }, 400, { to: 'invalid' }],
      [{ from: 'NOPE', to: 'main', amountMinor: 100 }, 400, { from: 'invalid' }],
      [{ from: 'main', to: 'FSH', amountMinor: 0 }, 400, 'VALIDATION'],
      [{ from: 'main', to: 'FSH', amountMinor: -100 }, 400, 'VALIDATION'],
      [{ from: 'main', to: 'FSH', amountMinor: 10.5 }, 400, 'VALIDATION'],
      [{ from: 'main', to: 'FSH', amountMinor: '100' }, 400, 'VALIDATION'],
      [{ from: 'trial', to: 'main', amountMinor: 100 }, 400, 'VALIDATION'],
      [{ from: 'main', to: 'FSH', amountMinor: 100, requestId: 'short' }, 400, 'VALIDATION'],
    ];
    for (const [body, status, expected] of cases) {
      const answer = await transfer(w, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      const error = answer.json().error;
      if (typeof expected === 'string') expect(error.code, JSON.stringify(body)).toBeTruthy();
      else expect(error.fields, JSON.stringify(body)).toEqual(expected);
    }
    const noToken = await call(t.app, host, 'POST', '/wps/relay/GCS_walletTransfer', {
      body: { requestId: randomUUID(), from: 'main', to: 'FSH', amountMinor: 100 },
    });
    expect(noToken.statusCode).toBe(401);
    expect(await funds(w)).toMatchObject({ availableMinor: 5_000, walletsMinor: 0 });
  });

  it('keeps request ids apart per member', async () => {
    const [a, b] = [
      await withdrawer(t, { balance: 2_000 }),
      await withdrawer(t, { balance: 2_000 }),
    ];
    const requestId = randomUUID();
    for (const w of [a, b])
      expect(
        (await transfer(w, { requestId, from: 'main', to: 'FSH', amountMinor: 1_000 })).statusCode,
      ).toBe(200);
    expect(await vendorBalance(b, 'FSH')).toBe(1_000n);
  });

  it('lets two concurrent transfers of the whole balance through once', async () => {
    const w = await withdrawer(t, { balance: 8_000 });
    const answers = await Promise.all(
      ['BETA', 'FSH'].map((to) => transfer(w, { from: 'main', to, amountMinor: 8_000 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 402]);
    expect((await funds(w)).walletsMinor).toBe(8_000);
    expect(await balanceOf(t.db, w.member.id)).toBe(0n);
  });
});

describe("a transfer-wallet vendor's games", () => {
  it("play from the member's wallet of that vendor, never the main one", async () => {
    const { member, token } = await playMember(t, { brandId: 'cash', balance: 20_000 });
    const client = {
      get: (url: string) => call(t.app, host, 'GET', url, { headers: bearer(token) }),
    };
    const moved = await call(t.app, host, 'POST', '/wps/relay/GCS_walletTransfer', {
      body: { requestId: randomUUID(), from: 'main', to: 'FSH', amountMinor: 6_000 },
      headers: bearer(token),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const launch = await launchToken(t.app, host, 'FSH-1', token);
    const session = (await call(t.app, host, 'GET', `/play/api/session?launch=${launch}`)).json();
    expect(session.value.balance).toBe(6_000);
    const bet = session.value.minBet as number;
    const spun = await call(t.app, host, 'POST', '/play/api/spin', {
      body: { launch, roundId: randomUUID(), bet },
    });
    expect(spun.statusCode, spun.body).toBe(200);
    const round = spun.json().value;
    expect(round.balance).toBe(6_000 - bet + round.winMinor);
    expect((await walletBalance(t.db, member.id, 'FSH')).balanceMinor).toBe(BigInt(round.balance));
    expect(await balanceOf(t.db, member.id)).toBe(14_000n);
    const sum = (await client.get('/wps/v2/wallets/balance')).json().value.sumBalance;
    expect(sum).toBe(14_000 + round.balance);

    // A bet larger than the vendor wallet is refused even with money in the main wallet.
    const empty = await playMember(t, { brandId: 'cash', balance: 20_000 });
    const poor = await launchToken(t.app, host, 'FSH-2', empty.token);
    const refused = await call(t.app, host, 'POST', '/play/api/spin', {
      body: { launch: poor, roundId: randomUUID(), bet },
    });
    expect(refused.json().error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(t.db, empty.member.id)).toBe(20_000n);
  });

  it('leave the ledger without drift', async () => {
    expect((await verifyLedger(t.db, t.clock)).drifts).toEqual([]);
  });
});
