/**
 * Regression (issue 11, finding 5): a vendor's secret signs for one brand, every debit and
 * credit names a live launch of the player for that vendor, and the signature covers a
 * timestamp within the replay window. A refused call moves no money and leaves the ledger
 * consistent (docs/decisions/0014-seamless-wallet-authentication.md).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/index.ts';
import { deleteOldRounds, openRoundDays } from './seamless-launches.ts';
import { launchedMember } from './seamless-test-support.ts';
import { vendorCall, type VendorCallOptions } from '../../test/play.ts';
import { callTimestamp, replayWindowSeconds, signBody } from '../../kernel/signed-calls.ts';
import { vendorSecret } from './vendor-secrets.ts';
import type { TestPlatform } from '../../test/harness.ts';
import { balanceOf, bearer, call, createPlayPlatform, launchToken } from '../../test/play.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createPlayPlatform();
});
afterAll(async () => {
  await t?.close();
});

const wallet = (action: string, body: unknown, options: VendorCallOptions = {}) =>
  vendorCall(t, action, body, options);

/** A bet of `amount` with a fresh transaction id. */
const bet = (base: object, token: string, amount = 100, roundId?: string) => ({
  ...base,
  token,
  txId: `tx-${randomUUID()}`,
  amount,
  ...(roundId === undefined ? {} : { roundId }),
});

/** Asserts that `response` is the error `code` and that the member still has `balance`. */
async function refused(
  response: Awaited<ReturnType<typeof wallet>>,
  status: number,
  code: string,
  member: { id: number },
  balance: bigint,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.code).toBe(code);
  expect(await balanceOf(t.db, member.id)).toBe(balance);
  expect((await verifyLedger(t.db, t.clock)).drifts).toEqual([]);
}

const logout = (token: string, host = 'casino.test') =>
  call(t.app, host, 'DELETE', '/wps/session/logout', { headers: bearer(token) });

describe('secrets per brand and vendor', () => {
  it('moves money with the brand’s own secret for the vendor, under a live launch', async () => {
    const { member, launch, base } = await launchedMember(t, { balance: 1_000 });
    const debit = await wallet('debit', bet(base, launch, 300, 'happy-1'));
    expect(debit.statusCode, debit.body).toBe(200);
    expect(debit.json().value).toMatchObject({ balance: 700, status: 'OK' });
    const credit = await wallet('credit', bet(base, launch, 500, 'happy-1'));
    expect(credit.json().value).toMatchObject({ balance: 1_200, status: 'OK' });
    expect(await balanceOf(t.db, member.id)).toBe(1_200n);
    expect((await verifyLedger(t.db, t.clock)).drifts).toEqual([]);
  });

  it('refuses another brand’s secret for the same vendor', async () => {
    const { member, launch, base } = await launchedMember(t, { balance: 1_000 });
    const echoSecret = await vendorSecret(t.db, 'echo', 'ALPHA');
    // Sent to the member's brand, signed with the other brand's secret.
    const crossed = await wallet('debit', bet(base, launch), { secret: echoSecret });
    await refused(crossed, 401, 'SIGNATURE_INVALID', member, 1_000n);
    // Signed for the other brand and sent there: that brand has no such member.
    const elsewhere = await wallet('debit', bet(base, launch), { host: 'echo.test' });
    await refused(elsewhere, 404, 'USER_NOT_FOUND', member, 1_000n);
    // The other brand's secret works for that brand's own players.
    const echo = await launchedMember(t, { balance: 50, brandId: 'echo' });
    const own = await wallet('debit', bet(echo.base, echo.launch, 20), { host: 'echo.test' });
    expect(own.statusCode, own.body).toBe(200);
    expect(await balanceOf(t.db, echo.member.id)).toBe(30n);
  });

  it('refuses another vendor’s secret, and another vendor’s launch', async () => {
    const { member, launch, base } = await launchedMember(t, { balance: 1_000 });
    const betaSecret = await vendorSecret(t.db, 'casino', 'BETA');
    const signedByBeta = await wallet('debit', bet(base, launch), { secret: betaSecret });
    await refused(signedByBeta, 401, 'SIGNATURE_INVALID', member, 1_000n);
    // BETA, honestly signed, naming the member's ALPHA launch.
    const asBeta = await wallet('debit', bet(base, launch), { vendor: 'BETA' });
    await refused(asBeta, 410, 'LAUNCH_EXPIRED', member, 1_000n);
    const creditAsBeta = await wallet('credit', bet(base, launch), { vendor: 'BETA' });
    await refused(creditAsBeta, 410, 'LAUNCH_EXPIRED', member, 1_000n);
  });

  it('refuses a bet or a win of another game than the launched one', async () => {
    // The launch is of ALPHA-1001 (vendor code 1001); ALPHA-1002 is the same vendor's.
    const { member, launch, base } = await launchedMember(t, { balance: 1_000 });
    for (const action of ['debit', 'credit']) {
      const other = await wallet(action, { ...bet(base, launch), gameId: '1002' });
      await refused(other, 400, 'VALIDATION_FAILED', member, 1_000n);
      expect(other.json().error.fields).toEqual({ gameId: 'invalid' });
    }
    const own = await wallet('debit', { ...bet(base, launch, 250), gameId: '1001' });
    expect(own.statusCode, own.body).toBe(200);
    expect(await balanceOf(t.db, member.id)).toBe(750n);
  });
});

