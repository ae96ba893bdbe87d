/** Login by username: credentials, payload rules, password change flags and the rate limit. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../tables.ts';
import { tokenHash } from '../sessions.ts';
import { defaultPassword, seedMember, testClient } from '../../../test/accounts.ts';
import { loginSuite } from './test-support.ts';

const suite = loginSuite();
const { client, unique, loginByName } = suite;

describe('POST /wps/session/login by username', () => {
  it('logs in with trimmed credentials and any case of the name', async () => {
    const name = unique('login');
    await seedMember(suite.t.db, 'casino', { username: name, password: 'Secret123' });
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
    const [row] = await suite.t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash(second.token)));
    expect(row?.loginType).toBe('username');
    expect(JSON.stringify(await suite.t.db.select().from(sessions))).not.toContain(second.token);
  });

  it('answers the same error for a wrong password, an unknown name and a password-less account', async () => {
    const name = unique('wrongpw');
    await seedMember(suite.t.db, 'casino', { username: name });
    const passwordless = unique('nopass');
    await seedMember(suite.t.db, 'casino', { username: passwordless, password: null });
    const expected = {
      error: { code: 'INVALID_CREDENTIALS', message: 'Wrong account or password' },
    };
    const wrong = await loginByName(client(), name, 'Wrong1234');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    expect((await loginByName(client(), 'nosuchuser', 'Secret123')).json()).toEqual(expected);
    expect((await loginByName(client(), passwordless, '')).json().error.fields).toEqual({
      password: 'required',
    });
    expect((await loginByName(client(), passwordless, 'anything1')).json()).toEqual(expected);
  });

  it('treats SQL- and script-looking credentials as plain text', async () => {
    const name = unique('quoted');
    await seedMember(suite.t.db, 'casino', {
      username: name,
      password: "p'); DROP TABLE members;--",
    });
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
          keepMe: true,
        })
      ).fields,
    ).toEqual({
      username: 'tooLong',
      password: 'tooLong',
      captcha: 'tooLong',
      keepMe: 'unknownField',
    });
    expect(
      (await send({ type: 'username', username: ['a'], password: 1, altcha: 'x' })).fields,
    ).toEqual({ username: 'invalid', password: 'invalid' });
  });

  it('flags a change of password for the default, a temporary and an expired password', async () => {
    const byDefault = unique('default');
    await seedMember(suite.t.db, 'casino', { username: byDefault, password: defaultPassword });
    expect((await loginByName(client(), byDefault, defaultPassword)).json().value).toMatchObject({
      changePassword: true,
      passwordExpired: false,
    });

    const temporary = unique('temporary');
    await seedMember(suite.t.db, 'casino', {
      username: temporary,
      password: 'Temp1234x',
      passwordTemporary: true,
    });
    expect((await loginByName(client(), temporary, 'Temp1234x')).json().value.changePassword).toBe(
      true,
    );

    const old = new Date(suite.t.clock.now().getTime() - 91 * 24 * 60 * 60_000);
    const expired = unique('expired');
    await seedMember(suite.t.db, 'casino', { username: expired, passwordChangedAt: old });
    expect((await loginByName(client(), expired, 'Secret123')).json().value).toMatchObject({
      changePassword: true,
      passwordExpired: true,
    });
    // Echo does not enforce expiry: the same age changes nothing.
    const relaxed = unique('relaxed');
    await seedMember(suite.t.db, 'echo', { username: relaxed, passwordChangedAt: old });
    expect(
      (await loginByName(client('echo.test'), relaxed, 'Secret123')).json().value,
    ).toMatchObject({
      changePassword: false,
      passwordExpired: false,
    });
  });

  it('is rate limited per address', async () => {
    const app = suite.t.rebuild({ rateLimits: { login: 1 } });
    const c = testClient(app, suite.t.db, 'casino.test');
    expect((await loginByName(c, 'whoever1', 'Secret123')).statusCode).toBe(401);
    const limited = await loginByName(c, 'whoever1', 'Secret123');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS');
  });
});
