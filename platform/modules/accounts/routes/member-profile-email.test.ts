/**
 * Binding a new e-mail address from the profile page: `POST /wps/verification/email/bind`
 * e-mails a code to the new address, `POST /wps/member/info/email` binds it with that code.
 */
import { describe, expect, it } from 'vitest';
import { lastMessage } from '../../../test/accounts.ts';
import { maxCodeAttempts } from '../verification-codes.ts';
import {
  errorOf,
  lastEmailCode,
  otherCode,
  profileCaller,
  type ProfileCaller,
} from './profile-test-support.ts';
import { accountsSuite } from './test-support.ts';

const s = accountsSuite();
let addresses = 0;
/** An address no other test of this file uses. */
const nextAddress = () => `player${(addresses += 1)}@example.com`;

const sendCode = (p: ProfileCaller, email: string) =>
  p.post('/wps/verification/email/bind', { email });
const bind = (p: ProfileCaller, email: string, verificationCode: string) =>
  p.post('/wps/member/info/email', { email, verificationCode });
/** Past the brand's one-second pause between two codes to one address. */
const pause = () => s.t.clock.advance(2000);

describe('binding an e-mail address', () => {
  it('e-mails a code to the new address and binds it with that code, replacing the old one', async () => {
    const p = await profileCaller(s, 'casino', { email: 'old@example.com' });
    const sent = await sendCode(p, ' Ana.Reyes@Example.com ');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toEqual({ expiredMinutes: 5, sentTo: 'A***@Example.com' });
    const mail = await lastMessage(s.t.db, 'Ana.Reyes@Example.com', 'email');
    expect(mail).toMatchObject({ brandId: 'casino', purpose: 'bindEmail' });
    expect(mail?.body).toContain(
      `to bind this e-mail address to your account ${p.member.username}`,
    );
    expect(await lastMessage(s.t.db, 'old@example.com', 'email')).toBeUndefined();

    const code = await lastEmailCode(s, 'Ana.Reyes@Example.com');
    // The address compares without case: the code went to it, whichever way it is written.
    const bound = await bind(p, 'ana.reyes@example.com', code);
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().value).toEqual({ email: 'a***@example.com' });
    expect((await p.stored()).email).toBe('ana.reyes@example.com');
    expect((await p.overview()).email).toBe('a***@example.com');
  });

  it("refuses what is not an address by the brand's rule, on its field", async () => {
    const p = await profileCaller(s);
    const cases: [string, string][] = [
      ['', 'required'],
      ['   ', 'required'],
      ['no-at-sign.example.com', 'pattern'],
      ['abc@localhost', 'pattern'],
      ['a@b.c', 'length'],
      [`${'x'.repeat(60)}@example.com`, 'length'],
      [`${'x'.repeat(260)}@example.com`, 'tooLong'],
    ];
    for (const [email, code] of cases) {
      const answer = await sendCode(p, email);
      expect(answer.statusCode, email).toBe(400);
      expect(errorOf(answer).fields, email).toEqual({ email: code });
    }
    const bound = await bind(p, 'nope-nope', ' ');
    expect(errorOf(bound).fields).toEqual({ email: 'pattern', verificationCode: 'required' });
    expect((await p.stored()).email).toBeNull();
  });

  it('refuses a wrong code on its field, and the right one after five wrong ones', async () => {
    const p = await profileCaller(s);
    const email = nextAddress();
    await sendCode(p, email);
    const code = await lastEmailCode(s, email);
    for (let attempt = 1; attempt <= maxCodeAttempts; attempt += 1) {
      const wrong = await bind(p, email, otherCode(code));
      expect(errorOf(wrong)).toMatchObject({
        code: 'INVALID_CODE',
        fields: { verificationCode: 'invalidCode' },
      });
    }
    expect(errorOf(await bind(p, email, code)).code).toBe('INVALID_CODE');
    expect((await p.stored()).email).toBeNull();
  });

  it("refuses a code past the brand's minutes, and a used one", async () => {
    const p = await profileCaller(s);
    const late = nextAddress();
    await sendCode(p, late);
    s.t.clock.advance(5 * 60_000 + 1000);
    expect(errorOf(await bind(p, late, await lastEmailCode(s, late)))).toMatchObject({
      code: 'CODE_EXPIRED',
      fields: { verificationCode: 'codeExpired' },
    });

    const [first, second] = [nextAddress(), nextAddress()];
    await sendCode(p, first);
    const firstCode = await lastEmailCode(s, first);
    expect((await bind(p, first, firstCode)).statusCode).toBe(200);
    await sendCode(p, second);
    expect((await bind(p, second, await lastEmailCode(s, second))).statusCode).toBe(200);
    expect(errorOf(await bind(p, first, firstCode)).code).toBe('INVALID_CODE');
    expect((await p.stored()).email).toBe(second);
  });

  it("refuses the code of another address, and another member's code", async () => {
    const p = await profileCaller(s);
    const [mine, other] = [nextAddress(), nextAddress()];
    await sendCode(p, mine);
    const code = await lastEmailCode(s, mine);
    expect(errorOf(await bind(p, other, code)).code).toBe('INVALID_CODE');
    const stranger = await profileCaller(s);
    expect(errorOf(await bind(stranger, mine, code)).code).toBe('INVALID_CODE');
    expect((await stranger.stored()).email).toBeNull();
    expect((await bind(p, mine, code)).statusCode).toBe(200);
  });

  it("binds an address another member has too, as registration allows, but not one's own", async () => {
    const shared = nextAddress();
    const owner = await profileCaller(s, 'casino', { email: shared });
    expect(errorOf(await sendCode(owner, shared.toUpperCase())).fields).toEqual({
      email: 'unchanged',
    });
    const p = await profileCaller(s);
    pause();
    await sendCode(p, shared);
    expect((await bind(p, shared, await lastEmailCode(s, shared))).statusCode).toBe(200);
    expect((await owner.stored()).email).toBe(shared);
  });

  it('is offered by a brand that sends no SMS codes too', async () => {
    const p = await profileCaller(s, 'delta');
    const email = nextAddress();
    expect((await sendCode(p, email)).statusCode).toBe(200);
    expect((await bind(p, email, await lastEmailCode(s, email))).statusCode).toBe(200);
  });

  it('refuses trial accounts and callers without a session', async () => {
    const trial = await profileCaller(s, 'casino', { isAgent: 4 });
    const email = nextAddress();
    expect(errorOf(await sendCode(trial, email)).code).toBe('TRIAL_ACCOUNT');
    expect(errorOf(await bind(trial, email, '123456')).code).toBe('TRIAL_ACCOUNT');
    const anonymous = await s.client().send('POST', '/wps/verification/email/bind', { email });
    expect(errorOf(anonymous).code).toBe('NOT_LOGGED_IN');
    expect(await lastMessage(s.t.db, email, 'email')).toBeUndefined();
  });
});
