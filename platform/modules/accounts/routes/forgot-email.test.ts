/**
 * Forgot password by e-mail (spec §5; issue 11, finding 6): the request needs the human check
 * and is throttled per account and per address; it changes nothing until the member logs in
 * with the e-mailed temporary password, which is stored hashed, short-lived and single-use.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationCodes } from '../tables.ts';
import { lastMessage, seedMember, type TestClient } from '../../../test/accounts.ts';
import { bearer } from '../../../test/play.ts';
import { loginSuite } from './test-support.ts';

const suite = loginSuite();
const { client, unique, loginByName: login } = suite;

/** The form post of the storefront; `altcha: true` adds a solved ALTCHA payload. */
async function forgot(c: TestClient, fields: Record<string, string>, altcha = true) {
  const form = new URLSearchParams(fields);
  if (altcha) form.set('altcha', await c.altcha());
  return c.send('POST', '/wps/member/password/email', form.toString(), {
    'content-type': 'application/x-www-form-urlencoded',
  });
}

/** A casino member with an e-mail address, logged in with its password `Secret123`. */
async function loggedIn(email = `${unique('mail')}@example.com`) {
  const username = unique('forgot');
  const member = await seedMember(suite.t.db, 'casino', { username, email });
  const response = await login(client(), username, 'Secret123');
  expect(response.statusCode, response.body).toBe(200);
  return { member, username, email, token: response.json().value.token as string };
}

/** The temporary password of the newest e-mail to `email`. */
async function temporaryPassword(email: string): Promise<string> {
  const mail = await lastMessage(suite.t.db, email, 'email');
  const password = /temporary password for \S+ is (\S+)\. Log in/.exec(mail?.body ?? '')?.[1];
  if (!password) throw new Error(`No temporary password was e-mailed to ${email}`);
  return password;
}

describe('POST /wps/member/password/email', () => {
  it('needs the human check', async () => {
    const { username, email } = await loggedIn();
    const without = await forgot(client(), { username, email }, false);
    expect(without.statusCode).toBe(400);
    expect(without.json().error.fields).toEqual({ altcha: 'required' });
    const forged = await forgot(
      client(),
      { username, email, altcha: 'bm90LWEtcGF5bG9hZA==' },
      false,
    );
    expect(forged.json().error.code).toBe('HUMAN_VERIFICATION_FAILED');
    expect(await lastMessage(suite.t.db, email, 'email')).toBeUndefined();
  });

  it('keeps the password and sessions until the temporary password is used', async () => {
    const { username, token } = await loggedIn('Forgot.Me@Example.com');
    const c = client();
    const response = await forgot(c, {
      username: username.toUpperCase(),
      email: ' forgot.me@example.com ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ value: { sentTo: 'F***@Example.com' } });
    const temporary = await temporaryPassword('Forgot.Me@Example.com');
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{10}$/);
    // A request alone changes nothing: a stranger cannot lock the player out.
    expect((await c.get('/wps/member/info', bearer(token))).statusCode).toBe(200);
    expect((await login(client(), username, 'Secret123')).statusCode).toBe(200);

    const session = (await login(client(), username, temporary)).json().value;
    expect(session.changePassword).toBe(true);
    expect((await c.get('/wps/member/info', bearer(token))).statusCode).toBe(401);
    expect((await login(client(), username, 'Secret123')).statusCode).toBe(401);
    const changed = await c.sendSealed(
      'POST',
      '/wps/member/password',
      { oldPassword: temporary, newPassword: 'Chosen123', confirmNewPassword: 'Chosen123' },
      bearer(session.token),
    );
    expect(changed.statusCode).toBe(200);
    expect((await login(client(), username, 'Chosen123')).json().value.changePassword).toBe(false);
    // Single-use: the temporary password does not work a second time.
    expect((await login(client(), username, temporary)).statusCode).toBe(401);
  });

  it('stores the temporary password hashed, and it dies after resetCodeMinutes', async () => {
    const { member, username, email } = await loggedIn();
    expect((await forgot(client(), { username, email })).statusCode).toBe(200);
    const temporary = await temporaryPassword(email);
    const [stored] = await suite.t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.recipient, `member:${member.id}`));
    expect(stored).toMatchObject({ purpose: 'email', brandId: 'casino' });
    expect(stored!.codeHash).not.toContain(temporary);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(10 * 60_000);
    suite.t.clock.advance(10 * 60_000);
    expect((await login(client(), username, temporary)).statusCode).toBe(401);
    expect((await login(client(), username, 'Secret123')).statusCode).toBe(200);
  });

  it('counts only the newest temporary password', async () => {
    const { username, email } = await loggedIn();
    expect((await forgot(client(), { username, email })).statusCode).toBe(200);
    const first = await temporaryPassword(email);
    suite.t.clock.advance(1_000);
    expect((await forgot(client(), { username, email })).statusCode).toBe(200);
    expect((await login(client(), username, first)).statusCode).toBe(401);
    expect((await login(client(), username, await temporaryPassword(email))).statusCode).toBe(200);
  });

  it('is throttled per account: one a second, then a block after five', async () => {
    const { username, email } = await loggedIn();
    expect((await forgot(client(), { username, email })).statusCode).toBe(200);
    const quick = await forgot(client(), { username, email });
    expect(quick.statusCode).toBe(429);
    expect(quick.json().error).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 1 });
    for (let i = 0; i < 4; i += 1) {
      suite.t.clock.advance(1_000);
      expect((await forgot(client(), { username, email })).statusCode).toBe(200);
    }
    suite.t.clock.advance(1_000);
    const blocked = await forgot(client(), { username, email });
    expect(blocked.json().error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 300,
    });
  });

  it('is throttled per address', async () => {
    const c = client();
    for (let i = 0; i < 10; i += 1) {
      const { username, email } = await loggedIn();
      expect((await forgot(c, { username, email })).statusCode, `request ${i}`).toBe(200);
    }
    const { username, email } = await loggedIn();
    expect((await forgot(c, { username, email })).json().error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 300,
    });
    // Another address may still ask for that account.
    expect((await forgot(client(), { username, email })).statusCode).toBe(200);
  });

  it('answers USER_NOT_FOUND for a name and address that do not belong together', async () => {
    await seedMember(suite.t.db, 'casino', { username: 'mailuser1', email: 'one@example.com' });
    const response = await forgot(client(), { username: 'mailuser1', email: 'two@example.com' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'USER_NOT_FOUND',
      message: 'Username/Email does not exist',
    });
    const unknown = await forgot(client(), { username: 'nosuchone', email: 'one@example.com' });
    expect(unknown.statusCode).toBe(404);
  });

  it('validates both fields with the brand rules', async () => {
    const c = client();
    const fields = async (form: Record<string, string>) =>
      (await forgot(c, form)).json().error.fields;
    expect(await fields({ username: 'mailuser1' })).toEqual({ email: 'required' });
    expect(await fields({ username: 'mailuser1', email: 'not-an-address' })).toEqual({
      email: 'pattern',
    });
    expect(await fields({ username: 'u'.repeat(65), email: 'a@b.cd', extra: '1' })).toEqual({
      username: 'tooLong',
      extra: 'unknownField',
    });
  });

  it('is refused where e-mail reset is off', async () => {
    const response = await forgot(client('delta.test'), { username: 'someone1', email: 'a@b.cd' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('OPERATION_NOT_ALLOWED');
  });
});
