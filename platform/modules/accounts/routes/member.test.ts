import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberLabels, members } from '../tables.ts';
import { grant } from '../../ledger/index.ts';
import {
  createAccountsPlatform,
  defaultPassword,
  lastCode,
  phE164,
  phMobile,
  seedMember,
  testClient,
  type TestClient,
} from '../../../test/accounts.ts';
import type { TestPlatform } from '../../../test/harness.ts';
import { sendLoginCode } from './test-support.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createAccountsPlatform();
});
afterAll(async () => {
  await t?.close();
});

const client = (host = 'casino.test') => testClient(t.app, t.db, host);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let seq = 0;
const unique = (prefix: string) => {
  seq += 1;
  return `${prefix}${seq}`;
};

async function login(c: TestClient, username: string, password: string) {
  return c.sendSealed('POST', '/wps/session/login', {
    type: 'username',
    username,
    password,
    altcha: await c.altcha(),
  });
}

/** A seeded member of casino, logged in. */
async function loggedIn(fields: Parameters<typeof seedMember>[2] | object = {}) {
  const username = unique('member');
  const member = await seedMember(t.db, 'casino', { username, ...fields });
  const c = client();
  const response = await login(c, username, 'Secret123');
  expect(response.statusCode, response.body).toBe(200);
  return { c, member, username, token: response.json().value.token as string };
}

describe('GET /wps/member/info', () => {
  it('answers the member with rank label, operator labels and the brand currency', async () => {
    const { c, member, username, token } = await loggedIn({ email: 'info@example.com' });
    const info = (await c.get('/wps/member/info', bearer(token))).json().value;
    expect(info).toEqual({
      id: member.id,
      account: username,
      userName: username,
      nickname: username,
      customerId: `CASINO${String(member.id).padStart(8, '0')}`,
      isAgent: 0,
      toUpline: false,
      clubLabel: { labelName: 'Member', color: '#f8fafc', color2: '#64748b', rankLevel: 0 },
      memberLabel: [],
      currencySymbol: '₱',
      firstTimeLogin: true,
      passwordExpired: false,
      passwordKnown: true,
      referralCode: member.referralCode,
      email: 'info@example.com',
    });
    await t.db.update(members).set({ rank: 3 }).where(eq(members.id, member.id));
    await t.db.insert(memberLabels).values([
      { memberId: member.id, text: 'VIP', color: '#ffffff', backgroundColor: '#7c3aed' },
      { memberId: member.id, text: '<b>Loyal</b>', color: '#000000', backgroundColor: '#facc15' },
    ]);
    const after = (await c.get('/wps/member/info', bearer(token))).json().value;
    expect(after.clubLabel).toMatchObject({ labelName: 'Gold', rankLevel: 3 });
    expect(after.memberLabel).toEqual([
      { text: 'VIP', color: '#ffffff', backgroundColor: '#7c3aed' },
      { text: '<b>Loyal</b>', color: '#000000', backgroundColor: '#facc15' },
    ]);
  });
});

describe('GET /wps/v2/wallets/balance', () => {
  it('answers the wallet in integer minor units', async () => {
    const { c, member, token } = await loggedIn();
    expect((await c.get('/wps/v2/wallets/balance', bearer(token))).json()).toEqual({
      value: { sumBalance: 0, currency: 'PHP' },
    });
    await grant(t.db, t.clock, {
      memberId: member.id,
      vendor: 'PLATFORM',
      txId: 'balance-test',
      amountMinor: 123_456_789n,
    });
    expect((await c.get('/wps/v2/wallets/balance', bearer(token))).json().value.sumBalance).toBe(
      123_456_789,
    );
    expect((await c.get('/wps/v2/wallets/balance')).statusCode).toBe(401);
  });
});

