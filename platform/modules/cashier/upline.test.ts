/** Transfer to upline (spec §1): a member sends money to the agent above them. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBrands } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { balanceOf, playMember } from '../../test/play.ts';
import { members } from '../accounts/index.ts';
import { withdrawalBrands } from './test-support.ts';
import { paymentPassword, requestId, withdrawer, type Withdrawer } from './withdrawal-support.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ extraBrands: { ...accountBrands, ...withdrawalBrands } });
});
afterAll(async () => {
  await t?.close();
});

const send = (w: Withdrawer, body: Record<string, unknown>) =>
  w.client.sendSealed(
    'POST',
    '/wps/member/transfer/upline',
    { paymentPassword, requestId: requestId(), ...body },
    { authorization: `Bearer ${w.token}` },
  );

/** A member of an agent, holding `balance`; and the agent. */
async function downline(balance: number) {
  const agent = await playMember(t, { brandId: 'cash', isAgent: 1 });
  const w = await withdrawer(t, { balance });
  await t.db.update(members).set({ uplineId: agent.member.id }).where(eq(members.id, w.member.id));
  return { w, agent: agent.member };
}

describe('transfer to upline', () => {
  it('names the upline and what may be sent', async () => {
    const { w, agent } = await downline(30_000);
    const answer = await w.get('/wps/member/transfer/upline');
    expect(answer.json().value).toEqual({
      upline: { username: agent.username, nickname: agent.nickname },
      transferableMinor: 30_000,
      currency: 'PHP',
    });
  });

  it('moves the amount to the agent once, in both histories', async () => {
    const { w, agent } = await downline(30_000);
    const body = { amountMinor: 12_000, requestId: requestId() };
    const sent = await send(w, body);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toEqual({ amountMinor: 12_000, balanceMinor: 18_000 });
    // A retry answers the same transfer without moving money again.
    expect((await send(w, body)).json().value.balanceMinor).toBe(18_000);
    expect(await balanceOf(t.db, w.member.id)).toBe(18_000n);
    expect(await balanceOf(t.db, agent.id)).toBe(12_000n);
    const history = await w.get(
      '/wps/member/records/transactions?from=2026-03-01&to=2026-03-31&type=transfer',
    );
    expect(history.json().value.list).toEqual([
      expect.objectContaining({
        type: 'transfer',
        amountMinor: -12_000,
        balanceAfterMinor: 18_000,
        reference: `Transfer from ${w.member.username} to upline ${agent.username}`,
      }),
    ]);
  });

  it('refuses more than the balance, a wrong password, and a member without upline', async () => {
    const { w } = await downline(5_000);
    const over = await send(w, { amountMinor: 5_001 });
    expect(over.json().error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      fields: { amountMinor: 'tooLarge' },
    });
    const wrong = await send(w, { amountMinor: 1_000, paymentPassword: '000000' });
    expect(wrong.json().error.code).toBe('WRONG_PAYMENT_PASSWORD');
    const alone = await withdrawer(t, { balance: 5_000 });
    expect((await alone.get('/wps/member/transfer/upline')).json().value.upline).toBeNull();
    const refused = await send(alone, { amountMinor: 1_000 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('OPERATION_NOT_ALLOWED');
    expect(await balanceOf(t.db, w.member.id)).toBe(5_000n);
  });

  it('lets two concurrent transfers of the whole balance through once', async () => {
    const { w, agent } = await downline(8_000);
    const answers = await Promise.all([1, 2].map(() => send(w, { amountMinor: 8_000 })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 402]);
    expect(await balanceOf(t.db, agent.id)).toBe(8_000n);
  });
});
