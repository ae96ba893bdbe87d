/** Login by SMS code. */
import { describe, expect, it } from 'vitest';
import { defaultPassword, lastCode, phE164, phMobile, seedMember } from '../../../test/accounts.ts';
import { loginBySms, loginSuite, sendLoginCode } from './test-support.ts';

const suite = loginSuite();
const { client, unique } = suite;

describe('SMS login', () => {
  it('sends a code to a member number and logs in with it once, never asking for a change', async () => {
    const c = client();
    const name = unique('smsuser');
    await seedMember(suite.t.db, 'casino', {
      username: name,
      password: defaultPassword,
      mobile: phE164(7001),
    });
    const sent = await sendLoginCode(c, 7001);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value.expiredMinutes).toBe(5);
    const code = await lastCode(suite.t.db, phE164(7001));
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
    await seedMember(suite.t.db, 'casino', { username: unique('smsuser'), mobile: phE164(7002) });
    await sendLoginCode(c, 7002);
    const code = await lastCode(suite.t.db, phE164(7002));
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await loginBySms(c, 7002, wrong)).json().error.code).toBe('INVALID_CODE');
    suite.t.clock.advance(5 * 60_000);
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
    await seedMember(suite.t.db, 'casino', { username: unique('smsuser'), mobile: phE164(7003) });
    await sendLoginCode(c, 7003);
    const code = await lastCode(suite.t.db, phE164(7003));
    const wrong = code === '000000' ? '111111' : '000000';
    await loginBySms(c, 7003, wrong);
    await loginBySms(c, 7003, wrong);
    expect((await loginBySms(c, 7003, wrong)).json().error).toMatchObject({
      code: 'INVALID_CODE',
      captcha: true,
    });
  });

  it('asks for the captcha after failed codes, and logs in with the code and a right captcha', async () => {
    const c = client();
    await seedMember(suite.t.db, 'casino', { username: unique('smsuser'), mobile: phE164(7005) });
    await sendLoginCode(c, 7005);
    const code = await lastCode(suite.t.db, phE164(7005));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let n = 0; n < 3; n += 1) await loginBySms(c, 7005, wrong);
    expect((await loginBySms(c, 7005, code)).json().error).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      captcha: true,
    });
    const captcha = await c.captcha('2468');
    const response = await c.sendSealed(
      'POST',
      '/wps/session/login',
      {
        type: 'sms',
        mobileNum: phMobile(7005),
        countryDialingCode: '+63',
        verificationCode: code,
        captcha: '2468',
        altcha: await c.altcha(),
      },
      { cookie: captcha.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('is refused where SMS login is off', async () => {
    const c = client('delta.test');
    await seedMember(suite.t.db, 'delta', { username: unique('deltasms'), mobile: phE164(7004) });
    expect((await sendLoginCode(c, 7004)).json().error.code).toBe('OPERATION_NOT_ALLOWED');
    const response = await loginBySms(c, 7004, '123456');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('OPERATION_NOT_ALLOWED');
  });
});
