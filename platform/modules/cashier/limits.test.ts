/** A member's own deposit limits (issue 14 item 6): set, delayed raises, enforcement. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBrands } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { bearer, call, playMember } from '../../test/play.ts';
import { openSession } from '../accounts/index.ts';
import { expirePendingTransfers } from '../ledger/index.ts';
import { fixtureCash, host } from './test-support.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ extraBrands: { ...accountBrands, cash: fixtureCash } });
});
afterAll(async () => {
  await t?.close();
});

const hour = 60 * 60_000;
let seq = 0;
const requestId = () => `limit-${(seq += 1)}-x`;

/** A member of the cash brand and the calls they make. */
async function player() {
  const { member, token: first } = await playMember(t, { brandId: 'cash' });
  let token = first;
  const headers = () => bearer(token);
  return {
    /** After the clock moved past the session's life: a fresh login. */
    async relogin() {
      ({ token } = await openSession(t.db, t.clock, {
        member,
        loginType: 'username',
        changePassword: false,
        ip: '198.51.100.1',
        device: null,
      }));
    },
    limits: async () =>
      (await call(t.app, host, 'GET', '/wps/member/limits/deposit', { headers: headers() })).json(),
    set: async (period: string, limitMinor: number | null) =>
      (
        await t.app.inject({
          method: 'PUT',
          url: '/wps/member/limits/deposit',
          headers: { host, ...headers() },
          payload: { period, limitMinor },
        })
      ).json(),
    deposit: async (amountMinor: number) =>
      (
        await call(t.app, host, 'POST', '/wps/transaction/deposit/pg', {
          body: { channelId: 'free', amountMinor, requestId: requestId() },
          headers: headers(),
        })
      ).json(),
  };
}

const periodOf = (answer: { value: { period: string }[] }, period: string) =>
  answer.value.find((limit) => limit.period === period);

describe('deposit limits', () => {
  it('has none at first, and sets a first or lower limit at once', async () => {
    const p = await player();
    expect((await p.limits()).value).toEqual([
      { period: 'day', limitMinor: null, usedMinor: 0, pending: null },
      { period: 'week', limitMinor: null, usedMinor: 0, pending: null },
      { period: 'month', limitMinor: null, usedMinor: 0, pending: null },
    ]);
    expect(periodOf(await p.set('day', 50_000), 'day')).toMatchObject({ limitMinor: 50_000 });
    expect(periodOf(await p.set('day', 20_000), 'day')).toMatchObject({
      limitMinor: 20_000,
      pending: null,
    });
  });

  it('raises or removes a limit only after 24 hours, and a lower one cancels the wait', async () => {
    const p = await player();
    await p.set('week', 10_000);
    const raised = periodOf(await p.set('week', 90_000), 'week');
    expect(raised).toMatchObject({
      limitMinor: 10_000,
      pending: {
        limitMinor: 90_000,
        effectiveAt: new Date(t.clock.now().getTime() + 24 * hour).toISOString(),
      },
    });
    t.clock.advance(23 * hour);
    expect(periodOf(await p.limits(), 'week')).toMatchObject({ limitMinor: 10_000 });
    t.clock.advance(2 * hour);
    await p.relogin();
    expect(periodOf(await p.limits(), 'week')).toMatchObject({ limitMinor: 90_000, pending: null });
    // A removal waits too; lowering meanwhile cancels it.
    expect(periodOf(await p.set('week', null), 'week')).toMatchObject({
      limitMinor: 90_000,
      pending: { limitMinor: null },
    });
    expect(periodOf(await p.set('week', 5_000), 'week')).toMatchObject({
      limitMinor: 5_000,
      pending: null,
    });
  });

  it('refuses a deposit above what is left, naming the limit and when it frees up', async () => {
    const p = await player();
    await p.set('day', 10_000);
    const firstAt = t.clock.now().getTime();
    expect((await p.deposit(6_000)).value.status).toBe('pending');
    t.clock.advance(hour);
    expect((await p.deposit(3_000)).value.status).toBe('pending');
    const refused = await p.deposit(2_000);
    expect(refused.error).toMatchObject({
      code: 'DEPOSIT_LIMIT_REACHED',
      limit: {
        period: 'day',
        limitMinor: 10_000,
        remainingMinor: 1_000,
        freesAt: new Date(firstAt + 24 * hour).toISOString(),
      },
      retryAfterSeconds: 23 * 60 * 60,
    });
    // Above the limit itself: it never fits.
    const never = await p.deposit(10_001);
    expect(never.error.limit).toEqual({ period: 'day', limitMinor: 10_000, remainingMinor: 1_000 });
    expect(never.error.retryAfterSeconds).toBeUndefined();
    expect(periodOf(await p.limits(), 'day')).toMatchObject({ usedMinor: 9_000 });
    // Expired deposits give their share back.
    t.clock.advance(31 * 60_000);
    await expirePendingTransfers(t.db, t.clock);
    expect(periodOf(await p.limits(), 'day')).toMatchObject({ usedMinor: 0 });
    expect((await p.deposit(10_000)).value.status).toBe('pending');
  });

  it('holds when deposits race for the rest of a limit', async () => {
    const p = await player();
    await p.set('month', 10_000);
    const answers = await Promise.all([1, 2, 3, 4].map(() => p.deposit(4_000)));
    expect(answers.filter((a) => a.value).length).toBe(2);
    expect(answers.filter((a) => a.error?.code === 'DEPOSIT_LIMIT_REACHED').length).toBe(2);
  });

  it('refuses bad input', async () => {
    const p = await player();
    for (const [period, limit] of [
      ['year', 1_000],
      ['day', 0],
      ['day', -1],
      ['day', 1.5],
    ] as const)
      expect((await p.set(period, limit)).error.code).toBe('VALIDATION_FAILED');
    const visitor = await call(t.app, host, 'GET', '/wps/member/limits/deposit');
    expect(visitor.statusCode).toBe(401);
  });
});