describe('POST /wps/member/password', () => {
  const change = (c: TestClient, token: string, payload: object) =>
    c.sendSealed('POST', '/wps/member/password', payload, bearer(token));

  it('checks the old password and the new one against the brand rule', async () => {
    const { c, token } = await loggedIn();
    const error = async (payload: object) => (await change(c, token, payload)).json().error;
    expect(
      await error({ newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' }),
    ).toMatchObject({ code: 'VALIDATION_FAILED', fields: { oldPassword: 'required' } });
    expect(
      (
        await error({
          oldPassword: 'Secret123',
          newPassword: 'short',
          confirmNewPassword: 'other',
          extra: 1,
        })
      ).fields,
    ).toEqual({ extra: 'unknownField' });
    expect(
      (await error({ oldPassword: 'Secret123', newPassword: 'short', confirmNewPassword: 'other' }))
        .fields,
    ).toEqual({ newPassword: 'length', confirmNewPassword: 'mismatch' });
    expect(
      (
        await error({
          oldPassword: 'Secret123',
          newPassword: defaultPassword,
          confirmNewPassword: defaultPassword,
        })
      ).fields,
    ).toEqual({ newPassword: 'invalid' });
    const wrong = await change(c, token, {
      oldPassword: 'Wrong1234',
      newPassword: 'NewPass123',
      confirmNewPassword: 'NewPass123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'The old password is incorrect',
      fields: { oldPassword: 'wrongPassword' },
    });
    const plain = await c.send(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Secret123', newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' },
      bearer(token),
    );
    expect(plain.json().error.code).toBe('ENCRYPTION_INVALID');
  });

  it('revokes every session and answers a new one', async () => {
    const { c, username, token } = await loggedIn();
    const other = (await login(client(), username, 'Secret123')).json().value.token;
    const response = await change(c, token, {
      oldPassword: 'Secret123',
      newPassword: 'NewPass123',
      confirmNewPassword: 'NewPass123',
    });
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json().value;
    expect(session).toMatchObject({
      account: username,
      changePassword: false,
      firstTimeLogin: false,
    });
    for (const old of [token, other])
      expect((await c.get('/wps/member/info', bearer(old))).statusCode).toBe(401);
    expect((await c.get('/wps/member/info', bearer(session.token))).statusCode).toBe(200);
    expect((await login(client(), username, 'Secret123')).statusCode).toBe(401);
    expect((await login(client(), username, 'NewPass123')).statusCode).toBe(200);
  });

  it('sets a first password without an old one for an account that has none', async () => {
    const username = unique('nopass');
    await seedMember(t.db, 'casino', { username, password: null, mobile: phE164(8001) });
    const c = client();
    await c.send('POST', '/wps/verification/sms/noLogin', {
      countryDialingCode: '63',
      mobileNum: phMobile(8001),
      altcha: await c.altcha(),
    });
    const token = (
      await c.sendSealed('POST', '/wps/session/login', {
        type: 'sms',
        mobileNum: phMobile(8001),
        countryDialingCode: '63',
        verificationCode: await lastCode(t.db, phE164(8001)),
        altcha: await c.altcha(),
      })
    ).json().value.token;
    const response = await change(c, token, {
      newPassword: 'First1234',
      confirmNewPassword: 'First1234',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await login(client(), username, 'First1234')).statusCode).toBe(200);
  });
});

describe('password reset by phone', () => {
  const sendForgot = async (c: TestClient, n: number) =>
    c.send('POST', '/wps/verification/sms/forgot', {
      countryDialingCode: '+63',
      mobileNum: phMobile(n),
      altcha: await c.altcha(),
    });
  const reset = (c: TestClient, n: number, code: string, password = 'Reset1234') =>
    c.sendSealed('POST', '/wps/member/password/verification', {
      mobileNum: phMobile(n),
      countryDialingCode: '63',
      verificationCode: code,
      newPassword: password,
      confirmNewPassword: password,
    });

  it('sends a code valid for resetCodeMinutes and sets the password with it once', async () => {
    const { c, username, token } = await loggedIn({ mobile: phE164(8100) });
    const sent = await sendForgot(c, 8100);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toEqual({
      expirationTime: new Date(t.clock.now().getTime() + 10 * 60_000).toISOString(),
    });
    const code = await lastCode(t.db, phE164(8100));
    const response = await reset(c, 8100, code);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ account: username, changePassword: false });
    expect((await c.get('/wps/member/info', bearer(token))).statusCode).toBe(401);
    expect((await login(client(), username, 'Reset1234')).statusCode).toBe(200);
    expect((await reset(c, 8100, code, 'Again1234')).json().error.code).toBe('INVALID_CODE');
  });

  it('refuses wrong and expired codes, bad passwords and unknown numbers', async () => {
    const { c } = await loggedIn({ mobile: phE164(8101) });
    await sendForgot(c, 8101);
    const code = await lastCode(t.db, phE164(8101));
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await reset(c, 8101, wrong)).json().error.code).toBe('INVALID_CODE');
    expect((await reset(c, 8101, code, 'nodigits')).json().error.fields).toEqual({
      newPassword: 'pattern',
    });
    const mismatch = await c.sendSealed('POST', '/wps/member/password/verification', {
      mobileNum: phMobile(8101),
      countryDialingCode: '63',
      verificationCode: code,
      newPassword: 'Reset1234',
      confirmNewPassword: 'Reset9999',
    });
    expect(mismatch.json().error.fields).toEqual({ confirmNewPassword: 'mismatch' });
    t.clock.advance(10 * 60_000);
    expect((await reset(c, 8101, code)).json().error.code).toBe('CODE_EXPIRED');
    expect((await sendForgot(c, 8199)).json().error.code).toBe('USER_NOT_FOUND');
    expect((await reset(c, 8199, code)).json().error.code).toBe('USER_NOT_FOUND');
  });

  it('is refused where phone reset is off', async () => {
    const c = client('delta.test');
    expect((await sendForgot(c, 8102)).json().error.code).toBe('OPERATION_NOT_ALLOWED');
    expect((await reset(c, 8102, '123456')).json().error.code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('SMS limits', () => {
  it('sends one SMS per number per second, and blocks a number for five minutes after five', async () => {
    await seedMember(t.db, 'casino', { username: unique('limited'), mobile: phE164(8200) });
    const c = client();
    expect((await sendLoginCode(c, 8200)).statusCode).toBe(200);
    const quick = await sendLoginCode(client(), 8200);
    expect(quick.statusCode).toBe(429);
    expect(quick.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests, please try again after 5 minutes',
      retryAfterSeconds: 1,
    });
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(1000);
      expect((await sendLoginCode(client(), 8200)).statusCode).toBe(200);
    }
    t.clock.advance(1000);
    const blocked = await sendLoginCode(client(), 8200);
    expect(blocked.json().error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 300,
    });
    t.clock.advance(4 * 60_000);
    expect((await sendLoginCode(client(), 8200)).json().error.retryAfterSeconds).toBe(60);
    t.clock.advance(60_000);
    expect((await sendLoginCode(client(), 8200)).statusCode).toBe(200);
  });

  it('blocks an address after ten SMS in fifteen minutes', async () => {
    const c = client();
    for (let n = 8300; n < 8311; n += 1)
      await seedMember(t.db, 'casino', { username: unique('many'), mobile: phE164(n) });
    for (let n = 8300; n < 8310; n += 1)
      expect((await sendLoginCode(c, n)).statusCode, `SMS ${n}`).toBe(200);
    const blocked = await sendLoginCode(c, 8310);
    expect(blocked.json().error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 300,
    });
    // Another address may still send to that number.
    expect((await sendLoginCode(client(), 8310)).statusCode).toBe(200);
  });
});
