/**
 * Regression (issue 11, findings 1 and 2): `member revoke-sessions` and `member lock` end a
 * member's sessions, their game launches (a spin or a vendor debit gets LAUNCH_EXPIRED and
 * moves no money) and its remember tokens at once; a locked member cannot log in by any path.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { members } from '../tables.ts';
import { buildAdminServer } from '../../../admin.ts';
import { lastCode, phE164, phMobile, seedMember, type TestClient } from '../../../test/accounts.ts';
import { insertTestCatalog } from '../../../test/catalog.ts';
import { bearer, expectLaunchesDead, launchToken } from '../../../test/play.ts';
import { loginSuite } from './test-support.ts';

const suite = loginSuite((t) => insertTestCatalog(t.db));
const { client, unique, loginByName } = suite;
const host = 'casino.test';

let admin: ReturnType<typeof buildAdminServer> | undefined;
afterEach(async () => {
  await admin?.close();
  admin = undefined;
});

/** An operator API call. */
function operator(method: 'GET' | 'POST', url: string, body?: object) {
  admin ??= buildAdminServer({ db: suite.t.db, clock: suite.t.clock, registry: suite.t.registry });
  return admin.inject({ method, url, ...(body === undefined ? {} : { payload: body }) });
}

/** A funded member logged in with remember me, with two launches of its session. */
async function playing(mobile?: number) {
  const name = unique('ops');
  const member = await seedMember(suite.t.db, 'casino', {
    username: name,
    ...(mobile === undefined ? {} : { mobile: phE164(mobile) }),
  });
  const c = client(host);
  const login = await loginByName(c, name, 'Secret123', { remember: true });
  expect(login.statusCode, login.body).toBe(200);
  const session = login.json().value.token as string;
  const remember = login.cookies.find((cookie) => cookie.name === 'rememberToken')!.value;
  const launches = {
    slot: await launchToken(suite.t.app, host, 'BGS-SLOT', session),
    vendor: await launchToken(suite.t.app, host, 'ALPHA-1001', session),
  };
  return { c, name, member, session, remember, launches };
}

const exchange = (c: TestClient, token: string) =>
  c.send('POST', '/wps/session/remember', undefined, { cookie: `rememberToken=${token}` });

describe('member revoke-sessions', () => {
  it('ends every session, its launches and the remember tokens; the password still works', async () => {
    const p = await playing();
    const other = (await loginByName(p.c, p.name, 'Secret123')).json().value.token as string;
    const revoked = await operator('POST', '/members/revoke-sessions', {
      brand: 'casino',
      username: p.name,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().value).toEqual({
      brandId: 'casino',
      username: p.name,
      endedSessions: 2,
    });
    for (const token of [p.session, other])
      expect((await p.c.get('/wps/member/info', bearer(token))).statusCode).toBe(401);
    await expectLaunchesDead(suite.t, host, p.member, p.launches);
    expect((await exchange(p.c, p.remember)).json().error.code).toBe('NOT_LOGGED_IN');
    expect((await loginByName(p.c, p.name, 'Secret123')).statusCode).toBe(200);
  });

  it('names an unknown member', async () => {
    const response = await operator('POST', '/members/revoke-sessions', {
      brand: 'casino',
      username: 'nobody-here',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toContain('has no member "nobody-here"');
  });
});

describe('member lock and unlock', () => {
  const locked = {
    error: {
      code: 'ACCOUNT_LOCKED',
      message: 'This account is locked, please contact customer service',
    },
  };

  it('ends sessions, launches and remember tokens, and refuses every login until unlocked', async () => {
    const p = await playing(8801);
    const lock = await operator('POST', '/members/lock', { brand: 'casino', username: p.name });
    expect(lock.statusCode, lock.body).toBe(200);
    expect(lock.json().value).toMatchObject({
      username: p.name,
      liveSessions: 0,
      lockedAt: suite.t.clock.now().toISOString(),
    });
    expect((await p.c.get('/wps/member/info', bearer(p.session))).statusCode).toBe(401);
    await expectLaunchesDead(suite.t, host, p.member, p.launches);
    expect((await exchange(p.c, p.remember)).json().error.code).toBe('NOT_LOGGED_IN');

    const byPassword = await loginByName(p.c, p.name, 'Secret123');
    expect(byPassword.statusCode).toBe(403);
    expect(byPassword.json()).toEqual(locked);
    const sent = await p.c.send('POST', '/wps/verification/sms/noLogin', {
      countryDialingCode: '63',
      mobileNum: phMobile(8801),
      altcha: await p.c.altcha(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const bySms = await p.c.sendSealed('POST', '/wps/session/login', {
      type: 'sms',
      mobileNum: phMobile(8801),
      countryDialingCode: '+63',
      verificationCode: await lastCode(suite.t.db, phE164(8801)),
      altcha: await p.c.altcha(),
    });
    expect(bySms.json()).toEqual(locked);
    const shown = await operator('GET', `/members?brand=casino&username=${p.name}`);
    expect(shown.json().value.lockedAt).not.toBeNull();

    const unlock = await operator('POST', '/members/unlock', { brand: 'casino', username: p.name });
    expect(unlock.json().value.lockedAt).toBeNull();
    const again = await loginByName(p.c, p.name, 'Secret123', { remember: true });
    expect(again.statusCode, again.body).toBe(200);
    const token = again.cookies.find((cookie) => cookie.name === 'rememberToken')!.value;
    expect((await exchange(p.c, token)).statusCode).toBe(200);
  });

  it('refuses a password reset by phone while locked', async () => {
    const p = await playing(8802);
    await operator('POST', '/members/lock', { brand: 'casino', username: p.name });
    const sent = await p.c.send('POST', '/wps/verification/sms/forgot', {
      countryDialingCode: '+63',
      mobileNum: phMobile(8802),
      altcha: await p.c.altcha(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const reset = await p.c.sendSealed('POST', '/wps/member/password/verification', {
      mobileNum: phMobile(8802),
      countryDialingCode: '63',
      verificationCode: await lastCode(suite.t.db, phE164(8802)),
      newPassword: 'Reset1234',
      confirmNewPassword: 'Reset1234',
    });
    expect(reset.json()).toEqual(locked);
    expect((await loginByName(p.c, p.name, 'Reset1234')).statusCode).toBe(401);
  });

  it('refuses the sessions and remember token of a member marked locked in the database', async () => {
    // Defence in depth: a lock row alone (say, set by hand) stops a live session and a token.
    const p = await playing();
    await suite.t.db
      .update(members)
      .set({ lockedAt: suite.t.clock.now() })
      .where(eq(members.id, p.member.id));
    expect((await p.c.get('/wps/member/info', bearer(p.session))).statusCode).toBe(401);
    await expectLaunchesDead(suite.t, host, p.member, p.launches);
    const exchanged = await exchange(p.c, p.remember);
    expect(exchanged.json()).toEqual(locked);
    expect(exchanged.cookies.find((c) => c.name === 'rememberToken')?.maxAge).toBe(0);
  });
});
