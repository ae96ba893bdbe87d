/** Registration by mobile number, with and without a password. */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, outbox } from '../tables.ts';
import { phE164, phMobile, type TestClient } from '../../../test/accounts.ts';
import { registrationSuite } from './test-support.ts';

const suite = registrationSuite();
const { client, nextNumber, registrationCode } = suite;

describe('PUT /wps/member/register/mobile', () => {
  const registerMobile = (c: TestClient, payload: object, headers: Record<string, string> = {}) =>
    c.sendSealed('PUT', '/wps/member/register/mobile', payload, headers);

  it('generates the account name and asks for a password where mobileRegPass is on', async () => {
    const c = client();
    const n = nextNumber();
    const code = await registrationCode(c, n);
    const captcha = await c.captcha();
    const base = {
      mobileNum: phMobile(n),
      countryDialingCode: '63',
      verificationCode: code,
      registerMethod: 'WEB',
      registerUrl: 'https://casino.test/register?code=agent01',
      captcha: captcha.answer,
      altcha: 'x',
    };
    expect((await registerMobile(c, base, { cookie: captcha.cookie })).json().error.fields).toEqual(
      {
        password: 'required',
        confirmPassword: 'required',
      },
    );
    const response = await registerMobile(
      c,
      { ...base, password: 'Secret123', confirmPassword: 'Secret123', altcha: await c.altcha() },
      { cookie: captcha.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json().value;
    expect(session.account).toMatch(/^m\d{9}$/);
    const [row] = await suite.t.db
      .select()
      .from(members)
      .where(eq(members.username, session.account));
    expect(row).toMatchObject({
      mobile: phE164(n),
      registerMethod: 'WEB',
      registerUrl: 'https://casino.test/register?code=agent01',
    });
  });

  it('creates an account without a password where mobileRegPass is off', async () => {
    const c = client('echo.test');
    const n = nextNumber();
    const code = await registrationCode(c, n);
    const response = await registerMobile(c, {
      mobileNum: phMobile(n),
      countryDialingCode: '63',
      verificationCode: code,
      registerMethod: 'WEB',
      password: 'Ignored123',
      altcha: await c.altcha(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json().value.token;
    const info = (await c.get('/wps/member/info', { authorization: `Bearer ${token}` })).json();
    expect(info.value).toMatchObject({ passwordKnown: false, mobileNum: phE164(n) });
  });

  it('validates the mobile request', async () => {
    const c = client();
    const error = (
      await registerMobile(c, { mobileNum: phMobile(1), registerMethod: 'APP', altcha: 'x' })
    ).json().error;
    expect(error.fields).toEqual({
      countryDialingCode: 'required',
      verificationCode: 'required',
      registerMethod: 'invalid',
    });
    const long = (
      await registerMobile(c, {
        mobileNum: phMobile(1),
        countryDialingCode: '63',
        verificationCode: '1'.repeat(256),
        registerMethod: 'WEB',
        registerUrl: `https://x/${'a'.repeat(2000)}`,
        altcha: 'x',
      })
    ).json().error;
    expect(long.fields).toEqual({ verificationCode: 'tooLong', registerUrl: 'tooLong' });
  });

  it('is refused where mobile registration is off', async () => {
    const c = client('delta.test');
    const response = await registerMobile(c, {
      mobileNum: phMobile(1),
      countryDialingCode: '63',
      verificationCode: '123456',
      registerMethod: 'WEB',
      altcha: await c.altcha(),
    });
    expect(response.json().error.code).toBe('OPERATION_NOT_ALLOWED');
    expect(
      await suite.t.db.select({ n: count() }).from(outbox).where(eq(outbox.brandId, 'delta')),
    ).toEqual([{ n: 0 }]);
  });
});