describe('every debit and credit names a live launch of the player', () => {
  it('refuses a call without a launch', async () => {
    const { member, base } = await launchedMember(t, { balance: 1_000 });
    for (const action of ['debit', 'credit']) {
      const response = await wallet(action, { ...base, txId: `none-${action}`, amount: 10 });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields).toEqual({ token: 'required' });
    }
    const unknown = await wallet('debit', bet(base, 'x'.repeat(43)));
    await refused(unknown, 410, 'LAUNCH_EXPIRED', member, 1_000n);
  });

  it('refuses another member’s launch and a trial launch', async () => {
    const { member, base } = await launchedMember(t, { balance: 1_000 });
    const other = await launchedMember(t, { balance: 1_000 });
    const debit = await wallet('debit', bet(base, other.launch));
    await refused(debit, 410, 'LAUNCH_EXPIRED', member, 1_000n);
    const credit = await wallet('credit', bet(base, other.launch));
    await refused(credit, 410, 'LAUNCH_EXPIRED', member, 1_000n);
    const trial = await launchToken(t.app, 'casino.test', 'ALPHA-1000');
    await refused(await wallet('debit', bet(base, trial)), 410, 'LAUNCH_EXPIRED', member, 1_000n);
    expect(await balanceOf(t.db, other.member.id)).toBe(1_000n);
  });

  it('refuses a dead launch: its session has ended', async () => {
    const { member, token, launch, base } = await launchedMember(t, { balance: 1_000 });
    expect((await logout(token)).statusCode).toBe(200);
    await refused(await wallet('debit', bet(base, launch)), 410, 'LAUNCH_EXPIRED', member, 1_000n);
    await refused(await wallet('credit', bet(base, launch)), 410, 'LAUNCH_EXPIRED', member, 1_000n);
  });

  it('settles a round debited under a launch after the launch has ended', async () => {
    const { member, token, launch, base } = await launchedMember(t, { balance: 1_000 });
    const stake = bet(base, launch, 300, 'open-round');
    const rolled = bet(base, launch, 200, 'rolled-round');
    expect((await wallet('debit', stake)).statusCode).toBe(200);
    expect((await wallet('debit', rolled)).statusCode).toBe(200);
    expect(await balanceOf(t.db, member.id)).toBe(500n);
    expect((await logout(token)).statusCode).toBe(200);

    // The win of the open round is paid; a replay of the bet answers its original result.
    const win = await wallet('credit', bet(base, launch, 900, 'open-round'));
    expect(win.statusCode, win.body).toBe(200);
    expect(win.json().value).toMatchObject({ balance: 1_400, status: 'OK' });
    const replay = await wallet('debit', stake);
    // (The balance right after the original bet.)
    expect(replay.json().value).toMatchObject({ balance: 700, status: 'DUPLICATE' });
    // A rollback of a bet taken under the launch refunds it.
    const undo = { ...base, txId: `undo-${randomUUID()}`, refTxId: rolled.txId };
    expect((await wallet('rollback', undo)).json().value).toMatchObject({ balance: 1_600 });

    // Nothing else moves under the dead launch: new bets, credits of other rounds, and credits
    // of its rounds for another vendor or another player.
    const balance = 1_600n;
    const newBet = await wallet('debit', bet(base, launch, 10, 'open-round'));
    await refused(newBet, 410, 'LAUNCH_EXPIRED', member, balance);
    const otherRound = await wallet('credit', bet(base, launch, 10, 'never-debited'));
    await refused(otherRound, 410, 'LAUNCH_EXPIRED', member, balance);
    const noRound = await wallet('credit', bet(base, launch, 10));
    await refused(noRound, 410, 'LAUNCH_EXPIRED', member, balance);
    const beta = await wallet('credit', bet(base, launch, 10, 'open-round'), { vendor: 'BETA' });
    await refused(beta, 410, 'LAUNCH_EXPIRED', member, balance);
    const other = await launchedMember(t, { balance: 0 });
    const stranger = await wallet('credit', bet(other.base, launch, 10, 'open-round'));
    await refused(stranger, 410, 'LAUNCH_EXPIRED', other.member, 0n);
  });
});

