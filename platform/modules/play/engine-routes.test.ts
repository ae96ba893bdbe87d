import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from './tables.ts';
import { bookTrialRound, lockHolder, recentWins, trialBalance } from '../ledger/index.ts';
import type { TestPlatform } from '../../test/harness.ts';
import {
  balanceOf,
  bearer,
  call,
  createPlayPlatform,
  launchToken,
  ledgerLines,
  playMember,
} from '../../test/play.ts';
import { launchTokenHash } from './launches.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createPlayPlatform();
});
afterAll(async () => {
  await t?.close();
});

const host = 'casino.test';
const get = (url: string, headers: Record<string, string> = {}) =>
  call(t.app, host, 'GET', url, { headers });
const spin = (body: object) => call(t.app, host, 'POST', '/play/api/spin', { body });
const session = (launch: string) => get(`/play/api/session?launch=${launch}`);

describe('the slot page', () => {
  it('serves the page, script and styles with a policy that lets the same origin frame them', async () => {
    const page = await get('/play/slot/?launch=abc&lang=TY');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).toContain('<script type="module" src="slot.js"></script>');
    for (const id of ['spin', 'balance', 'win', 'message', 'bet-down', 'bet-up', 'trial-badge'])
      expect(page.body).toContain(`id="${id}"`);
    expect(page.body).not.toMatch(/<script>|style=/);

    const script = await get('/play/slot/slot.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("type: 'wallet:balance'");
    const styles = await get('/play/slot/slot.css');
    expect(styles.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(String(styles.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('redirects the folder without its slash and never falls back to the storefront', async () => {
    const bare = await get('/play/slot?launch=abc&lang=EN');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/play/slot/?launch=abc&lang=EN');
    const missing = await get('/play/slot/other.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
    expect(missing.body).not.toContain('<html');
    expect((await get('/play')).statusCode).toBe(404);
    const api = await get('/play/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it('lets the storefront frame launched games', async () => {
    const page = await get('/');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' https:");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('GET /play/api/session', () => {
  it('answers the game, the wallet balance and the bet levels of a member launch', async () => {
    const { token } = await playMember(t, { balance: 12_345 });
    const launch = await launchToken(t.app, host, 'BGS-SLOT', token);
    const response = await session(launch);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({
      gameName: 'Lucky Sevens',
      nodeId: 'BGS-SLOT',
      balance: 12_345,
      currency: 'PHP',
      currencySymbol: '₱',
      decimals: 2,
      betLevels: [100, 200, 500, 1_000, 2_000, 5_000, 10_000],
      minBet: 100,
      lines: 5,
      trial: false,
      language: 'EN',
    });
    expect(response.json().value.paylines).toHaveLength(5);
    expect(response.json().value.paytable[0]).toEqual({
      symbols: ['SEVEN', 'SEVEN', 'SEVEN'],
      multiplier: 400,
    });
  });

  it('answers the play money of a trial launch, in its language', async () => {
    const response = await call(t.app, host, 'POST', '/wps/game/launchGame', {
      body: { action: 'getLaunchAddressV2', nodeId: 'BGS-SLOT', accountType: 0, language: 'TY' },
    });
    const url = new URL(response.json().value.game_url, 'http://x');
    const value = (await session(url.searchParams.get('launch')!)).json().value;
    expect(value).toMatchObject({
      gameName: 'Masuwerteng Pito',
      balance: 200_000,
      trial: true,
      language: 'TY',
    });
  });

  it('refuses a missing, malformed, unknown, expired or other brand launch', async () => {
    const { token } = await playMember(t, { balance: 100 });
    const launch = await launchToken(t.app, host, 'BGS-SLOT', token);
    for (const url of [
      '/play/api/session',
      '/play/api/session?launch=short',
      `/play/api/session?launch=${'A'.repeat(43)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(410);
      expect(response.json().error.code).toBe('LAUNCH_EXPIRED');
    }
    const elsewhere = await call(t.app, 'echo.test', 'GET', `/play/api/session?launch=${launch}`);
    expect(elsewhere.statusCode).toBe(410);
    t.clock.advance(12 * 3_600_000);
    try {
      expect((await session(launch)).statusCode).toBe(410);
    } finally {
      t.clock.advance(-12 * 3_600_000);
    }
  });
});

describe('POST /play/api/spin', () => {
  it('bets and pays through the wallet ledger, and a retried round bets nothing again', async () => {
    const { member, token } = await playMember(t, { balance: 10_000 });
    const launch = await launchToken(t.app, host, 'BGS-SLOT', token);
    const roundId = randomUUID();
    const response = await spin({ launch, roundId, bet: 500 });
    expect(response.statusCode, response.body).toBe(200);
    const round = response.json().value;
    expect(round).toMatchObject({ roundId, bet: 500, replay: false });
    expect(round.reels).toHaveLength(3);
    expect(round.balance).toBe(10_000 - 500 + round.winMinor);
    expect(await balanceOf(t.db, member.id)).toBe(BigInt(round.balance));
    const ledger = (await ledgerLines(t.db, member.id)).filter((r) => r.roundId === roundId);
    expect(ledger.map((r) => [r.vendor, r.key, r.kind, r.amountMinor, r.nodeId])).toEqual([
      ['BGS', `BGS:${roundId}:bet`, 'debit', -500n, 'BGS-SLOT'],
      ['BGS', `BGS:${roundId}:win`, 'credit', BigInt(round.winMinor), 'BGS-SLOT'],
    ]);

    const retry = await spin({ launch, roundId, bet: 500 });
    expect(retry.json().value).toEqual({ ...round, replay: true });
    expect(await balanceOf(t.db, member.id)).toBe(BigInt(round.balance));
    const otherBet = await spin({ launch, roundId, bet: 1_000 });
    expect(otherBet.statusCode).toBe(409);
    expect(otherBet.json().error.code).toBe('TX_CONFLICT');
    const rounds = await t.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.launchTokenHash, launchTokenHash(launch)));
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({ memberId: member.id, betMinor: 500n });
  });

  it('plays one round when the same round id arrives in parallel', async () => {
    const { member, token } = await playMember(t, { balance: 10_000 });
    const launch = await launchToken(t.app, host, 'BGS-SLOT', token);
    const roundId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => spin({ launch, roundId, bet: 100 })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(answers.filter((a) => !a.json().value.replay)).toHaveLength(1);
    const debits = (await ledgerLines(t.db, member.id)).filter((r) => r.kind === 'debit');
    expect(debits).toHaveLength(1);
  });

  it('refuses a round id another launch already used', async () => {
    const { member, token } = await playMember(t, { balance: 10_000 });
    const first = await launchToken(t.app, host, 'BGS-SLOT', token);
    const second = await launchToken(t.app, host, 'BGS-SLOT', token);
    const roundId = randomUUID();
    expect((await spin({ launch: first, roundId, bet: 100 })).statusCode).toBe(200);
    const before = await balanceOf(t.db, member.id);
    const reused = await spin({ launch: second, roundId, bet: 100 });
    expect(reused.statusCode).toBe(409);
    expect(await balanceOf(t.db, member.id)).toBe(before);
  });

  it('refuses a bet above the balance, writing nothing', async () => {
    const { member, token } = await playMember(t, { balance: 150 });
    const launch = await launchToken(t.app, host, 'BGS-SLOT', token);
    const response = await spin({ launch, roundId: randomUUID(), bet: 200 });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient balance',
    });
    expect(await balanceOf(t.db, member.id)).toBe(150n);
    expect(await ledgerLines(t.db, member.id)).toHaveLength(1);
  });

  it('checks the request', async () => {
    const { token } = await playMember(t, { balance: 1_000 });
    const launch = await launchToken(t.app, host, 'BGS-SLOT', token);
    const bad = await spin({ launch, roundId: 'x', bet: 150 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ roundId: 'invalid' });
    const level = await spin({ launch, roundId: randomUUID(), bet: 150 });
    expect(level.statusCode).toBe(400);
    expect(level.json().error.fields).toEqual({ bet: 'invalid' });
    const missing = await spin({ launch });
    expect(missing.json().error.fields).toEqual({ roundId: 'required', bet: 'required' });
    const expired = await spin({ launch: 'B'.repeat(43), roundId: randomUUID(), bet: 100 });
    expect(expired.statusCode).toBe(410);
  });

  it('plays a trial launch with its own play money, never a member wallet', async () => {
    const response = await call(t.app, host, 'POST', '/wps/game/launchGame', {
      body: { action: 'getLaunchAddressV2', nodeId: 'BGS-SLOT', accountType: 0 },
    });
    const launch = new URL(response.json().value.game_url, 'http://x').searchParams.get('launch')!;
    const memberEntries = () => recentWins(t.db, { brandId: 'casino', limit: 1_000 });
    const winsBefore = await memberEntries();
    const round = (await spin({ launch, roundId: randomUUID(), bet: 10_000 })).json().value;
    expect(round.balance).toBe(200_000 - 10_000 + round.winMinor);
    const hash = launchTokenHash(launch);
    expect(await trialBalance(t.db, hash)).toBe(BigInt(round.balance));
    expect(await memberEntries()).toEqual(winsBefore);

    // Spend the play money down to 50 (a lost round of the rest).
    await t.db.transaction(async (tx) => {
      const account = await lockHolder(tx, { launchTokenHash: hash });
      await bookTrialRound(tx, t.clock, {
        account,
        roundId: 'drain',
        nodeId: 'BGS-SLOT',
        betMinor: BigInt(round.balance) - 50n,
        winMinor: 0n,
      });
    });
    const broke = await spin({ launch, roundId: randomUUID(), bet: 100 });
    expect(broke.statusCode).toBe(402);
    expect((await session(launch)).json().value.balance).toBe(50);
  });

  it('changes the balance, the winner board and recent games for real', async () => {
    const { member, token } = await playMember(t, { balance: 100_000, username: 'spinner77' });
    const launch = await launchToken(t.app, host, 'BGS-SLOT', token);
    let balance = 100_000;
    let won = 0;
    // A round wins about two times in three; forty rounds without a win do not happen.
    for (let i = 0; i < 40; i += 1) {
      const round = (await spin({ launch, roundId: randomUUID(), bet: 100 })).json().value;
      expect(round.balance).toBe(balance - 100 + round.winMinor);
      balance = round.balance;
      won += round.winMinor;
    }
    expect(won).toBeGreaterThan(0);
    const shown = await get('/wps/v2/wallets/balance', bearer(token));
    expect(shown.json().value.sumBalance).toBe(balance);
    expect(await balanceOf(t.db, member.id)).toBe(BigInt(balance));
    const board = (await get('/wps/relay/GCSGAME_getRankList?limitNum=50')).json().value.list;
    const mine = board.filter((e: { customerName: string }) => e.customerName === 'sp***77');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]).toMatchObject({ gameName: 'Lucky Sevens', currency: 'PHP' });
    const recent = (await get('/wps/relay/GCS_recentGame', bearer(token))).json().value.list;
    expect(recent.map((g: { nodeId: string }) => g.nodeId)).toEqual(['BGS-SLOT']);
  });
});
