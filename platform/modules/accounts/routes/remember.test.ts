/**
 * Regression (issue 11, finding 2): remember me keeps no password in the browser. A login with
 * `remember: true` gets an opaque HttpOnly token, stored hashed; exchanging it rotates it; a
 * reused token ends all of the member's tokens; logout, a password change or reset and unticking
 * end it.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rememberTokens } from '../tables.ts';
import { deleteExpiredRememberTokens } from '../remember-tokens.ts';
import { tokenHash } from '../sessions.ts';
import {
  lastCode,
  phE164,
  phMobile,
  seedMember,
  testClient,
  type TestClient,
} from '../../../test/accounts.ts';
import { bearer } from '../../../test/play.ts';
import { loginSuite } from './test-support.ts';

const suite = loginSuite();
const { client, unique, loginByName } = suite;

/** The `rememberToken` cookie an answer sets, if any. */
function rememberCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((c) => c.name === 'rememberToken');
}

/** The remember token an answer sets (fails the test when there is none). */
function tokenOf(response: LightMyRequestResponse): string {
  const cookie = rememberCookieOf(response);
  expect(cookie?.value, response.body).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return cookie!.value;
}

/** `POST /wps/session/remember` with the cookie of `token`. */
const exchange = (c: TestClient, token: string) =>
  c.send('POST', '/wps/session/remember', undefined, { cookie: `rememberToken=${token}` });

/** A new member logged in with remember me ticked: its session and remember token. */
async function remembered(host = 'casino.test') {
  const name = unique('rem');
  const member = await seedMember(suite.t.db, host.split('.')[0]!, { username: name });
  const c = client(host);
  const login = await loginByName(c, name, 'Secret123', { remember: true });
  expect(login.statusCode, login.body).toBe(200);
  return { c, name, member, session: login.json().value.token as string, token: tokenOf(login) };
}

const notLoggedIn = {
  error: { code: 'NOT_LOGGED_IN', message: 'You are not logged in, please login' },
};

