/** Registration by username: field rules, unknown fields, ALTCHA and captcha. */
import { describe, expect, it } from 'vitest';
import { phMobile } from '../../../test/accounts.ts';
import { registrationSuite } from './test-support.ts';

const { client, nextNumber, memberCount, casinoRegistration, register } = registrationSuite();

describe('PUT /wps/member/register', () => {
  it('answers every field problem at once and creates nothing', async () => {
    const c = client();
    const before = await memberCount();
    const send = async (payload: object) => (await register(c, payload)).json().error;
    expect(await send({ altcha: 'x' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: 'required', password: 'required', confirmPassword: 'required' },
    });
    const base = {
      username: 'fieldcheck',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: phMobile(1),
      countryDialingCode: '63',
      verificationCode: '123456',
      captcha: '1234',
      altcha: 'x',
    };
    expect((await send({ ...base, username: 'u'.repeat(256) })).fields).toEqual({
      username: 'tooLong',
    });
    expect((await send({ ...base, username: 'u'.repeat(17) })).fields).toEqual({
      username: 'length',
    });
    expect((await send({ ...base, username: 12345678 })).fields).toEqual({ username: 'invalid' });
    expect((await send({ ...base, isAdmin: true, '<b>x</b>': 1 })).fields).toEqual({
      isAdmin: 'unknownField',
      '<b>x</b>': 'unknownField',
    });
    expect(
      (
        await send({
          ...base,
          username: '9lives',
          confirmPassword: 'Other123',
          mobileNum: '12345',
          captcha: 'abcd',
          verificationCode: '1',
        })
      ).fields,
    ).toEqual({
      username: 'pattern',
      confirmPassword: 'mismatch',
      mobileNum: 'length',
      captcha: 'pattern',
      verificationCode: 'length',
    });
    expect((await send({ ...base, mobileNum: '1234567' })).fields).toEqual({
      mobileNum: 'invalidPhone',
    });
    expect((await send({ ...base, countryDialingCode: undefined })).fields).toEqual({
      countryDialingCode: 'required',
    });
    expect((await send({ ...base, mobileNum: '', verificationCode: '' })).fields).toEqual({
      mobileNum: 'required',
      verificationCode: 'required',
    });
    expect(await memberCount()).toBe(before);
  });

  it('reports __proto__ and constructor as unknown fields without touching prototypes', async () => {
    const c = client('echo.test');
    const payload: unknown = JSON.parse(
      '{"username":"protouser","password":"Secret123","confirmPassword":"Secret123","altcha":"x","__proto__":{"isAgent":1},"constructor":{"a":1}}',
    );
    const response = await register(c, payload as object);
    expect(response.json().error.fields).toEqual(
      JSON.parse('{"__proto__":"unknownField","constructor":"unknownField"}'),
    );
    expect(({} as Record<string, unknown>).isAgent).toBeUndefined();
  });

  it('needs a solved ALTCHA payload', async () => {
    const c = client();
    const { payload, headers } = await casinoRegistration(c, nextNumber(), { altcha: 'forged' });
    const response = await register(c, payload, headers);
    expect(response.json().error.code).toBe('HUMAN_VERIFICATION_FAILED');
  });

  it('refuses a wrong captcha and a captcha used once already', async () => {
    const c = client();
    const before = await memberCount();
    const n = nextNumber();
    const { payload, headers } = await casinoRegistration(c, n, { captcha: '0000' });
    const wrong = await register(c, payload, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'CAPTCHA_INVALID',
      fields: { captcha: 'invalid' },
    });
    // The wrong answer used the captcha up: the right one no longer works either.
    const replay = await register(
      c,
      { ...payload, captcha: '4321', altcha: await c.altcha() },
      headers,
    );
    expect(replay.json().error.code).toBe('CAPTCHA_INVALID');
    const none = await register(c, { ...payload, altcha: await c.altcha() });
    expect(none.json().error.code).toBe('CAPTCHA_INVALID');
    expect(await memberCount()).toBe(before);
  });
});
