import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../tables.ts';
import { tokenHash } from '../sessions.ts';
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

let t: TestPlatform;
beforeAll(async () => {
  t = await createAccountsPlatform();
});
afterAll(async () => {
  await t?.close();
});

const client = (host = 'casino.test', ip?: string) => testClient(t.app, t.db, host, ip);
let seq = 0;
const unique = (prefix: string) => {
  seq += 1;
  return `${prefix}${seq}`;
};

/** Logs in by username; extra fields (captcha) merge into the payload. */
async function loginByName(
  c: TestClient,
  username: string,
  password: string,
  extra: object = {},
  headers: Record<string, string> = {},
) {
  return c.sendSealed(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password, altcha: await c.altcha(), ...extra },
    headers,
  );
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /wps/session/login by username', () => {
  it('logs in with trimmed credentials and any case of the name', async () => {
    const name = unique('login');
    await seedMember(t.db, 'casino', { username: name, password: 'Secret123' });
    const c = client();
    const first = await loginByName(c, `  ${name.toUpperCase()} `, ' Secret123  ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      account: name,
      firstTimeLogin: true,
      passwordExpired: false,
      changePassword: false,
      isAgent: 0,
    });
    const second = (await loginByName(c, name, 'Secret123')).json().value;
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(first.json().value.token);
    // Only the hash of the token is stored.
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash(second.token)));
    expect(row?.loginType).toBe('username');
    expect(JSON.stringify(await t.db.select().from(sessions))).not.toContain(second.token);
  });

  it('answers the same error for a wrong password, an unknown name and a password-less account', async () => {
    const name = unique('wrongpw');
    await seedMember(t.db, 'casino', { username: name });
    await seedMember(t.db, 'casino', { username: unique('nopass'), password: null });
    const expected = {
      error: { code: 'INVALID_CREDENTIALS', message: 'Wrong account or password' },
    };
    const wrong = await loginByName(client(), name, 'Wrong1234');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    expect((await loginByName(client(), 'nosuchuser', 'Secret123')).json()).toEqual(expected);
    expect((await loginByName(client(), `nopass${seq}`, '')).json().error.fields).toEqual({
      password: 'required',
    });
    expect((await loginByName(client(), `nopass${seq}`, 'anything1')).json()).toEqual(expected);
  });

  it('treats SQL- and script-looking credentials as plain text', async () => {
    const name = unique('quoted');
    await seedMember(t.db, 'casino', { username: name, password: "p'); DROP TABLE members;--" });
    const injection = await loginByName(client(), "' OR '1'='1", "' OR '1'='1");
    expect(injection.statusCode).toBe(401);
    expect(injection.json().error.code).toBe('INVALID_CREDENTIALS');
    const script = await loginByName(client(), '<script>alert(1)</script>', 'x');
    expect(script.json().error.code).toBe('INVALID_CREDENTIALS');
    // The odd password is just a password.
    expect((await loginByName(client(), name, "p'); DROP TABLE members;--")).statusCode).toBe(200);
  });

  it('validates the payload', async () => {
    const c = client();
    const send = async (payload: object) =>
      (await c.sendSealed('POST', '/wps/session/login', payload)).json().error;
    expect(await send({})).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { type: 'required', altcha: 'required' },
    });
    expect((await send({ type: 'email', altcha: 'x' })).fields).toEqual({ type: 'invalid' });
    expect((await send({ type: 'username', altcha: 'x' })).fields).toEqual({
      username: 'required',
      password: 'required',
    });
    expect(
      (
        await send({
          type: 'username',
          username: 'u'.repeat(65),
          password: 'p'.repeat(256),
          captcha: '1'.repeat(17),
          altcha: 'x',
          remember: true,
        })
      ).fields,
    ).toEqual({
      username: 'tooLong',
      password: 'tooLong',
      captcha: 'tooLong',
      remember: 'unknownField',
    });
    expect(
      (await send({ type: 'username', username: ['a'], password: 1, altcha: 'x' })).fields,
    ).toEqual({ username: 'invalid', password: 'invalid' });
  });

  it('asks for the captcha after three failures of a name, and accepts a right one', async () => {
    const name = unique('captcha');
    await seedMember(t.db, 'casino', { username: name, password: 'Secret123' });
    const c = client();
    const first = (await loginByName(c, name, 'Wrong1234')).json().error;
    expect(first).not.toHaveProperty('captcha');
    expect((await loginByName(c, name, 'Wrong1234')).json().error).not.toHaveProperty('captcha');
    expect((await loginByName(c, name, 'Wrong1234')).json().error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      captcha: true,
    });

    // From another address too: the name itself is now under suspicion.
    const other = client();
    const required = await loginByName(other, name, 'Secret123');
    expect(required.statusCode).toBe(400);
    expect(required.json().error).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      captcha: true,
      fields: { captcha: 'required' },
    });
    const wrongCaptcha = await other.captcha('1111');
    const invalid = await loginByName(
      other,
      name,
      'Secret123',
      { captcha: '2222' },
      {
        cookie: wrongCaptcha.cookie,
      },
    );
    expect(invalid.json().error).toMatchObject({ code: 'CAPTCHA_INVALID', captcha: true });

    t.clock.advance(1000);
    const captcha = await other.captcha('5678');
    const badPassword = await loginByName(
      other,
      name,
      'Wrong1234',
      { captcha: '5678' },
      {
        cookie: captcha.cookie,
      },
    );
    expect(badPassword.json().error).toMatchObject({ code: 'INVALID_CREDENTIALS', captcha: true });

    t.clock.advance(1000);
    const again = await other.captcha('9012');
    const ok = await loginByName(
      other,
      name,
      'Secret123',
      { captcha: ' 9012 ' },
      {
        cookie: again.cookie,
      },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    // A success clears the name's failures (the first address still has its own three).
    expect((await loginByName(client(), name, 'Secret123')).statusCode).toBe(200);
    expect((await loginByName(c, name, 'Secret123')).json().error.code).toBe('CAPTCHA_REQUIRED');
  });

  it('asks for the captcha after three failures from one address, until fifteen minutes pass', async () => {
    const c = client();
    for (const name of ['ghost1', 'ghost2', 'ghost3'])
      await loginByName(c, unique(name), 'Wrong1234');
    const name = unique('innocent');
    await seedMember(t.db, 'casino', { username: name, password: 'Secret123' });
    expect((await loginByName(c, name, 'Secret123')).json().error.code).toBe('CAPTCHA_REQUIRED');
    t.clock.advance(15 * 60_000);
    expect((await loginByName(c, name, 'Secret123')).statusCode).toBe(200);
  });

  it('flags a change of password for the default, a temporary and an expired password', async () => {
    const byDefault = unique('default');
    await seedMember(t.db, 'casino', { username: byDefault, password: defaultPassword });
    expect((await loginByName(client(), byDefault, defaultPassword)).json().value).toMatchObject({
      changePassword: true,
      passwordExpired: false,
    });

    const temporary = unique('temporary');
    await seedMember(t.db, 'casino', {
      username: temporary,
      password: 'Temp1234x',
      passwordTemporary: true,
    });
    expect((await loginByName(client(), temporary, 'Temp1234x')).json().value.changePassword).toBe(
      true,
    );

    const old = new Date(t.clock.now().getTime() - 91 * 24 * 60 * 60_000);
    const expired = unique('expired');
    await seedMember(t.db, 'casino', { username: expired, passwordChangedAt: old });
    expect((await loginByName(client(), expired, 'Secret123')).json().value).toMatchObject({
      changePassword: true,
      passwordExpired: true,
    });
    // Echo does not enforce expiry: the same age changes nothing.
    const relaxed = unique('relaxed');
    await seedMember(t.db, 'echo', { username: relaxed, passwordChangedAt: old });
    expect(
      (await loginByName(client('echo.test'), relaxed, 'Secret123')).json().value,
    ).toMatchObject({
      changePassword: false,
      passwordExpired: false,
    });
  });

  it('is rate limited per address', async () => {
    const app = t.rebuild({ rateLimits: { login: 1 } });
    const c = testClient(app, t.db, 'casino.test');
    expect((await loginByName(c, 'whoever1', 'Secret123')).statusCode).toBe(401);
    const limited = await loginByName(c, 'whoever1', 'Secret123');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('SMS login', () => {
  const sendLoginCode = async (c: TestClient, n: number) =>
    c.send('POST', '/wps/verification/sms/noLogin', {
      countryDialingCode: '63',
      mobileNum: phMobile(n),
      altcha: await c.altcha(),
    });
  const loginBySms = async (c: TestClient, n: number, code: string) =>
    c.sendSealed('POST', '/wps/session/login', {
      type: 'sms',
      mobileNum: phMobile(n),
      countryDialingCode: '+63',
      verificationCode: code,
      altcha: await c.altcha(),
    });

  it('sends a code to a member number and logs in with it once, never asking for a change', async () => {
    const c = client();
    const name = unique('smsuser');
    await seedMember(t.db, 'casino', {
      username: name,
      password: defaultPassword,
      mobile: phE164(7001),
    });
    const sent = await sendLoginCode(c, 7001);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value.expiredMinutes).toBe(5);
    const code = await lastCode(t.db, phE164(7001));
    const response = await loginBySms(c, 7001, code);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ account: name, changePassword: false });
    const replay = await loginBySms(c, 7001, code);
    expect(replay.json().error).toMatchObject({
      code: 'INVALID_CODE',
      fields: { verificationCode: 'invalidCode' },
    });
  });

  it('refuses wrong and expired codes, and unknown numbers', async () => {
    const c = client();
    await seedMember(t.db, 'casino', { username: unique('smsuser'), mobile: phE164(7002) });
    await sendLoginCode(c, 7002);
    const code = await lastCode(t.db, phE164(7002));
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await loginBySms(c, 7002, wrong)).json().error.code).toBe('INVALID_CODE');
    t.clock.advance(5 * 60_000);
    expect((await loginBySms(c, 7002, code)).json().error).toMatchObject({
      code: 'CODE_EXPIRED',
      fields: { verificationCode: 'codeExpired' },
    });
    const unknown = await sendLoginCode(c, 7999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('USER_NOT_FOUND');
    const invalid = await c.sendSealed('POST', '/wps/session/login', {
      type: 'sms',
      mobileNum: '12345',
      countryDialingCode: '63',
      verificationCode: '123456',
      altcha: 'x',
    });
    expect(invalid.json().error.fields).toEqual({ mobileNum: 'invalidPhone' });
  });

  it('counts wrong codes as failed logins', async () => {
    const c = client();
    await seedMember(t.db, 'casino', { username: unique('smsuser'), mobile: phE164(7003) });
    await sendLoginCode(c, 7003);
    const code = await lastCode(t.db, phE164(7003));
    const wrong = code === '000000' ? '111111' : '000000';
    await loginBySms(c, 7003, wrong);
    await loginBySms(c, 7003, wrong);
    expect((await loginBySms(c, 7003, wrong)).json().error).toMatchObject({
      code: 'INVALID_CODE',
      captcha: true,
    });
  });

  it('is refused where SMS login is off', async () => {
    const c = client('delta.test');
    await seedMember(t.db, 'delta', { username: unique('deltasms'), mobile: phE164(7004) });
    expect((await sendLoginCode(c, 7004)).json().error.code).toBe('OPERATION_NOT_ALLOWED');
    const response = await loginBySms(c, 7004, '123456');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('POST /wps/session/login/freeplay', () => {
  const freePlay = (
    c: TestClient,
    payload: object = { os: 'Android', platform: 'W', gatewayVersion: 3 },
  ) => c.send('POST', '/wps/session/login/freeplay', payload);

  it('opens a trial session that sees its info and balance but no account actions', async () => {
    const c = client();
    const response = await freePlay(c);
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json().value;
    expect(session).toMatchObject({
      account: expect.stringMatching(/^guest\d{9}$/),
      isAgent: 4,
      firstTimeLogin: true,
      changePassword: false,
    });
    const info = await c.get('/wps/member/info', bearer(session.token));
    expect(info.json().value).toMatchObject({ isAgent: 4, passwordKnown: false });
    const balance = await c.get('/wps/v2/wallets/balance', bearer(session.token));
    expect(balance.json()).toEqual({ value: { sumBalance: 0, currency: 'PHP' } });
    const change = await c.sendSealed(
      'POST',
      '/wps/member/password',
      { newPassword: 'Secret123', confirmNewPassword: 'Secret123' },
      bearer(session.token),
    );
    expect(change.statusCode).toBe(403);
    expect(change.json().error).toEqual({
      code: 'TRIAL_ACCOUNT',
      message: 'Please Register An Account First',
    });
    // A trial account has no password to log in with.
    expect((await loginByName(c, session.account, '')).json().error.code).toBe('VALIDATION_FAILED');
    expect((await loginByName(c, session.account, 'x')).json().error.code).toBe(
      'INVALID_CREDENTIALS',
    );
    const out = await c.send('DELETE', '/wps/session/logout', undefined, bearer(session.token));
    expect(out.json()).toEqual({ value: { loggedOut: true } });
  });

  it('validates its payload and is refused where free play is off', async () => {
    const c = client();
    expect(
      (await freePlay(c, { platform: 'X', gatewayVersion: 2, os: 'o'.repeat(41) })).json().error
        .fields,
    ).toEqual({
      platform: 'invalid',
      gatewayVersion: 'invalid',
      os: 'tooLong',
    });
    const off = await freePlay(client('delta.test'));
    expect(off.statusCode).toBe(403);
    expect(off.json().error.code).toBe('FREE_PLAY_DISABLED');
  });
});

describe('sessions', () => {
  async function loggedIn(host = 'casino.test') {
    const name = unique('sess');
    await seedMember(t.db, host.split('.')[0]!, { username: name });
    const c = client(host);
    const token = (await loginByName(c, name, 'Secret123')).json().value.token as string;
    return { c, name, token };
  }

  it('needs a live token of this brand', async () => {
    const { c, token } = await loggedIn();
    expect((await c.get('/wps/member/info', bearer(token))).statusCode).toBe(200);
    const expected = {
      error: { code: 'NOT_LOGGED_IN', message: 'You are not logged in, please login' },
    };
    for (const headers of [
      {},
      { authorization: token },
      { authorization: 'Bearer short' },
      bearer(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
    ]) {
      const response = await c.get('/wps/member/info', headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(expected);
    }
    const elsewhere = await client('echo.test').get('/wps/member/info', bearer(token));
    expect(elsewhere.json()).toEqual(expected);
  });

  it('ends on logout, leaving the other sessions of the member alive', async () => {
    const { c, name, token } = await loggedIn();
    const other = (await loginByName(c, name, 'Secret123')).json().value.token;
    const out = await c.send('DELETE', '/wps/session/logout', undefined, bearer(token));
    expect(out.statusCode).toBe(200);
    expect((await c.get('/wps/member/info', bearer(token))).json().error.code).toBe(
      'NOT_LOGGED_IN',
    );
    expect(
      (await c.send('DELETE', '/wps/session/logout', undefined, bearer(token))).statusCode,
    ).toBe(401);
    expect((await c.get('/wps/member/info', bearer(other))).statusCode).toBe(200);
  });

  it('lasts sessionHours after its last use', async () => {
    const { c, token } = await loggedIn();
    const almost = 24 * 60 * 60_000 - 60_000;
    t.clock.advance(almost);
    expect((await c.get('/wps/v2/wallets/balance', bearer(token))).statusCode).toBe(200);
    t.clock.advance(almost);
    expect((await c.get('/wps/v2/wallets/balance', bearer(token))).statusCode).toBe(200);
    t.clock.advance(24 * 60 * 60_000);
    expect((await c.get('/wps/v2/wallets/balance', bearer(token))).statusCode).toBe(401);
  });

  it('reports the first session of a member in member info', async () => {
    const { c, name, token } = await loggedIn();
    expect((await c.get('/wps/member/info', bearer(token))).json().value.firstTimeLogin).toBe(true);
    const second = (await loginByName(c, name, 'Secret123')).json().value.token;
    expect((await c.get('/wps/member/info', bearer(second))).json().value.firstTimeLogin).toBe(
      false,
    );
    const [row] = await t.db.select().from(members).where(eq(members.username, name));
    expect(row?.id).toBeGreaterThan(0);
  });
});