describe('the signature covers a timestamp within the replay window', () => {
  const seconds = (offset: number) => String(Math.floor(t.clock.now().getTime() / 1000) + offset);

  it('refuses stale and future timestamps, and accepts them inside the window', async () => {
    const { member, launch, base } = await launchedMember(t, { balance: 1_000 });
    const window = replayWindowSeconds;
    for (const timestamp of [seconds(-window - 1), seconds(window + 1), '0', 'soon', '']) {
      const response = await wallet('debit', bet(base, launch), { timestamp });
      await refused(response, 401, 'SIGNATURE_INVALID', member, 1_000n);
    }
    for (const timestamp of [seconds(-window + 1), seconds(window - 1)])
      expect((await wallet('debit', bet(base, launch, 1), { timestamp })).statusCode).toBe(200);
    expect(await balanceOf(t.db, member.id)).toBe(998n);
  });

  it('refuses a captured call replayed after the window, and a changed timestamp or body', async () => {
    const { member, launch, base } = await launchedMember(t, { balance: 1_000 });
    const body = JSON.stringify(bet(base, launch, 100));
    const timestamp = callTimestamp(t.clock);
    const secret = await vendorSecret(t.db, 'casino', 'ALPHA');
    const signature = signBody(secret, timestamp, body);
    const send = (payload: string, at = timestamp) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/seamless/wallet/debit',
        headers: {
          host: 'casino.test',
          'content-type': 'application/json',
          'x-vendor': 'ALPHA',
          'x-timestamp': at,
          'x-signature': signature,
        },
        payload,
      });
    const tampered = await send(body.replace('"amount":100', '"amount":900'));
    await refused(tampered, 401, 'SIGNATURE_INVALID', member, 1_000n);
    await refused(await send(body, seconds(1)), 401, 'SIGNATURE_INVALID', member, 1_000n);
    // Within the window a replay answers the same result; after it, the signature is refused.
    expect((await send(body)).json().value).toMatchObject({ balance: 900, status: 'OK' });
    expect((await send(body)).json().value).toMatchObject({ balance: 900, status: 'DUPLICATE' });
    t.clock.advance((replayWindowSeconds + 1) * 1000);
    await refused(await send(body), 401, 'SIGNATURE_INVALID', member, 900n);
  });
});

describe('round records', () => {
  it('are forgotten after openRoundDays: a late credit of such a round is refused then', async () => {
    const { member, token, launch, base } = await launchedMember(t, { balance: 1_000 });
    expect((await wallet('debit', bet(base, launch, 100, 'slow-round'))).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(200);
    t.clock.advance((openRoundDays - 1) * 24 * 60 * 60_000);
    expect(await deleteOldRounds(t.db, t.clock)).toBe(0);
    t.clock.advance(2 * 24 * 60 * 60_000);
    expect(await deleteOldRounds(t.db, t.clock)).toBeGreaterThan(0);
    const late = await wallet('credit', bet(base, launch, 100, 'slow-round'));
    await refused(late, 410, 'LAUNCH_EXPIRED', member, 900n);
  });
});
