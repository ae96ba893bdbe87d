/** Deposits through a gateway channel and the demo gateway (issue 14). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callTimestamp, signBody } from '../../kernel/signed-calls.ts';
import { accountBrands } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { balanceOf, bearer, call, playMember } from '../../test/play.ts';
import { openSession } from '../accounts/index.ts';
import { expirePendingTransfers, memberStatement } from '../ledger/index.ts';
import { demoCallbackPath, demoGatewaySecret } from './demo-gateway.ts';
import { fixtureCash, host } from './test-support.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ extraBrands: { ...accountBrands, cash: fixtureCash } });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) =>
  call(t.app, host, 'GET', url, { headers: bearer(token) });
const deposit = (token: string, body: object) =>
  call(t.app, host, 'POST', '/wps/transaction/deposit/pg', { body, headers: bearer(token) });

let seq = 0;
const requestId = () => `request-${(seq += 1)}-x`;
const member = (balance = 0) => playMember(t, { brandId: 'cash', balance });

/**
 * Sends the demo gateway's callback for `report`, signed with the cash brand's secret unless
 * `signature` is given; `sent` replaces the body after signing (a tampered report).
 */
async function callback(
  report: object,
  options: { signature?: string; timestamp?: string; sent?: object } = {},
) {
  const raw = JSON.stringify(report);
  const timestamp = options.timestamp ?? callTimestamp(t.clock);
  const secret = await demoGatewaySecret(t.db, 'cash');
  return t.app.inject({
    method: 'POST',
    url: demoCallbackPath,
    headers: {
      host,
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': options.signature ?? signBody(secret, timestamp, raw),
    },
    payload: options.sent ? JSON.stringify(options.sent) : raw,
  });
}

const paid = (d: { id: string; payableMinor: number }, status = 'PAID') => ({
  depositId: d.id,
  gatewayRef: 'gw-1',
  status,
  amountMinor: d.payableMinor,
  currency: 'PHP',
});

describe('deposit channels', () => {
  it('lists the enabled channels in order, in the member language, with today’s use', async () => {
    const { token } = await member();
    await deposit(token, { channelId: 'ewallet', amountMinor: 10_000, requestId: requestId() });
    const answer = await call(t.app, host, 'GET', '/wps/transaction/deposit/channels', {
      headers: { ...bearer(token), language: 'TY' },
    });
    expect(answer.statusCode).toBe(200);
    const { currency, channels } = answer.json().value;
    expect(currency).toBe('PHP');
    expect(channels.map((c: { id: string }) => c.id)).toEqual(['free', 'ewallet', 'bank', 'scan']);
    expect(channels[1]).toEqual({
      id: 'ewallet',
      kind: 'gateway',
      name: 'E-wallet (TY)',
      minMinor: 10_000,
      maxMinor: 500_000,
      presetsMinor: [10_000, 50_000],
      fee: { percentBasisPoints: 200, fixedMinor: 500, maxMinor: 5_000, paidBy: 'player' },
      dailyCount: 3,
      usedToday: 1,
    });
    // A bank transfer shows where to transfer to before the deposit starts.
    expect(channels[2].bankAccount).toEqual({
      bankName: 'Test Bank',
      accountName: 'Cash Test',
      accountNumber: '1234',
    });
  });

  it('is for members only', async () => {
    const trial = await playMember(t, { brandId: 'cash', isAgent: 4 });
    expect((await get('/wps/transaction/deposit/channels', trial.token)).json().error.code).toBe(
      'TRIAL_ACCOUNT',
    );
    const visitor = await call(t.app, host, 'GET', '/wps/transaction/deposit/channels');
    expect(visitor.statusCode).toBe(401);
  });
});

