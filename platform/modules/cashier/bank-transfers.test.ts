/** Bank transfer deposits: announced by the player, approved or rejected by the operator. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminServer } from '../../admin.ts';
import { accountBrands } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { balanceOf, bearer, call, playMember } from '../../test/play.ts';
import { expirePendingTransfers, memberStatement } from '../ledger/index.ts';
import { fixtureCash, host } from './test-support.ts';

let t: TestPlatform;
let admin: FastifyInstance;
beforeAll(async () => {
  t = await createTestPlatform({ extraBrands: { ...accountBrands, cash: fixtureCash } });
  admin = buildAdminServer({ db: t.db, clock: t.clock, registry: t.registry });
});
afterAll(async () => {
  await admin?.close();
  await t?.close();
});

let seq = 0;
const requestId = () => `bank-${(seq += 1)}-x`;
const announce = (token: string, body: object) =>
  call(t.app, host, 'POST', '/wps/transaction/deposit/mt', {
    body: { channelId: 'bank', requestId: requestId(), ...body },
    headers: bearer(token),
  });
const review = (id: string, action: 'approve' | 'reject', body: object = {}) =>
  admin.inject({
    method: 'POST',
    url: `/cashier/deposits/${id}/${action}`,
    payload: { brand: 'cash', note: 'seen on the statement', ...body },
  });

describe('a bank transfer deposit', () => {
  it('shows where to pay, and credits the member once the operator approves', async () => {
    const { member, token } = await playMember(t, { brandId: 'cash' });
    const started = await announce(token, { amountMinor: 800, reference: ' JUAN 0042 ' });
    expect(started.statusCode, started.body).toBe(200);
    const d = started.json().value;
    expect(d).toMatchObject({
      kind: 'bank-transfer',
      amountMinor: 800,
      payableMinor: 800,
      status: 'pending',
      payUrl: null,
      reference: 'JUAN 0042',
      payTo: { bankName: 'Test Bank', accountName: 'Cash Test', accountNumber: '1234' },
      expiresAt: new Date(t.clock.now().getTime() + 72 * 60 * 60_000).toISOString(),
    });
    expect((await memberStatement(t.db, member.id)).account.incomingMinor).toBe(800n);
    const approved = await review(d.id, 'approve');
    expect(approved.json()).toEqual({ value: { id: d.id, status: 'paid' } });
    // Approving twice changes nothing; rejecting after is a conflict.
    expect((await review(d.id, 'approve')).json().value.status).toBe('paid');
    expect((await review(d.id, 'reject')).json().error.code).toBe('TX_CONFLICT');
    expect(await balanceOf(t.db, member.id)).toBe(800n);
    const listed = await admin.inject({
      method: 'POST',
      url: '/cashier/deposits',
      payload: { brand: 'cash', username: member.username },
    });
    expect(listed.json().value[0]).toMatchObject({
      id: d.id,
      status: 'paid',
      reference: 'JUAN 0042',
      operatorNote: 'seen on the statement',
    });
  });

  it('credits nothing when rejected or when it expires unreviewed', async () => {
    const { member, token } = await playMember(t, { brandId: 'cash' });
    const rejected = (await announce(token, { amountMinor: 500, reference: 'R1' })).json().value;
    expect((await review(rejected.id, 'reject')).json().value.status).toBe('declined');
    const left = (await announce(token, { amountMinor: 600, reference: 'R2' })).json().value;
    t.clock.advance(72 * 60 * 60_000 + 60_000);
    await expirePendingTransfers(t.db, t.clock);
    expect((await review(left.id, 'approve')).json().error.code).toBe('TX_CONFLICT');
    expect(await balanceOf(t.db, member.id)).toBe(0n);
  });

  it('refuses bad input, and keeps gateway and bank deposits apart', async () => {
    const { token } = await playMember(t, { brandId: 'cash' });
    for (const body of [
      { amountMinor: 500 },
      { amountMinor: 500, reference: '' },
      { amountMinor: 500, reference: 'x'.repeat(41) },
      { amountMinor: 500, reference: 'semi;colon' },
    ])
      expect((await announce(token, body)).json().error.code, JSON.stringify(body)).toBe(
        'VALIDATION_FAILED',
      );
    const tooMuch = await announce(token, { amountMinor: 1_001, reference: 'R3' });
    expect(tooMuch.json().error.fields).toEqual({ amountMinor: 'tooLarge' });
    const viaGateway = await announce(token, {
      channelId: 'free',
      amountMinor: 500,
      reference: 'R4',
    });
    expect(viaGateway.json().error.code).toBe('CHANNEL_UNAVAILABLE');
    // The operator reviews bank transfers only.
    const gateway = (
      await call(t.app, host, 'POST', '/wps/transaction/deposit/pg', {
        body: { channelId: 'free', amountMinor: 500, requestId: requestId() },
        headers: bearer(token),
      })
    ).json().value;
    expect((await review(gateway.id, 'approve')).json().error.code).toBe('BAD_REQUEST');
    expect((await review(gateway.id, 'approve', { note: '' })).json().error.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await review('AAAAAAAAAAAAAAAAAAAAAA', 'approve')).json().error.code).toBe(
      'TX_NOT_FOUND',
    );
  });
});
