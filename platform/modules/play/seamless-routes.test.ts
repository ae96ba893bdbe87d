import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSecrets } from '../../kernel/secrets/tables.ts';
import { callTimestamp, signBody } from '../../kernel/signed-calls.ts';
import { vendorSecret } from './vendor-secrets.ts';
import { launchedMember } from './seamless-test-support.ts';
import { vendorCall, type VendorCallOptions } from '../../test/play.ts';
import type { TestPlatform } from '../../test/harness.ts';
import {
  balanceOf,
  createPlayPlatform,
  launchToken,
  ledgerLines,
  playMember,
} from '../../test/play.ts';

let t: TestPlatform;
let alphaSecret: string;
beforeAll(async () => {
  t = await createPlayPlatform();
  alphaSecret = await vendorSecret(t.db, 'casino', 'ALPHA');
});
afterAll(async () => {
  await t?.close();
});

const host = 'casino.test';

/** A signed vendor call (ALPHA on the casino brand unless told otherwise). */
const wallet = (action: string, body: unknown, options: VendorCallOptions = {}) =>
  vendorCall(t, action, body, options);

describe('signatures', () => {
  it('creates one secret per brand and vendor, on first use, stored sealed (not in plain text)', async () => {
    const rows = await t.db
      .select()
      .from(platformSecrets)
      .where(eq(platformSecrets.name, 'seamless:casino:ALPHA'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toMatch(/^v1:[0-9a-f]{16}:/);
    expect(rows[0]!.value).not.toContain(alphaSecret);
    expect(await vendorSecret(t.db, 'casino', 'ALPHA')).toBe(alphaSecret);
    expect(await vendorSecret(t.db, 'casino', 'BETA')).not.toBe(alphaSecret);
    expect(await vendorSecret(t.db, 'echo', 'ALPHA')).not.toBe(alphaSecret);
  });

  it('refuses calls without a valid signature of the exact body', async () => {
    const { member } = await playMember(t, { balance: 1_000 });
    const body = { username: member.username, currency: 'PHP' };
    const raw = JSON.stringify(body);
    const timestamp = callTimestamp(t.clock);
    const cases = [
      wallet('balance', body, { signature: '00'.repeat(32) }),
      wallet('balance', body, { signature: 'not-hex' }),
      wallet('balance', body, { secret: 'guessed' }),
      wallet('balance', body, { vendor: 'NOPE' }),
      wallet('balance', body, { vendor: 'lower' }),
      // Invalid input badly signed: the signature is checked before the body schema.
      wallet('debit', { extra: 1 }, { signature: '00'.repeat(32) }),
      wallet('debit', '{"username":', { secret: 'guessed' }),
      // Signed, then changed in transit.
      t.app.inject({
        method: 'POST',
        url: '/wps/seamless/wallet/balance',
        headers: {
          host,
          'content-type': 'application/json',
          'x-vendor': 'ALPHA',
          'x-timestamp': timestamp,
          'x-signature': signBody(alphaSecret, timestamp, raw),
        },
        payload: raw.replace('PHP', 'USD'),
      }),
      t.app.inject({
        method: 'POST',
        url: '/wps/seamless/wallet/balance',
        headers: { host, 'content-type': 'application/json' },
        payload: raw,
      }),
      // Signed as before (issue 11, finding 5): the body alone, without the timestamp.
      wallet('balance', body, {
        signature: createHmac('sha256', alphaSecret).update(raw).digest('hex'),
      }),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().error.code).toBe('SIGNATURE_INVALID');
    }
    // Another vendor's secret does not sign for ALPHA.
    const beta = await vendorSecret(t.db, 'casino', 'BETA');
    expect((await wallet('balance', body, { secret: beta })).statusCode).toBe(401);
    expect((await wallet('balance', body, { vendor: 'BETA', secret: beta })).statusCode).toBe(200);
  });
});

describe('balance, debit, credit, rollback', () => {
  it('answers the balance of a player of the host brand', async () => {
    const { member } = await playMember(t, { balance: 4_321 });
    const response = await wallet('balance', { username: member.username, currency: 'PHP' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ value: { balance: 4_321, currency: 'PHP', status: 'OK' } });
    // Names compare case-insensitively, as at login.
    const upper = await wallet('balance', {
      username: member.username.toUpperCase(),
      currency: 'PHP',
    });
    expect(upper.json().value.balance).toBe(4_321);
    const elsewhere = await wallet(
      'balance',
      { username: member.username, currency: 'PHP' },
      { host: 'echo.test' },
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.code).toBe('USER_NOT_FOUND');
  });

  it('debits and credits idempotently by transaction id', async () => {
    const { member, launch } = await launchedMember(t, { balance: 1_000 });
    const base = { username: member.username, currency: 'PHP', token: launch };
    const bet = { ...base, txId: 'v-1', amount: 300, roundId: 'round-1', gameId: '1001' };
    const first = await wallet('debit', bet);
    expect(first.json()).toEqual({
      value: { balance: 700, currency: 'PHP', txId: 'v-1', status: 'OK' },
    });
    const replay = await wallet('debit', bet);
    expect(replay.json().value).toEqual({
      balance: 700,
      currency: 'PHP',
      txId: 'v-1',
      status: 'DUPLICATE',
    });
    const conflict = await wallet('debit', { ...bet, amount: 301 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('TX_CONFLICT');
    const win = await wallet('credit', { ...base, txId: 'v-2', amount: 0, roundId: 'round-1' });
    expect(win.json().value).toMatchObject({ balance: 700, status: 'OK' });
    const broke = await wallet('debit', { ...base, txId: 'v-3', amount: 701 });
    expect(broke.statusCode).toBe(402);
    expect(broke.json().error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(t.db, member.id)).toBe(700n);
    const row = (await ledgerLines(t.db, member.id)).find((r) => r.key === 'ALPHA:v-1');
    expect(row).toMatchObject({ kind: 'debit', roundId: 'round-1', nodeId: 'ALPHA-1001' });
  });

  it('rolls back once, and answers TX_NOT_FOUND for an unknown transaction', async () => {
    const { member, launch, base } = await launchedMember(t, { balance: 1_000 });
    await wallet('debit', { ...base, token: launch, txId: 'rb-bet', amount: 400 });
    const undo = { ...base, txId: 'rb-undo', refTxId: 'rb-bet' };
    const first = await wallet('rollback', undo);
    expect(first.json().value).toEqual({
      balance: 1_000,
      currency: 'PHP',
      txId: 'rb-undo',
      status: 'OK',
    });
    expect((await wallet('rollback', undo)).json().value.status).toBe('DUPLICATE');
    expect(await balanceOf(t.db, member.id)).toBe(1_000n);
    const unknown = await wallet('rollback', { ...base, txId: 'rb-2', refTxId: 'never' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('TX_NOT_FOUND');
    const late = await wallet('debit', { ...base, token: launch, txId: 'never', amount: 10 });
    expect(late.statusCode).toBe(409);
    const self = await wallet('rollback', { ...base, txId: 'same', refTxId: 'same' });
    expect(self.statusCode).toBe(400);
  });

  it('refuses trial accounts, another currency, unknown games and bad input', async () => {
    const trial = await playMember(t, { isAgent: 4 });
    const { member, launch } = await launchedMember(t, { balance: 1_000 });
    const base = { username: member.username, currency: 'PHP', token: launch };
    const trialCall = await wallet('balance', { username: trial.member.username, currency: 'PHP' });
    expect(trialCall.json().error.code).toBe('TRIAL_ACCOUNT');
    const currency = await wallet('debit', { ...base, currency: 'USD', txId: 'c1', amount: 1 });
    expect(currency.statusCode).toBe(400);
    expect(currency.json().error.fields).toEqual({ currency: 'invalid' });
    const game = await wallet('debit', { ...base, txId: 'g1', amount: 1, gameId: 'nope' });
    expect(game.statusCode).toBe(404);
    expect(game.json().error.code).toBe('GAME_NOT_FOUND');
    for (const [body, fields] of [
      [{ ...base, txId: 'b1', amount: -1 }, { amount: 'invalid' }],
      [{ ...base, txId: 'b2', amount: 1.5 }, { amount: 'invalid' }],
      [{ ...base, txId: 'b3', amount: '10' }, { amount: 'invalid' }],
      [{ ...base, txId: 'b4', amount: 0 }, { amount: 'invalid' }],
      [{ ...base, amount: 5 }, { txId: 'required' }],
      [{ ...base, txId: 'has space', amount: 5 }, { txId: 'invalid' }],
      [{ ...base, txId: 'b5', amount: 5, extra: 1 }, { extra: 'unknownField' }],
      [
        { username: member.username, currency: 'PHP', txId: 'b6', amount: 5 },
        { token: 'required' },
      ],
    ] as const) {
      const response = await wallet('debit', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    }
    const notJson = await wallet('debit', '{"username":');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.code).toBe('BAD_REQUEST');
    expect(await balanceOf(t.db, member.id)).toBe(1_000n);
  });
});

describe('session', () => {
  it('tells a vendor whose launch a token is, for its own games only', async () => {
    const { member, token } = await playMember(t, { balance: 2_000 });
    const launch = await launchToken(t.app, host, 'ALPHA-1001', token);
    const response = await wallet('session', { token: launch });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({
      username: member.username,
      gameId: '1001',
      language: 'EN',
      trial: false,
      balance: 2_000,
      currency: 'PHP',
    });
    const beta = await vendorSecret(t.db, 'casino', 'BETA');
    const other = await wallet('session', { token: launch }, { vendor: 'BETA', secret: beta });
    expect(other.statusCode).toBe(410);
    const trial = await launchToken(t.app, host, 'ALPHA-1000');
    expect((await wallet('session', { token: trial })).json().value).toEqual({
      gameId: '1000',
      language: 'EN',
      trial: true,
      balance: 200_000,
      currency: 'PHP',
    });
  });

  it('keeps another brand’s launch to that brand', async () => {
    const { token } = await playMember(t, { balance: 10 });
    const launch = await launchToken(t.app, host, 'ALPHA-1001', token);
    expect((await wallet('session', { token: launch }, { host: 'echo.test' })).statusCode).toBe(
      410,
    );
  });
});
