/**
 * Binding a new phone number from the profile page: `POST /wps/verification/sms/bind` sends a
 * code to the new number, `POST /wps/member/info/mobile` binds it with that code.
 */
import { describe, expect, it } from 'vitest';
import { lastCode, lastMessage, phE164, phMobile } from '../../../test/accounts.ts';
import { maxCodeAttempts } from '../verification-codes.ts';
import { maskMobile } from './context.ts';
import { errorOf, otherCode, profileCaller, type ProfileCaller } from './profile-test-support.ts';
import { accountsSuite } from './test-support.ts';

const s = accountsSuite();
let numbers = 3000;
/** A Philippine test number no other test of this file uses. */
const nextNumber = () => (numbers += 1);

const sendCode = (p: ProfileCaller, n: number, countryDialingCode = '+63') =>
  p.post('/wps/verification/sms/bind', { countryDialingCode, mobileNum: phMobile(n) });
const bind = (p: ProfileCaller, n: number, verificationCode: string) =>
  p.post('/wps/member/info/mobile', {
    countryDialingCode: '63',
    mobileNum: phMobile(n),
    verificationCode,
  });
/** Past the brand's one-second pause between two codes to one number. */
const pause = () => s.t.clock.advance(2000);

describe('binding a phone number', () => {
  it('sends a code to the new number and binds it with that code, replacing the old one', async () => {
    const p = await profileCaller(s, 'casino', { mobile: phE164(nextNumber()) });
    const n = nextNumber();
    const sent = await sendCode(p, n);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toEqual({ expiredMinutes: 5, sentTo: maskMobile(phE164(n)) });
    const sms = await lastMessage(s.t.db, phE164(n), 'sms');
    expect(sms).toMatchObject({ brandId: 'casino', purpose: 'bindMobile' });
    expect(sms?.body).toMatch(/^Casino Test: \d{6} is your code to bind this number/);

    const bound = await bind(p, n, await lastCode(s.t.db, phE164(n)));
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().value).toEqual({ mobile: sent.json().value.sentTo });
    expect((await p.stored()).mobile).toBe(phE164(n));
    expect((await p.overview()).mobile).toBe(sent.json().value.sentTo);
  });

  it('takes the number as people write it at home, stored in E.164', async () => {
    const p = await profileCaller(s);
    const n = nextNumber();
    const sent = await p.post('/wps/verification/sms/bind', {
      countryDialingCode: '+63',
      mobileNum: `0${phMobile(n).slice(0, 3)} ${phMobile(n).slice(3, 6)}-${phMobile(n).slice(6)}`,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastCode(s.t.db, phE164(n));
    const bound = await bind(p, n, ` ${code} `);
    expect(bound.statusCode, bound.body).toBe(200);
    expect((await p.stored()).mobile).toBe(phE164(n));
  });

  it('refuses numbers that are not mobile numbers of the brand, on their fields', async () => {
    const p = await profileCaller(s);
    const cases: [object, Record<string, string>][] = [
      [{ countryDialingCode: '+63', mobileNum: '12345' }, { mobileNum: 'invalidPhone' }],
      [{ countryDialingCode: '+63', mobileNum: '  ' }, { mobileNum: 'required' }],
      [{ countryDialingCode: '', mobileNum: '9171234567' }, { countryDialingCode: 'required' }],
      [{ countryDialingCode: '+63', mobileNum: 'x'.repeat(40) }, { mobileNum: 'tooLong' }],
      [{ mobileNum: '9171234567' }, { countryDialingCode: 'required' }],
    ];
    for (const [body, fields] of cases) {
      const answer = await p.post('/wps/verification/sms/bind', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(answer)).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    // Echo takes only Philippine numbers: a valid Singapore mobile is refused there.
    const echo = await profileCaller(s, 'echo');
    const singapore = await echo.post('/wps/verification/sms/bind', {
      countryDialingCode: '65',
      mobileNum: '81234567',
    });
    expect(errorOf(singapore).fields).toEqual({ mobileNum: 'invalidPhone' });
    const bound = await p.post('/wps/member/info/mobile', {
      countryDialingCode: '63',
      mobileNum: '12345',
      verificationCode: '',
    });
    expect(errorOf(bound).fields).toEqual({
      mobileNum: 'invalidPhone',
      verificationCode: 'required',
    });
    expect((await p.stored()).mobile).toBeNull();
  });

  it('refuses a wrong code on its field, and the right one after five wrong ones', async () => {
    const p = await profileCaller(s);
    const n = nextNumber();
    await sendCode(p, n);
    const code = await lastCode(s.t.db, phE164(n));
    for (let attempt = 1; attempt <= maxCodeAttempts; attempt += 1) {
      const wrong = await bind(p, n, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong)).toMatchObject({
        code: 'INVALID_CODE',
        fields: { verificationCode: 'invalidCode' },
      });
    }
    expect(errorOf(await bind(p, n, code)).code).toBe('INVALID_CODE');
    expect((await p.stored()).mobile).toBeNull();
    // A new code works again.
    pause();
    await sendCode(p, n);
    expect((await bind(p, n, await lastCode(s.t.db, phE164(n)))).statusCode).toBe(200);
  });

  it("refuses a code past the brand's minutes", async () => {
    const p = await profileCaller(s);
    const n = nextNumber();
    await sendCode(p, n);
    s.t.clock.advance(5 * 60_000 + 1000);
    const late = await bind(p, n, await lastCode(s.t.db, phE164(n)));
    expect(errorOf(late)).toMatchObject({
      code: 'CODE_EXPIRED',
      fields: { verificationCode: 'codeExpired' },
    });
    expect((await p.stored()).mobile).toBeNull();
  });

  it('uses a code once', async () => {
    const p = await profileCaller(s);
    const [first, second] = [nextNumber(), nextNumber()];
    await sendCode(p, first);
    const firstCode = await lastCode(s.t.db, phE164(first));
    expect((await bind(p, first, firstCode)).statusCode).toBe(200);
    await sendCode(p, second);
    expect((await bind(p, second, await lastCode(s.t.db, phE164(second)))).statusCode).toBe(200);
    // Back to the first number with its used code.
    expect(errorOf(await bind(p, first, firstCode)).code).toBe('INVALID_CODE');
    expect((await p.stored()).mobile).toBe(phE164(second));
  });

  it("refuses the code of another number, and another member's code", async () => {
    const p = await profileCaller(s);
    const [mine, other] = [nextNumber(), nextNumber()];
    await sendCode(p, mine);
    const code = await lastCode(s.t.db, phE164(mine));
    expect(errorOf(await bind(p, other, code)).code).toBe('INVALID_CODE');

    const stranger = await profileCaller(s);
    expect(errorOf(await bind(stranger, mine, code)).code).toBe('INVALID_CODE');
    expect((await stranger.stored()).mobile).toBeNull();
    // The stranger's own code for that number does not undo the first member's.
    pause();
    await sendCode(stranger, mine);
    expect((await bind(p, mine, code)).statusCode).toBe(200);
  });

  it("refuses another member's number, also when it was bound after the code went out", async () => {
    const owner = await profileCaller(s, 'casino', { mobile: phE164(nextNumber()) });
    const p = await profileCaller(s);
    const taken = await p.post('/wps/verification/sms/bind', {
      countryDialingCode: '+63',
      mobileNum: owner.member.mobile!.slice(3),
    });
    expect(errorOf(taken)).toMatchObject({ fields: { mobileNum: 'taken' } });

    const n = nextNumber();
    const [first, second] = [p, await profileCaller(s)];
    await sendCode(first, n);
    const firstCode = await lastCode(s.t.db, phE164(n));
    pause();
    await sendCode(second, n);
    expect((await bind(second, n, await lastCode(s.t.db, phE164(n)))).statusCode).toBe(200);
    expect(errorOf(await bind(first, n, firstCode))).toMatchObject({
      fields: { mobileNum: 'taken' },
    });
    expect((await first.stored()).mobile).toBeNull();
  });

  it('allows the same number in another brand, and refuses the number already bound', async () => {
    const n = nextNumber();
    const p = await profileCaller(s, 'casino', { mobile: phE164(n) });
    expect(errorOf(await sendCode(p, n))).toMatchObject({ fields: { mobileNum: 'unchanged' } });
    const echo = await profileCaller(s, 'echo');
    expect((await sendCode(echo, n)).statusCode).toBe(200);
  });

  it('is not offered by a brand that sends no SMS codes', async () => {
    const p = await profileCaller(s, 'delta');
    const n = nextNumber();
    expect(errorOf(await sendCode(p, n)).code).toBe('OPERATION_NOT_ALLOWED');
    expect(errorOf(await bind(p, n, '123456')).code).toBe('OPERATION_NOT_ALLOWED');
    expect(await lastMessage(s.t.db, phE164(n), 'sms')).toBeUndefined();
  });

  it('holds codes to one number apart by the send limits', async () => {
    const p = await profileCaller(s);
    const n = nextNumber();
    expect((await sendCode(p, n)).statusCode).toBe(200);
    const again = await sendCode(p, n);
    expect(again.statusCode).toBe(429);
    expect(errorOf(again)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('refuses trial accounts and callers without a session', async () => {
    const trial = await profileCaller(s, 'casino', { isAgent: 4 });
    const n = nextNumber();
    expect(errorOf(await sendCode(trial, n)).code).toBe('TRIAL_ACCOUNT');
    expect(errorOf(await bind(trial, n, '123456')).code).toBe('TRIAL_ACCOUNT');
    const anonymous = await s.client().send('POST', '/wps/verification/sms/bind', {
      countryDialingCode: '63',
      mobileNum: phMobile(n),
    });
    expect(errorOf(anonymous).code).toBe('NOT_LOGGED_IN');
    expect(await lastMessage(s.t.db, phE164(n), 'sms')).toBeUndefined();
  });
});
