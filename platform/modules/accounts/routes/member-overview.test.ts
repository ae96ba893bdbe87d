/** `GET /wps/member/security`: the overview of "My account" and the latest logins. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recentLoginsShown } from '../../../../schemas/api/account-security.ts';
import { cashierPayoutAccounts } from '../../cashier/index.ts';
import { seedMember, type TestClient } from '../../../test/accounts.ts';
import { memberLogins, members } from '../tables.ts';
import { loginSuite } from './test-support.ts';

const s = loginSuite();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36';
const safariOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** Logs `username` in from `c` with `userAgent`, a second after the previous login. */
async function login(c: TestClient, username: string, userAgent?: string): Promise<string> {
  s.t.clock.advance(1000);
  const headers: Record<string, string> = userAgent ? { 'user-agent': userAgent } : {};
  const response = await s.loginByName(c, username, 'Secret123', {}, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.token;
}

const overview = async (c: TestClient, token: string) => {
  const response = await c.get('/wps/member/security', bearer(token));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
};

describe('GET /wps/member/security', () => {
  it('answers the profile with the contact details masked and the protections set', async () => {
    const username = s.unique('overview');
    const member = await seedMember(s.t.db, 'casino', {
      username,
      nickname: 'Ana',
      mobile: '+639171234567',
      email: 'jane@example.com',
    });
    const c = s.client();
    const token = await login(c, username);
    const first = await overview(c, token);
    expect(first).toMatchObject({
      account: username,
      nickname: 'Ana',
      realName: null,
      mobile: '+********4567',
      email: 'j***@example.com',
      registeredAt: member.createdAt.toISOString(),
      paymentPasswordSet: false,
      payoutAccounts: 0,
    });

    const set = await c.sendSealed(
      'POST',
      '/wps/member/password/payment',
      { newPassword: '246810', confirmNewPassword: '246810' },
      bearer(token),
    );
    expect(set.statusCode, set.body).toBe(200);
    const bound = (accountNumber: string, removedAt: Date | null = null) => ({
      publicId: `pa-${username}-${accountNumber}`,
      brandId: 'casino',
      memberId: member.id,
      providerId: 'gcash',
      kind: 'e-wallet' as const,
      accountNumber,
      holderName: 'Ana Reyes',
      createdAt: s.t.clock.now(),
      removedAt,
    });
    await s.t.db
      .insert(cashierPayoutAccounts)
      .values([bound('1111'), bound('2222'), bound('3333', s.t.clock.now())]);
    const after = await overview(c, token);
    expect(after).toMatchObject({ paymentPasswordSet: true, payoutAccounts: 2 });
  });

  it('answers no mobile and no e-mail as null', async () => {
    const username = s.unique('bare');
    await seedMember(s.t.db, 'casino', { username });
    const c = s.client();
    const value = await overview(c, await login(c, username));
    expect(value).toMatchObject({ mobile: null, email: null, realName: null });
  });

  it('lists the logins newest first with kind, address and device; current is the caller', async () => {
    const username = s.unique('history');
    await seedMember(s.t.db, 'casino', { username });
    const phone = s.client();
    const laptop = s.client();
    const phoneToken = await login(phone, username, chromeOnAndroid);
    const laptopToken = await login(laptop, username, safariOnMac);
    const latest = await login(phone, username);

    const seen = await overview(laptop, laptopToken);
    expect(seen.lastLogins).toEqual([
      {
        at: s.t.clock.now().toISOString(),
        kind: 'username',
        ip: phone.ip,
        device: null,
        current: false,
      },
      expect.objectContaining({
        ip: laptop.ip,
        device: 'Safari 17 on macOS 10.15.7',
        current: true,
      }),
      expect.objectContaining({ ip: phone.ip, device: 'Chrome 131 on Android 14', current: false }),
    ]);
    const fromPhone = await overview(phone, phoneToken);
    expect(fromPhone.lastLogins.map((l: { current: boolean }) => l.current)).toEqual([
      false,
      false,
      true,
    ]);
    expect((await overview(phone, latest)).lastLogins[0].current).toBe(true);
  });

  it(`lists at most ${recentLoginsShown} logins, and never another member's`, async () => {
    const username = s.unique('frequent');
    const other = s.unique('other');
    await seedMember(s.t.db, 'casino', { username });
    await seedMember(s.t.db, 'casino', { username: other });
    const c = s.client();
    const stranger = s.client();
    let token = '';
    for (let n = 0; n < 12; n += 1) token = await login(c, username, chromeOnAndroid);
    const otherToken = await login(stranger, other, safariOnMac);

    const mine = (await overview(c, token)).lastLogins;
    expect(mine).toHaveLength(recentLoginsShown);
    expect(mine.every((l: { ip: string }) => l.ip === c.ip)).toBe(true);
    const times = mine.map((l: { at: string }) => l.at);
    expect(times).toEqual([...times].sort().reverse());
    const theirs = (await overview(stranger, otherToken)).lastLogins;
    expect(theirs).toEqual([expect.objectContaining({ ip: stranger.ip, current: true })]);
  });

  it('refuses a trial account, whose login is not recorded', async () => {
    const c = s.client();
    const trial = await c.send('POST', '/wps/session/login/freeplay', {
      os: 'Android',
      platform: 'W',
      gatewayVersion: 3,
    });
    expect(trial.statusCode, trial.body).toBe(200);
    const response = await c.get('/wps/member/security', bearer(trial.json().value.token));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'TRIAL_ACCOUNT' });
    const recorded = await s.t.db
      .select({ id: memberLogins.id })
      .from(memberLogins)
      .innerJoin(members, eq(members.id, memberLogins.memberId))
      .where(eq(members.username, trial.json().value.account));
    expect(recorded).toEqual([]);
  });

  it('refuses a caller without a token with the error envelope', async () => {
    const response = await s.client().get('/wps/member/security');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_LOGGED_IN' } });
  });
});
