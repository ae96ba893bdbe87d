/** The registration SMS: sending the code, and the code a registration by username checks. */
import { describe, expect, it } from 'vitest';
import { lastMessage, phE164, phMobile, seedMember } from '../../../test/accounts.ts';
import { registrationSuite } from './test-support.ts';

const suite = registrationSuite();
const { client, nextNumber, casinoRegistration, register } = suite;

describe('POST /wps/verification/sms/register', () => {
  it('sends a code to the outbox and answers its lifetime', async () => {
    const c = client();
    const n = nextNumber();
    const response = await c.send('POST', '/wps/verification/sms/register', {
      countryDialingCode: '+63',
      mobileNo: `0${phMobile(n)}`,
      altcha: await c.altcha(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({
      expiredMinutes: 5,
      message: `A verification code was sent to +********${phE164(n).slice(-4)}. It expires in 5 minutes.`,
    });
    const sms = await lastMessage(suite.t.db, phE164(n), 'sms');
    expect(sms).toMatchObject({ channel: 'sms', brandId: 'casino', purpose: 'register' });
    expect(sms?.body).toMatch(/^Casino Test: \d{6} is your registration code\./);
  });

  it('refuses invalid numbers, numbers of other countries where the brand limits them, and taken ones', async () => {
    const c = client();
    const send = async (host: string, countryDialingCode: string, mobileNo: string) =>
      (
        await client(host).send('POST', '/wps/verification/sms/register', {
          countryDialingCode,
          mobileNo,
          altcha: await c.altcha(),
        })
      ).json().error;
    expect(await send('casino.test', '63', '12345')).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { mobileNo: 'invalidPhone' },
    });
    expect((await send('echo.test', '65', '81234567')).fields).toEqual({
      mobileNo: 'invalidPhone',
    });
    await seedMember(suite.t.db, 'casino', { username: 'taken500', mobile: phE164(500) });
    expect((await send('casino.test', '63', phMobile(500))).fields).toEqual({ mobileNo: 'taken' });
  });

  it('validates the body: missing, wrong type, unknown and oversized fields', async () => {
    const c = client();
    const send = async (payload: unknown) =>
      (await c.send('POST', '/wps/verification/sms/register', payload)).json().error;
    expect(await send({})).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { countryDialingCode: 'required', mobileNo: 'required', altcha: 'required' },
    });
    expect(
      (await send({ countryDialingCode: 63, mobileNo: phMobile(1), altcha: 'x', extra: true }))
        .fields,
    ).toEqual({ countryDialingCode: 'invalid', extra: 'unknownField' });
    expect(
      (await send({ countryDialingCode: '63', mobileNo: phMobile(1), altcha: 'x'.repeat(9000) }))
        .fields,
    ).toEqual({ altcha: 'tooLong' });
    expect(
      (await send({ countryDialingCode: '63', mobileNo: phMobile(1), altcha: 'bad' })).code,
    ).toBe('HUMAN_VERIFICATION_FAILED');
  });

  it('is refused where no registration uses SMS', async () => {
    const c = client('delta.test');
    const response = await c.send('POST', '/wps/verification/sms/register', {
      countryDialingCode: '63',
      mobileNo: phMobile(1),
      altcha: await c.altcha(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('PUT /wps/member/register', () => {
  it('refuses a wrong, an expired and a replayed SMS code', async () => {
    const c = client();
    const n = nextNumber();
    const wrong = await casinoRegistration(c, n);
    const code = wrong.payload.verificationCode;
    const bad = code === '000000' ? '111111' : '000000';
    const response = await register(c, { ...wrong.payload, verificationCode: bad }, wrong.headers);
    expect(response.json().error).toMatchObject({
      code: 'INVALID_CODE',
      fields: { verificationCode: 'invalidCode' },
    });

    const captcha = await c.captcha();
    const good = await register(
      c,
      { ...wrong.payload, captcha: captcha.answer, altcha: await c.altcha() },
      { cookie: captcha.cookie },
    );
    expect(good.statusCode, good.body).toBe(200);

    // The same code again (for another username): used once, so invalid.
    const again = await c.captcha();
    const replay = await register(
      c,
      { ...wrong.payload, username: `other${n}`, captcha: again.answer, altcha: await c.altcha() },
      { cookie: again.cookie },
    );
    expect(replay.json().error.code).toBe('INVALID_CODE');

    const m = nextNumber();
    const late = await casinoRegistration(c, m);
    suite.t.clock.advance(5 * 60_000 + 1);
    // A fresh captcha and ALTCHA payload: only the code is past its lifetime.
    const fresh = await c.captcha();
    const expired = await register(
      c,
      { ...late.payload, captcha: fresh.answer, altcha: await c.altcha() },
      { cookie: fresh.cookie },
    );
    expect(expired.json().error).toMatchObject({
      code: 'CODE_EXPIRED',
      fields: { verificationCode: 'codeExpired' },
    });
  });

  it('kills a code after five wrong attempts', async () => {
    const c = client();
    const n = nextNumber();
    const { payload } = await casinoRegistration(c, n);
    const bad = payload.verificationCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const captcha = await c.captcha();
      suite.t.clock.advance(1000);
      const response = await register(
        c,
        { ...payload, verificationCode: bad, captcha: captcha.answer, altcha: await c.altcha() },
        { cookie: captcha.cookie },
      );
      expect(response.json().error.code).toBe('INVALID_CODE');
    }
    const captcha = await c.captcha();
    const right = await register(
      c,
      { ...payload, captcha: captcha.answer, altcha: await c.altcha() },
      { cookie: captcha.cookie },
    );
    expect(right.json().error.code).toBe('INVALID_CODE');
  });
});