describe('a gateway deposit', () => {
  it('is incoming until paid, then rises the balance once, whatever the retries', async () => {
    const { member: m, token } = await member(1_000);
    const started = await deposit(token, {
      channelId: 'ewallet',
      amountMinor: 100_000,
      requestId: 'first-deposit',
    });
    expect(started.statusCode).toBe(200);
    const d = started.json().value;
    // 500 fixed + 2 % of 1,000.00 = 2,500, paid by the player on top of the amount.
    expect(d).toMatchObject({
      channelId: 'ewallet',
      kind: 'gateway',
      currency: 'PHP',
      amountMinor: 100_000,
      feeMinor: 2_500,
      payableMinor: 102_500,
      status: 'pending',
      payUrl: `/demo-gateway/pay/${d.id}`,
    });
    expect(await balanceOf(t.db, m.id)).toBe(1_000n);
    expect((await memberStatement(t.db, m.id)).account.incomingMinor).toBe(100_000n);
    const funds = await get('/wps/member/info/funds/consolidated', token);
    expect(funds.json().value).toMatchObject({ availableMinor: 1_000, incomingMinor: 100_000 });
    // The same request id answers the same deposit.
    const again = await deposit(token, {
      channelId: 'ewallet',
      amountMinor: 100_000,
      requestId: 'first-deposit',
    });
    expect(again.json().value.id).toBe(d.id);

    const report = await callback(paid(d));
    expect(report.json()).toEqual({ value: { depositId: d.id, status: 'paid' } });
    expect((await callback(paid(d))).json()).toEqual(report.json());
    expect(await balanceOf(t.db, m.id)).toBe(101_000n);
    expect((await get(`/wps/transaction/deposit/${d.id}`, token)).json().value.status).toBe('paid');
    // Paid cannot become declined.
    expect((await callback(paid(d, 'DECLINED'))).json().error.code).toBe('TX_CONFLICT');
    expect(await balanceOf(t.db, m.id)).toBe(101_000n);
  });

  it('credits the whole amount when the merchant bears the fee', async () => {
    const { member: m, token } = await member();
    const d = (
      await deposit(token, { channelId: 'free', amountMinor: 10_000, requestId: requestId() })
    ).json().value;
    expect([d.feeMinor, d.payableMinor]).toEqual([150, 10_000]);
    await callback(paid(d));
    expect(await balanceOf(t.db, m.id)).toBe(10_000n);
  });

  it('credits nothing when declined or left to expire', async () => {
    const { member: m, token } = await member();
    const start = () =>
      deposit(token, { channelId: 'free', amountMinor: 5_000, requestId: requestId() });
    const declined = (await start()).json().value;
    expect((await callback(paid(declined, 'DECLINED'))).json().value.status).toBe('declined');
    const left = (await start()).json().value;
    t.clock.advance(31 * 60_000);
    expect(await expirePendingTransfers(t.db, t.clock)).toBeGreaterThanOrEqual(1);
    expect((await get(`/wps/transaction/deposit/${left.id}`, token)).json().value.status).toBe(
      'expired',
    );
    // A late payment report is refused: the deposit is over.
    expect((await callback(paid(left))).json().error.code).toBe('TX_CONFLICT');
    expect(await balanceOf(t.db, m.id)).toBe(0n);
    expect((await memberStatement(t.db, m.id)).account.incomingMinor).toBe(0n);
  });

  it('refuses bad input with a clear error and books nothing', async () => {
    const { member: m, token } = await member();
    const cases: [object, string, object?][] = [
      [
        { channelId: 'ewallet', amountMinor: 9_999 },
        'VALIDATION_FAILED',
        { amountMinor: 'tooSmall' },
      ],
      [
        { channelId: 'ewallet', amountMinor: 500_001 },
        'VALIDATION_FAILED',
        { amountMinor: 'tooLarge' },
      ],
      [{ channelId: 'ewallet', amountMinor: 0 }, 'VALIDATION_FAILED'],
      [{ channelId: 'ewallet', amountMinor: -5 }, 'VALIDATION_FAILED'],
      [{ channelId: 'ewallet', amountMinor: 100.5 }, 'VALIDATION_FAILED'],
      [{ channelId: 'ewallet', amountMinor: '10000' }, 'VALIDATION_FAILED'],
      [{ channelId: 'off', amountMinor: 500 }, 'CHANNEL_UNAVAILABLE'],
      [{ channelId: 'nope', amountMinor: 500 }, 'CHANNEL_UNAVAILABLE'],
      // A bank transfer is not a gateway deposit.
      [{ channelId: 'bank', amountMinor: 500 }, 'CHANNEL_UNAVAILABLE'],
    ];
    for (const [body, code, fields] of cases) {
      const answer = (await deposit(token, { requestId: requestId(), ...body })).json();
      expect(answer.error.code, JSON.stringify(body)).toBe(code);
      if (fields) expect(answer.error.fields).toEqual(fields);
    }
    const noRequestId = await deposit(token, { channelId: 'ewallet', amountMinor: 10_000 });
    expect(noRequestId.json().error.code).toBe('VALIDATION_FAILED');
    // One request id, two different deposits.
    await deposit(token, { channelId: 'free', amountMinor: 500, requestId: 'reused-id' });
    const reused = await deposit(token, {
      channelId: 'free',
      amountMinor: 600,
      requestId: 'reused-id',
    });
    expect(reused.json().error.code).toBe('TX_CONFLICT');
    expect((await memberStatement(t.db, m.id)).account.incomingMinor).toBe(500n);
  });

  it('stops at the channel’s count in 24 hours, even when asked at once', async () => {
    const { member: m, token } = await member();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        deposit(token, { channelId: 'ewallet', amountMinor: 10_000, requestId: requestId() }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().error.code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(3);
    expect(codes.filter((c) => c === 'DEPOSIT_COUNT_REACHED')).toHaveLength(2);
    t.clock.advance(24 * 60 * 60_000 + 1_000);
    // What the ledger's job does every minute: the unpaid deposits of yesterday expire.
    await expirePendingTransfers(t.db, t.clock);
    const { token: tomorrow } = await openSession(t.db, t.clock, {
      member: m,
      loginType: 'username',
      changePassword: false,
      ip: '198.51.100.1',
      device: null,
    });
    const next = await deposit(tomorrow, {
      channelId: 'ewallet',
      amountMinor: 10_000,
      requestId: requestId(),
    });
    expect(next.statusCode).toBe(200);
  });

  it('shows a deposit to its member only', async () => {
    const owner = await member();
    const other = await member();
    const d = (
      await deposit(owner.token, { channelId: 'free', amountMinor: 500, requestId: requestId() })
    ).json().value;
    const answer = await get(`/wps/transaction/deposit/${d.id}`, other.token);
    expect([answer.statusCode, answer.json().error.code]).toEqual([404, 'TX_NOT_FOUND']);
    const unknown = await get('/wps/transaction/deposit/AAAAAAAAAAAAAAAAAAAAAA', owner.token);
    expect(unknown.json().error.code).toBe('TX_NOT_FOUND');
    const malformed = await get('/wps/transaction/deposit/short', owner.token);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('the gateway callback', () => {
  it('refuses forged, stale, tampered and mismatched reports, and changes nothing', async () => {
    const { member: m, token } = await member();
    const d = (
      await deposit(token, { channelId: 'ewallet', amountMinor: 10_000, requestId: requestId() })
    ).json().value;
    const forged = await callback(paid(d), { signature: 'a'.repeat(64) });
    expect([forged.statusCode, forged.json().error.code]).toEqual([401, 'SIGNATURE_INVALID']);
    const stale = String(Math.floor(t.clock.now().getTime() / 1000) - 600);
    expect((await callback(paid(d), { timestamp: stale })).json().error.code).toBe(
      'SIGNATURE_INVALID',
    );
    // Signed for one body, sent with another.
    const tampered = await callback(paid(d, 'DECLINED'), { sent: paid(d) });
    expect(tampered.json().error.code).toBe('SIGNATURE_INVALID');
    // Another brand's secret signs nothing here.
    const timestamp = callTimestamp(t.clock);
    const otherSecret = await demoGatewaySecret(t.db, 'echo');
    const raw = JSON.stringify(paid(d));
    const otherBrand = await callback(paid(d), {
      signature: signBody(otherSecret, timestamp, raw),
    });
    expect(otherBrand.json().error.code).toBe('SIGNATURE_INVALID');
    const wrongAmount = await callback({ ...paid(d), amountMinor: d.payableMinor - 1 });
    expect(wrongAmount.json().error.code).toBe('BAD_REQUEST');
    const unknown = await callback({ ...paid(d), depositId: 'BBBBBBBBBBBBBBBBBBBBBB' });
    expect(unknown.json().error.code).toBe('TX_NOT_FOUND');
    expect(await balanceOf(t.db, m.id)).toBe(0n);
    expect((await get(`/wps/transaction/deposit/${d.id}`, token)).json().value.status).toBe(
      'pending',
    );
  });
});

describe('the demo gateway page', () => {
  it('shows the payable amount and pays through the signed callback', async () => {
    const { member: m, token } = await member();
    const d = (
      await deposit(token, { channelId: 'ewallet', amountMinor: 10_000, requestId: requestId() })
    ).json().value;
    const page = await t.app.inject({ method: 'GET', url: d.payUrl, headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect(page.body).toContain('₱107.00');
    expect(page.body).toContain('Cash Test');
    const pay = await t.app.inject({
      method: 'POST',
      url: d.payUrl,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=pay',
    });
    expect([pay.statusCode, pay.headers.location]).toEqual([303, d.payUrl]);
    expect(await balanceOf(t.db, m.id)).toBe(10_000n);
    // Opened by a link, the page has no language header: the site's language rides in the query.
    const after = await t.app.inject({
      method: 'GET',
      url: `${d.payUrl}?language=TY`,
      headers: { host },
    });
    expect(after.body).toContain('Bayad na.');
    const english = await t.app.inject({
      method: 'GET',
      url: `${d.payUrl}?language=EN`,
      headers: { host, language: 'TY' },
    });
    expect(english.body).not.toContain('Bayad na.');
    expect(after.body).toContain(`href="/member/depositv2?deposit=${d.id}"`);
    // Paying again changes nothing.
    await t.app.inject({
      method: 'POST',
      url: d.payUrl,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=pay',
    });
    expect(await balanceOf(t.db, m.id)).toBe(10_000n);
  });

  it('goes back to the site unpaid, and knows no unknown deposit', async () => {
    const { member: m, token } = await member();
    const d = (
      await deposit(token, { channelId: 'free', amountMinor: 500, requestId: requestId() })
    ).json().value;
    const back = await t.app.inject({
      method: 'POST',
      url: d.payUrl,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=back',
    });
    expect([back.statusCode, back.headers.location]).toEqual([
      303,
      `/member/depositv2?deposit=${d.id}`,
    ]);
    expect((await get(`/wps/transaction/deposit/${d.id}`, token)).json().value.status).toBe(
      'pending',
    );
    expect(await balanceOf(t.db, m.id)).toBe(0n);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/demo-gateway/pay/CCCCCCCCCCCCCCCCCCCCCC',
      headers: { host },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