describe('remember me', () => {
  it('sets an HttpOnly, SameSite=Lax cookie for a day, and stores only its hash', async () => {
    const { member, token, session } = await remembered();
    const rows = await suite.t.db
      .select()
      .from(rememberTokens)
      .where(eq(rememberTokens.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tokenHash: tokenHash(token),
      brandId: 'casino',
      sessionHash: tokenHash(session),
      expiresAt: new Date(suite.t.clock.now().getTime() + 86_400_000),
    });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('has the cookie attributes of a secret, Secure over HTTPS behind a trusted proxy', async () => {
    const name = unique('rem');
    await seedMember(suite.t.db, 'casino', { username: name });
    const plain = await loginByName(client(), name, 'Secret123', { remember: true });
    expect(rememberCookieOf(plain)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/wps/session',
      maxAge: 86_400,
    });
    expect(rememberCookieOf(plain)?.secure).toBeFalsy();
    expect(plain.headers['set-cookie']).not.toContain('Secret123');

    const proxied = testClient(suite.t.rebuild({ trustProxy: true }), suite.t.db, 'casino.test');
    const https = await loginByName(
      proxied,
      name,
      'Secret123',
      { remember: true },
      {
        'x-forwarded-proto': 'https',
      },
    );
    expect(rememberCookieOf(https)).toMatchObject({ httpOnly: true, secure: true });
  });

  it('sets nothing without remember, and unticking ends the device token and clears it', async () => {
    const { c, name, token } = await remembered();
    const silent = await loginByName(c, name, 'Secret123');
    expect(rememberCookieOf(silent)).toBeUndefined();
    const unticked = await loginByName(
      c,
      name,
      'Secret123',
      { remember: false },
      {
        cookie: `rememberToken=${token}`,
      },
    );
    expect(unticked.statusCode, unticked.body).toBe(200);
    expect(rememberCookieOf(unticked)).toMatchObject({ value: '', maxAge: 0 });
    expect((await exchange(c, token)).json()).toEqual(notLoggedIn);
  });

  it('exchanges the token for a session and a new token, once', async () => {
    const { c, name, token } = await remembered();
    const first = await exchange(c, token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ account: name, firstTimeLogin: false });
    const session = first.json().value.token as string;
    expect((await c.get('/wps/member/info', bearer(session))).json().value.account).toBe(name);
    const next = tokenOf(first);
    expect(next).not.toBe(token);
    // The rotated token keeps the login's expiry: remember me lasts a day from the login.
    expect(rememberCookieOf(first)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    suite.t.clock.advance(60_000);
    const second = await exchange(c, next);
    expect(second.statusCode, second.body).toBe(200);
    expect(rememberCookieOf(second)?.maxAge).toBe(86_400 - 60);
  });

  it('treats a reused token as stolen: every remember token of the member ends', async () => {
    const { c, token } = await remembered();
    const elsewhere = await remembered();
    const next = tokenOf(await exchange(c, token));
    const reused = await exchange(c, token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual(notLoggedIn);
    expect(rememberCookieOf(reused)).toMatchObject({ value: '', maxAge: 0 });
    // The thief's copy and the owner's current token are both dead now.
    expect((await exchange(c, next)).json()).toEqual(notLoggedIn);
    // Another member is untouched.
    expect((await exchange(elsewhere.c, elsewhere.token)).statusCode).toBe(200);
  });

  it('refuses a missing, malformed, expired or other brand token', async () => {
    const c = client();
    expect((await c.send('POST', '/wps/session/remember')).json()).toEqual(notLoggedIn);
    expect((await exchange(c, 'short')).json()).toEqual(notLoggedIn);
    const { token } = await remembered();
    expect((await exchange(client('echo.test'), token)).json()).toEqual(notLoggedIn);
    const { c: owner, token: late } = await remembered();
    suite.t.clock.advance(86_400_000);
    expect((await exchange(owner, late)).json()).toEqual(notLoggedIn);
  });

  it('ends at logout: the cookie token and the token of the logged-out session', async () => {
    const { c, session, token } = await remembered();
    const out = await c.send('DELETE', '/wps/session/logout', undefined, {
      ...bearer(session),
      cookie: `rememberToken=${token}`,
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(rememberCookieOf(out)).toMatchObject({ value: '', maxAge: 0 });
    expect((await exchange(c, token)).json()).toEqual(notLoggedIn);

    // Without the cookie, logout still ends the token that opened (or came with) the session.
    const other = await remembered();
    const resumed = await exchange(other.c, other.token);
    const next = tokenOf(resumed);
    await other.c.send(
      'DELETE',
      '/wps/session/logout',
      undefined,
      bearer(resumed.json().value.token),
    );
    expect((await exchange(other.c, next)).json()).toEqual(notLoggedIn);
  });

  it('ends on a password change, on every device of the member', async () => {
    const { c, name, session, token } = await remembered();
    const second = tokenOf(await loginByName(c, name, 'Secret123', { remember: true }));
    const changed = await c.sendSealed(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Secret123', newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' },
      bearer(session),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    for (const dead of [token, second])
      expect((await exchange(c, dead)).json()).toEqual(notLoggedIn);
  });

  it('ends when a password reset by phone completes, not when it is asked for', async () => {
    const name = unique('rem');
    await seedMember(suite.t.db, 'casino', { username: name, mobile: phE164(8901) });
    const c = client();
    const token = tokenOf(await loginByName(c, name, 'Secret123', { remember: true }));
    const sent = await c.send('POST', '/wps/verification/sms/forgot', {
      countryDialingCode: '+63',
      mobileNum: phMobile(8901),
      altcha: await c.altcha(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const next = tokenOf(await exchange(c, token));
    const reset = await c.sendSealed('POST', '/wps/member/password/verification', {
      mobileNum: phMobile(8901),
      countryDialingCode: '63',
      verificationCode: await lastCode(suite.t.db, phE164(8901)),
      newPassword: 'Reset1234',
      confirmNewPassword: 'Reset1234',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await exchange(c, next)).json()).toEqual(notLoggedIn);
  });

  it('deletes expired tokens, keeping rotated ones until then to spot a reuse', async () => {
    const { c, member, token } = await remembered();
    tokenOf(await exchange(c, token));
    const rows = () =>
      suite.t.db.select().from(rememberTokens).where(eq(rememberTokens.memberId, member.id));
    await deleteExpiredRememberTokens(suite.t.db, suite.t.clock);
    expect(await rows()).toHaveLength(2);
    suite.t.clock.advance(86_400_000);
    expect(await deleteExpiredRememberTokens(suite.t.db, suite.t.clock)).toBeGreaterThanOrEqual(2);
    expect(await rows()).toEqual([]);
  });
});
