/**
 * Regression (issue 11, finding 1): a member's launch token lives only as long as the session
 * that launched it. After logout, a password change or reset, or any other end of the
 * session, the built-in slot and the vendors' calls answer LAUNCH_EXPIRED and move no money.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameLaunches } from './tables.ts';
import { launchTokenHash } from './launches.ts';
import { deleteExpiredSessions, openSession } from '../accounts/index.ts';
import { testClient } from '../../test/accounts.ts';
import type { TestPlatform } from '../../test/harness.ts';
import {
  balanceOf,
  bearer,
  call,
  createPlayPlatform,
  expectLaunchesDead,
  launchToken,
  playMember,
  vendorCall,
} from '../../test/play.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createPlayPlatform();
});
afterAll(async () => {
  await t?.close();
});

const host = 'casino.test';
const spin = (launch: string) =>
  call(t.app, host, 'POST', '/play/api/spin', {
    body: { launch, roundId: randomUUID(), bet: 100 },
  });
const slotSession = (launch: string) =>
  call(t.app, host, 'GET', `/play/api/session?launch=${launch}`);

/** A signed ALPHA vendor call. */
const wallet = (action: string, body: object) => vendorCall(t, action, body);

/** A funded member with a built-in slot launch and an ALPHA launch of the same session. */
async function launched() {
  const { member, token } = await playMember(t, { balance: 100_000 });
  const slot = await launchToken(t.app, host, 'BGS-SLOT', token);
  const vendor = await launchToken(t.app, host, 'ALPHA-1001', token);
  return { member, token, slot, vendor };
}

/**
 * Every way the launches of a dead session are refused, with the balance untouched: a spin and
 * a debit (the shared check), and the slot's and the vendor's session reads.
 */
async function expectDead(member: { id: number; username: string }, slot: string, vendor: string) {
  await expectLaunchesDead(t, host, member, { slot, vendor });
  expect((await slotSession(slot)).json().error.code).toBe('LAUNCH_EXPIRED');
  expect((await wallet('session', { token: vendor })).json().error.code).toBe('LAUNCH_EXPIRED');
}

describe('launch tokens die with their session', () => {
  it('play while the session is live, and a debit naming the launch moves money', async () => {
    const { member, slot, vendor } = await launched();
    expect((await spin(slot)).statusCode).toBe(200);
    expect((await wallet('session', { token: vendor })).json().value).toMatchObject({
      username: member.username,
      trial: false,
    });
    const before = await balanceOf(t.db, member.id);
    const debit = await wallet('debit', {
      username: member.username,
      currency: 'PHP',
      txId: `live-${randomUUID()}`,
      amount: 500,
      token: vendor,
    });
    expect(debit.statusCode, debit.body).toBe(200);
    expect(await balanceOf(t.db, member.id)).toBe(before - 500n);
  });

  it('end at logout', async () => {
    const { member, token, slot, vendor } = await launched();
    const out = await call(t.app, host, 'DELETE', '/wps/session/logout', {
      headers: bearer(token),
    });
    expect(out.statusCode, out.body).toBe(200);
    await expectDead(member, slot, vendor);
  });

  it('end when the password changes, in every session of the member', async () => {
    const { member, token, slot, vendor } = await launched();
    const c = testClient(t.app, t.db, host);
    const changed = await c.sendSealed(
      'POST',
      '/wps/member/password',
      { newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' },
      bearer(token),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await expectDead(member, slot, vendor);
    // The session the change answered launches afresh.
    const fresh = await launchToken(t.app, host, 'BGS-SLOT', changed.json().value.token);
    expect((await spin(fresh)).statusCode).toBe(200);
  });

  it('are deleted with their session', async () => {
    const { member, token, slot } = await launched();
    await call(t.app, host, 'DELETE', '/wps/session/logout', { headers: bearer(token) });
    // The clean-up keeps each member's newest session: log in again (later) so the old one goes.
    t.clock.advance(1_000);
    await openSession(t.db, t.clock, {
      member,
      loginType: 'username',
      changePassword: false,
      ip: '198.51.100.1',
      device: null,
    });
    expect(await deleteExpiredSessions(t.db, t.clock, [])).toBeGreaterThan(0);
    const rows = await t.db
      .select()
      .from(gameLaunches)
      .where(eq(gameLaunches.tokenHash, launchTokenHash(slot)));
    expect(rows).toEqual([]);
  });

  it('trial launches need no session and keep working', async () => {
    const trial = await launchToken(t.app, host, 'BGS-SLOT');
    const spun = await spin(trial);
    expect(spun.statusCode, spun.body).toBe(200);
    expect((await slotSession(trial)).json().value.trial).toBe(true);
  });
});
