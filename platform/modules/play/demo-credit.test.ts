import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminServer } from '../../admin.ts';
import { members } from '../accounts/index.ts';
import { lastCode, phE164, phMobile, testClient, type TestClient } from '../../test/accounts.ts';
import type { TestPlatform } from '../../test/harness.ts';
import { bearer, createPlayPlatform, ledgerLines } from '../../test/play.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createPlayPlatform();
});
afterAll(async () => {
  await t?.close();
});

const client = (host = 'wallet.test') => testClient(t.app, t.db, host);

async function balanceShown(c: TestClient, token: string) {
  const response = await c.get('/wps/v2/wallets/balance', bearer(token));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

async function ledgerOf(username: string) {
  const [member] = await t.db.select().from(members).where(eq(members.username, username));
  if (!member) throw new Error(`No member ${username}`);
  return ledgerLines(t.db, member.id);
}

describe('the demo credit', () => {
  it('is granted once, through the ledger, at registration by username', async () => {
    const c = client();
    const response = await c.sendSealed('PUT', '/wps/member/register', {
      username: 'demouser1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      altcha: await c.altcha(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json().value.token;
    expect(await balanceShown(c, token)).toEqual({ sumBalance: 500_000, currency: 'PHP' });
    const ledger = await ledgerOf('demouser1');
    expect(ledger).toEqual([
      expect.objectContaining({
        vendor: 'PLATFORM',
        key: `PLATFORM:demo-credit:${ledger[0]!.memberId}`,
        kind: 'grant',
        amountMinor: 500_000n,
        balanceAfterMinor: 500_000n,
      }),
    ]);
  });

  it('is granted at registration by mobile number', async () => {
    const c = client();
    const sent = await c.send('POST', '/wps/verification/sms/register', {
      countryDialingCode: '+63',
      mobileNo: phMobile(7_001),
      altcha: await c.altcha(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const response = await c.sendSealed('PUT', '/wps/member/register/mobile', {
      mobileNum: phMobile(7_001),
      countryDialingCode: '63',
      verificationCode: await lastCode(t.db, phE164(7_001)),
      registerMethod: 'WEB',
      altcha: await c.altcha(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { token } = response.json().value;
    expect((await balanceShown(c, token)).sumBalance).toBe(500_000);
  });

  it('is granted to members an operator creates', async () => {
    const admin = buildAdminServer({ db: t.db, clock: t.clock, registry: t.registry });
    try {
      const response = await admin.inject({
        method: 'POST',
        url: '/members',
        payload: { brand: 'wallet', username: 'operator1', password: 'Secret123' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().value.balanceMinor).toBe('500000');
    } finally {
      await admin.close();
    }
    expect(await ledgerOf('operator1')).toHaveLength(1);
  });

  it('is not granted to trial accounts, nor by brands without one', async () => {
    const c = client();
    const trial = await c.send('POST', '/wps/session/login/freeplay', {
      os: 'Android',
      platform: 'W',
      gatewayVersion: 3,
    });
    expect(trial.statusCode, trial.body).toBe(200);
    const { token, account } = trial.json().value;
    expect((await balanceShown(c, token)).sumBalance).toBe(0);
    expect(await ledgerOf(account)).toEqual([]);

    const echo = client('echo.test');
    const response = await echo.sendSealed('PUT', '/wps/member/register', {
      username: 'nocredit1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      altcha: await echo.altcha(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await balanceShown(echo, response.json().value.token)).sumBalance).toBe(0);
    expect(await ledgerOf('nocredit1')).toEqual([]);
  });
});
