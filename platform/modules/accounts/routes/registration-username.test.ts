/** Registration by username: what a successful one creates, and where it is off. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../tables.ts';
import { walletBalance } from '../../ledger/index.ts';
import { phE164 } from '../../../test/accounts.ts';
import { registrationSuite } from './test-support.ts';

const suite = registrationSuite();
const { client, nextNumber, memberCount, casinoRegistration, register } = suite;

describe('PUT /wps/member/register', () => {
  it('creates the member with wallet and referral code, and logs it in', async () => {
    const c = client();
    const n = nextNumber();
    const { payload, headers } = await casinoRegistration(c, n, {
      email: '  someone@example.com ',
      domain: 'casino.test',
    });
    const response = await register(c, payload, headers);
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json().value;
    expect(session).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      account: `player${n}`,
      firstTimeLogin: true,
      passwordExpired: false,
      changePassword: false,
      isAgent: 0,
    });
    const info = await c.get('/wps/member/info', { authorization: `Bearer ${session.token}` });
    expect(info.json().value).toMatchObject({
      account: `player${n}`,
      isAgent: 0,
      toUpline: false,
      passwordKnown: true,
      firstTimeLogin: true,
      mobileNum: phE164(n),
      email: 'someone@example.com',
      referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
    });
    const [row] = await suite.t.db
      .select()
      .from(members)
      .where(eq(members.username, `player${n}`));
    expect(row).toMatchObject({ brandId: 'casino', domain: 'casino.test', registerMethod: null });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await walletBalance(suite.t.db, row!.id)).toEqual({ balanceMinor: 0n, currency: 'PHP' });
  });

  it('trims passwords like the login does, so the password set is the one that works', async () => {
    const c = client('echo.test');
    const response = await register(c, {
      username: '  trimmed1  ',
      password: ' Secret123 ',
      confirmPassword: 'Secret123',
      altcha: await c.altcha(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.account).toBe('trimmed1');
    const login = await c.sendSealed('POST', '/wps/session/login', {
      type: 'username',
      username: 'trimmed1',
      password: 'Secret123',
      altcha: await c.altcha(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('stores script- and SQL-looking text verbatim, as data', async () => {
    const c = client('echo.test');
    const script = '<script>alert("x")</script>';
    const sqlText = "x'); DROP TABLE members; --";
    const response = await register(c, {
      username: 'verbatim1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      facebook: script,
      wechat: sqlText,
      domain: '"><img src=x onerror=alert(1)>',
      altcha: await c.altcha(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const [row] = await suite.t.db.select().from(members).where(eq(members.username, 'verbatim1'));
    expect(row).toMatchObject({
      facebook: script,
      wechat: sqlText,
      domain: '"><img src=x onerror=alert(1)>',
    });
    expect(await memberCount()).toBeGreaterThan(0);
  });

  it('is refused where username registration is off', async () => {
    const c = client('delta.test');
    const response = await register(c, {
      username: 'nobody99',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      altcha: await c.altcha(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('OPERATION_NOT_ALLOWED');
  });
});
