/**
 * Two platforms on one PostgreSQL database behind a load balancer, part two (`npm run
 * test:two-instance`, PostgreSQL only: `TEST_DATABASE_URL`): a session opened on one instance
 * works on the other and ends on both, and a database outage in the middle of play answers 503
 * with `Retry-After` (never a 500), heals by itself when the database is back, and loses or
 * doubles nothing: every round a player retries after the outage is booked exactly once, and
 * `ledger verify` finds nothing. The instances reach the database through a TCP proxy the test
 * cuts and restores, as a stopped and restarted server would look to them.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from './kernel/clock.ts';
import { loadConfig } from './kernel/config.ts';
import type { Database } from './kernel/db/client.ts';
import { grant, verifyLedger, walletBalance } from './modules/ledger/index.ts';
import { startPlatform, type RunningPlatform } from './start.ts';
import { seedMember, testClient } from './test/accounts.ts';
import { insertTestCatalog } from './test/catalog.ts';
import { openTestDatabase, testMasterKey, type TestDatabase } from './test/harness.ts';
import { bearer, launchToken } from './test/play.ts';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy.ts';

const onPostgres = process.env.TEST_DATABASE_URL !== undefined;
const host = 'localhost';
const password = 'Secret123';

let database: TestDatabase;
let db: Database;
let proxy: TcpProxy;
let dir: string;
let platforms: RunningPlatform[] = [];

function instance(name: string, url: string): Promise<RunningPlatform> {
  const config = loadConfig({
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: '4',
    DATA_DIR: join(dir, name),
    MASTER_KEY: testMasterKey,
    PORT: '0',
    HOST: '127.0.0.1',
    BRANDS_DIR: resolve('brands'),
    STOREFRONT_DIR: join(dir, 'storefront'),
    SEED_DEMO: 'false',
    GEOIP_LOCAL_COUNTRY: 'PH',
    LOG_LEVEL: 'silent',
    JOBS_INTERVAL_SECONDS: '0',
  });
  // The real clock: ALTCHA challenges expire by it.
  return startPlatform(config, { clock: systemClock, quiet: true });
}

beforeAll(async () => {
  if (!onPostgres) return;
  dir = mkdtempSync(join(tmpdir(), 'two-instances-outage-'));
  mkdirSync(join(dir, 'storefront'));
  writeFileSync(join(dir, 'storefront', 'index.html'), '<!doctype html><html></html>\n');
  database = await openTestDatabase();
  db = database.handle.db;
  const upstream = new URL(database.url!);
  proxy = await startTcpProxy(upstream.hostname, Number(upstream.port || 5432));
  platforms = await Promise.all(['a', 'b'].map((name) => instance(name, proxy.via(database.url!))));
  await insertTestCatalog(db);
}, 120_000);

afterAll(async () => {
  proxy?.restore();
  // Closing returns even if a query sent during the outage never answers (see pool-close.ts).
  await Promise.all(platforms.map((platform) => platform.close()));
  await proxy?.close();
  await database?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 90_000);

/** Logs `username` in on `platform` through the storefront's login call; the session token. */
async function login(platform: RunningPlatform, username: string): Promise<string> {
  const client = testClient(platform.app, db, host);
  const answer = await client.sendSealed('POST', '/wps/session/login', {
    type: 'username',
    username,
    password,
    altcha: await client.altcha(),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().value.token as string;
}

function memberInfo(platform: RunningPlatform, token: string) {
  return platform.app.inject({
    method: 'GET',
    url: '/wps/member/info',
    headers: { host, ...bearer(token) },
  });
}

describe.skipIf(!onPostgres)('a session between two instances', () => {
  it('opened on one is served by the other, and logging out on either ends it on both', async () => {
    const [a, b] = platforms as [RunningPlatform, RunningPlatform];
    await seedMember(db, 'royal', { username: 'roamer1', password });
    const token = await login(a, 'roamer1');
    const onB = await memberInfo(b, token);
    expect(onB.statusCode, onB.body).toBe(200);
    expect(onB.json().value.account).toBe('roamer1');
    const out = await b.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { host, ...bearer(token) },
    });
    expect(out.statusCode, out.body).toBe(200);
    for (const platform of platforms)
      expect((await memberInfo(platform, token)).statusCode).toBe(401);
  });
});

interface Spin {
  roundId: string;
  bet: number;
}

describe.skipIf(!onPostgres)('a database outage in the middle of play', () => {
  it('answers 503 with Retry-After while it lasts, heals by itself, and books every round once', async () => {
    const [a, b] = platforms as [RunningPlatform, RunningPlatform];
    const member = await seedMember(db, 'royal', { username: 'outage1', password });
    await grant(db, systemClock, {
      memberId: member.id,
      vendor: 'PLATFORM',
      txId: `seed:${member.id}`,
      amountMinor: 1_000_000n,
    });
    const launch = await launchToken(a.app, host, 'BGS-SLOT', await login(b, 'outage1'));
    const spin = (platform: RunningPlatform, round: Spin) =>
      platform.app.inject({
        method: 'POST',
        url: '/play/api/spin',
        headers: { host },
        payload: { launch, roundId: round.roundId, bet: round.bet },
      });

    /** Every answered round: its bet and win, by round id. */
    const booked = new Map<string, { bet: number; win: number }>();
    const unanswered: Spin[] = [];
    const statuses = new Map<number, number>();
    const play = async (round: Spin, platform: RunningPlatform) => {
      const answer = await spin(platform, round);
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      if (answer.statusCode === 200) {
        const value = answer.json().value as { bet: number; winMinor: number };
        booked.set(round.roundId, { bet: value.bet, win: value.winMinor });
        return;
      }
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.json().error.code).toBe('SERVICE_UNAVAILABLE');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      unanswered.push(round);
    };

    // Play on both instances; cut the database in the middle, restore it a few seconds later.
    let playing = true;
    const players = platforms.map(async (platform) => {
      while (playing) await play({ roundId: randomUUID(), bet: 100 }, platform);
    });
    await new Promise((r) => setTimeout(r, 1000));
    proxy.cut();
    await new Promise((r) => setTimeout(r, 3000));
    proxy.restore();
    // Healed: both instances answer again within ten seconds, with no restart.
    const healed = Date.now();
    for (const platform of [a, b]) {
      let answer = await memberInfo(platform, 'no-such-token');
      while (answer.statusCode === 503 && Date.now() - healed < 10_000) {
        await new Promise((r) => setTimeout(r, 200));
        answer = await memberInfo(platform, 'no-such-token');
      }
      expect(answer.statusCode, answer.body).toBe(401);
    }
    await new Promise((r) => setTimeout(r, 1000));
    playing = false;
    await Promise.all(players);
    expect(statuses.get(503), 'no answer was a 503 during the outage').toBeGreaterThan(0);
    expect([...statuses.keys()].sort()).toEqual([200, 503]);

    // The player's game retries every round that got no answer: each is booked once (a round
    // that was committed before its answer was lost replays its first result).
    for (const round of unanswered) {
      const answer = await spin(b, round);
      expect(answer.statusCode, answer.body).toBe(200);
      const value = answer.json().value as { bet: number; winMinor: number };
      booked.set(round.roundId, { bet: value.bet, win: value.winMinor });
    }
    const net = [...booked.values()].reduce((sum, r) => sum - r.bet + r.win, 0);
    expect((await walletBalance(db, member.id)).balanceMinor).toBe(1_000_000n + BigInt(net));
    expect((await verifyLedger(db, systemClock)).drifts).toEqual([]);
  }, 60_000);
});
