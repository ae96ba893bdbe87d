/** The real name, the withdrawal password and payout accounts (issue 14 item 3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBrands, lastCode } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { maxPaymentPasswordAttempts, paymentPasswordLockMinutes } from '../accounts/index.ts';
import { smsHost, withdrawalBrands } from './test-support.ts';
import { paymentPassword, realName, requestId, withdrawer } from './withdrawal-support.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ extraBrands: { ...accountBrands, ...withdrawalBrands } });
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (answer: { json(): { error: Record<string, unknown> } }) => answer.json().error;
const bindBody = (accountNumber: string, providerId = 'gcash', holderName = realName) => ({
  providerId,
  accountNumber,
  holderName,
});

describe('the real name', () => {
  it('is set once, tidied, and then only customer service changes it', async () => {
    const w = await withdrawer(t, { realName: null });
    const set = await w.send('POST', '/wps/member/info/realName', { payeeName: '  Ana   Reyes ' });
    expect(set.statusCode, set.body).toBe(200);
    const summary = (await w.get('/wps/transaction/withdraw/summary')).json().value;
    expect(summary.realName).toBe('Ana Reyes');
    const again = await w.send('POST', '/wps/member/info/realName', { payeeName: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('REAL_NAME_SET');
  });

  it('refuses an empty name and one breaking the brand rule, on the field', async () => {
    const w = await withdrawer(t, { realName: null });
    for (const payeeName of ['   ', 'A', 'Ana 123']) {
      const answer = await w.send('POST', '/wps/member/info/realName', { payeeName });
      expect(answer.statusCode, payeeName).toBe(400);
      expect(errorOf(answer).fields).toHaveProperty('payeeName');
    }
  });
});

describe('the withdrawal password', () => {
  const change = (w: Awaited<ReturnType<typeof withdrawer>>, body: object) =>
    w.client.sendSealed('POST', '/wps/member/password/payment', body, {
      authorization: `Bearer ${w.token}`,
    });

  it('is set the first time without the old one, following the brand rule', async () => {
    const w = await withdrawer(t, { password: null });
    const weak = await change(w, { newPassword: '12345', confirmNewPassword: '12345' });
    expect(errorOf(weak).fields).toEqual({ newPassword: 'length' });
    const letters = await change(w, { newPassword: 'abcdef', confirmNewPassword: 'abcdef' });
    expect(errorOf(letters).fields).toEqual({ newPassword: 'pattern' });
    const mismatch = await change(w, { newPassword: '246810', confirmNewPassword: '246811' });
    expect(errorOf(mismatch).fields).toEqual({ confirmNewPassword: 'mismatch' });
    const set = await change(w, { newPassword: '246810', confirmNewPassword: '246810' });
    expect(set.statusCode, set.body).toBe(200);
    const summary = (await w.get('/wps/transaction/withdraw/summary')).json().value;
    expect(summary.paymentPasswordSet).toBe(true);
  });

  it('is changed only with the old one; a wrong old one counts against the lock', async () => {
    const w = await withdrawer(t);
    const bare = await change(w, { newPassword: '246810', confirmNewPassword: '246810' });
    expect(errorOf(bare).fields).toEqual({ oldPassword: 'required' });
    const wrong = await change(w, {
      oldPassword: '000000',
      newPassword: '246810',
      confirmNewPassword: '246810',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({
      code: 'WRONG_PAYMENT_PASSWORD',
      fields: { oldPassword: 'wrongPassword' },
      attemptsLeft: maxPaymentPasswordAttempts - 1,
    });
    const right = await change(w, {
      oldPassword: paymentPassword,
      newPassword: '246810',
      confirmNewPassword: '246810',
    });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('must come sealed', async () => {
    const w = await withdrawer(t, { password: null });
    const plain = await w.send('POST', '/wps/member/password/payment', {
      newPassword: '246810',
      confirmNewPassword: '246810',
    });
    expect(errorOf(plain).code).toBe('ENCRYPTION_INVALID');
  });

  it(`locks for ${paymentPasswordLockMinutes} minutes after ${maxPaymentPasswordAttempts} wrong ones in a row`, async () => {
    const w = await withdrawer(t, { balance: 50_000 });
    const payoutAccountId = await w.bind('gcash', '09171230001');
    const attempt = (password: string) =>
      w.withdraw({
        payoutAccountId,
        amountMinor: 1_000,
        requestId: requestId(),
        paymentPassword: password,
      });
    for (let left = maxPaymentPasswordAttempts - 1; left > 0; left -= 1)
      expect(errorOf(await attempt('999999')).attemptsLeft).toBe(left);
    const locked = await attempt('999999');
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked)).toMatchObject({
      code: 'PAYMENT_PASSWORD_LOCKED',
      retryAfterSeconds: paymentPasswordLockMinutes * 60,
    });
    // Even the right password waits for the lock to end.
    expect(errorOf(await attempt(paymentPassword)).code).toBe('PAYMENT_PASSWORD_LOCKED');
    const summary = (await w.get('/wps/transaction/withdraw/summary')).json().value;
    expect(summary.paymentPasswordLockedUntil).not.toBeNull();
    t.clock.advance(paymentPasswordLockMinutes * 60_000);
    const after = await attempt(paymentPassword);
    expect(after.statusCode, after.body).toBe(200);
  });

  it('is needed before any withdrawal', async () => {
    const w = await withdrawer(t, { balance: 50_000, password: null });
    const payoutAccountId = await w.bind('gcash', '09171230002');
    const answer = await w.withdraw({
      payoutAccountId,
      amountMinor: 1_000,
      requestId: requestId(),
    });
    expect(answer.statusCode).toBe(403);
    expect(errorOf(answer).code).toBe('PAYMENT_PASSWORD_NOT_SET');
  });
});

describe('payout accounts', () => {
  it('binds an e-wallet by its mobile number and a bank account, masked in answers', async () => {
    const w = await withdrawer(t);
    const wallet = await w.send('POST', '/wps/member/payout-accounts', bindBody('0917 555 0101'));
    expect(wallet.statusCode, wallet.body).toBe(200);
    expect(wallet.json().value).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      providerId: 'gcash',
      providerName: 'GCash',
      kind: 'e-wallet',
      maskedNumber: '•••• 0101',
      holderName: realName,
      usable: true,
    });
    // The holder is compared without case or extra spaces.
    const bank = await w.send(
      'POST',
      '/wps/member/payout-accounts',
      bindBody('0012-3456-7890', 'bdo', 'juan  dela cruz'),
    );
    expect(bank.statusCode, bank.body).toBe(200);
    expect(bank.json().value.maskedNumber).toBe('•••• 7890');
    const summary = (await w.get('/wps/transaction/withdraw/summary')).json().value;
    expect(summary.accounts.map((a: { providerId: string }) => a.providerId)).toEqual([
      'gcash',
      'bdo',
    ]);
  });

  it('refuses bad numbers, other holders, switched-off providers, all on their fields', async () => {
    const w = await withdrawer(t);
    const cases: [object, string, string][] = [
      [bindBody('0917'), 'accountNumber', 'invalidPhone'],
      [bindBody('02 8123 4567'), 'accountNumber', 'invalidPhone'],
      [bindBody('12AB5678', 'bdo'), 'accountNumber', 'invalid'],
      [bindBody('12345', 'bdo'), 'accountNumber', 'invalid'],
      [bindBody('09175550102', 'gcash', 'Pedro Penduko'), 'holderName', 'mismatch'],
      [bindBody('123456789', 'gone'), 'providerId', 'invalid'],
      [bindBody('123456789', 'nobank'), 'providerId', 'invalid'],
    ];
    for (const [body, field, code] of cases) {
      const answer = await w.send('POST', '/wps/member/payout-accounts', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(answer).fields).toEqual({ [field]: code });
    }
  });

  it('needs the real name first', async () => {
    const w = await withdrawer(t, { realName: null });
    const answer = await w.send('POST', '/wps/member/payout-accounts', bindBody('09175550103'));
    expect(errorOf(answer).code).toBe('REAL_NAME_REQUIRED');
  });

  it('binds a number once, at most the brand maximum, and frees a place when one is removed', async () => {
    const w = await withdrawer(t);
    const first = await w.bind('gcash', '09175550104');
    const twice = await w.send('POST', '/wps/member/payout-accounts', bindBody('+63 917 555 0104'));
    expect(errorOf(twice).fields).toEqual({ accountNumber: 'taken' });
    await w.bind('bdo', '555000111');
    const third = await w.send('POST', '/wps/member/payout-accounts', bindBody('09175550105'));
    expect(third.statusCode).toBe(400);
    expect(errorOf(third).code).toBe('PAYOUT_ACCOUNTS_FULL');
    const removed = await w.send('DELETE', `/wps/member/payout-accounts/${first}`);
    expect(removed.statusCode, removed.body).toBe(200);
    await w.bind('gcash', '09175550105');
  });

  it("cannot remove or withdraw to another member's account", async () => {
    const owner = await withdrawer(t);
    const other = await withdrawer(t, { balance: 50_000 });
    const id = await owner.bind('gcash', '09175550106');
    const removed = await other.send('DELETE', `/wps/member/payout-accounts/${id}`);
    expect(removed.statusCode).toBe(404);
    const withdrawn = await other.withdraw({
      payoutAccountId: id,
      amountMinor: 1_000,
      requestId: requestId(),
    });
    expect(withdrawn.statusCode).toBe(404);
  });
});

describe('with SMS on', () => {
  it('binding needs the code sent to the member phone, used once', async () => {
    const w = await withdrawer(t, { brandId: 'cashsms', brandHost: smsHost });
    const none = await w.send('POST', '/wps/member/payout-accounts', bindBody('09175550107'));
    expect(errorOf(none).fields).toEqual({ verificationCode: 'required' });
    const sent = await w.send('POST', '/wps/verification/sms/member', { purpose: 'payoutAccount' });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastCode(t.db, w.member.mobile!);
    const wrong = await w.send('POST', '/wps/member/payout-accounts', {
      ...bindBody('09175550107'),
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(errorOf(wrong).code).toBe('INVALID_CODE');
    const right = await w.send('POST', '/wps/member/payout-accounts', {
      ...bindBody('09175550107'),
      verificationCode: code,
    });
    expect(right.statusCode, right.body).toBe(200);
    const reused = await w.send('POST', '/wps/member/payout-accounts', {
      ...bindBody('09175550108'),
      verificationCode: code,
    });
    expect(errorOf(reused).code).toBe('INVALID_CODE');
    const summary = (await w.get('/wps/transaction/withdraw/summary')).json().value;
    expect(summary.smsRequired).toBe(true);
  });

  it('a forgotten withdrawal password is replaced with an SMS code', async () => {
    const w = await withdrawer(t, { brandId: 'cashsms', brandHost: smsHost });
    await w.send('POST', '/wps/verification/sms/member', { purpose: 'paymentPassword' });
    const code = await lastCode(t.db, w.member.mobile!);
    const changed = await w.client.sendSealed(
      'POST',
      '/wps/member/password/payment',
      { newPassword: '246810', confirmNewPassword: '246810', verificationCode: code },
      { authorization: `Bearer ${w.token}` },
    );
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('is not offered on a brand without SMS', async () => {
    const w = await withdrawer(t);
    const sent = await w.send('POST', '/wps/verification/sms/member', { purpose: 'payoutAccount' });
    expect(errorOf(sent).code).toBe('OPERATION_NOT_ALLOWED');
  });
});
