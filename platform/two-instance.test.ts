/**
 * Two platforms on one PostgreSQL database, as a deployment behind a load balancer runs them
 * (`npm run test:two-instance`, PostgreSQL only: `TEST_DATABASE_URL`). Both start at once on an
 * empty database (the migrations serialise on their advisory lock), run a job due every minute
 * for ten simulated minutes on clocks moved together, and take seamless-wallet traffic for the
 * same players at the same time, with every call sent to both. Afterwards the job ran ten
 * times, every balance is what the calls add up to, and `ledger verify` finds nothing. A
 * per-address request limit is one limit across both, and a catalog import on one instance is
 * served by the other within a second (LISTEN/NOTIFY, not its 3-second poll).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, type ManualClock } from './kernel/clock.ts';
import { loadConfig } from './kernel/config.ts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { resultRows, type Database } from './kernel/db/client.ts';
import type { JobDefinition } from './kernel/jobs/index.ts';
import { grant, verifyLedger, walletBalance } from './modules/ledger/index.ts';
import { catalogVersion, demoCatalog } from './modules/catalog/index.ts';
import { buySlip, lotteryDraws, runDraws, scheduleDraws } from './modules/lottery/index.ts';
import { openSession } from './modules/accounts/index.ts';
import { callTimestamp, signBody } from './kernel/signed-calls.ts';
import { vendorSecret } from './modules/play/index.ts';
import { startPlatform, type RunningPlatform } from './start.ts';
import { seedMember } from './test/accounts.ts';
import { insertTestCatalog } from './test/catalog.ts';
import { openTestDatabase, testMasterKey, type TestDatabase } from './test/harness.ts';

const onPostgres = process.env.TEST_DATABASE_URL !== undefined;
const start = '2026-11-25T10:00:30.000Z';
const minuteJob = 'test.every-minute';
const players = 8;
const callsPerPlayer = 30;

interface Instance {
  platform: RunningPlatform;
  clock: ManualClock;
}

let database: TestDatabase;
let db: Database;
let dir: string;
let instances: Instance[] = [];
/** Runs of the minute job, by instance name. */
const runs = new Map<string, number>();

async function instance(name: string, url: string, seedDemo = false): Promise<Instance> {
  const clock = manualClock(start);
  const storefrontDir = join(dir, 'storefront');
  const job: JobDefinition = {
    name: minuteJob,
    schedule: { cron: '* * * * *', timezone: 'UTC' },
    handler: async () => {
      runs.set(name, (runs.get(name) ?? 0) + 1);
      return { by: name };
    },
  };
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: join(dir, name),
    // One key for every instance (and the test's own connection), as production requires.
    MASTER_KEY: testMasterKey,
    PORT: '0',
    HOST: '127.0.0.1',
    BRANDS_DIR: resolve('brands'),
    STOREFRONT_DIR: storefrontDir,
    SEED_DEMO: String(seedDemo),
    LOG_LEVEL: 'silent',
    // The test beats the runners itself, after moving their clocks.
    JOBS_INTERVAL_SECONDS: '0',
  });
  return { clock, platform: await startPlatform(config, { clock, quiet: true, jobs: [job] }) };
}

beforeAll(async () => {
  if (!onPostgres) return;
  dir = mkdtempSync(join(tmpdir(), 'two-instances-'));
  mkdirSync(join(dir, 'storefront'));
  writeFileSync(join(dir, 'storefront', 'index.html'), '<!doctype html><html></html>\n');
  database = await openTestDatabase({ migrate: false });
  db = database.handle.db;
  instances = await Promise.all([instance('a', database.url!), instance('b', database.url!)]);
  await insertTestCatalog(db);
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.platform.close()));
  await database?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)('two platform instances started at once on a fresh database', () => {
  it('make one key pair and seed one demo catalog between them', async () => {
    const fresh = await openTestDatabase({ migrate: false });
    const both = await Promise.all([
      instance('seed-a', fresh.url!, true),
      instance('seed-b', fresh.url!, true),
    ]);
    try {
      const count = async (table: string) => {
        const [row] = resultRows(
          await fresh.handle.db.execute(sql.raw(`select count(*) as n from ${table}`)),
        );
        return Number(row?.n);
      };
      expect(await count('encryption_keys')).toBe(1);
      expect(await count('games')).toBe(demoCatalog().games.length);
      expect(await catalogVersion(fresh.handle.db)).toBe(1);
    } finally {
      await Promise.all(both.map((i) => i.platform.close()));
      await fresh.dispose();
    }
  }, 120_000);
});

describe.skipIf(!onPostgres)('two platform instances on one PostgreSQL database', () => {
  it('run a job due every minute exactly once per minute between them', async () => {
    for (let minute = 0; minute < 10; minute += 1) {
      if (minute > 0) for (const { clock } of instances) clock.advance(60_000);
      await Promise.all(instances.map(({ platform }) => platform.jobs.runDue()));
    }
    const [a] = instances;
    const completed = await a!.platform.jobs.list({ name: minuteJob, state: 'completed' });
    expect(completed).toHaveLength(10);
    expect([...runs.values()].reduce((sum, n) => sum + n, 0)).toBe(10);
    expect(await a!.platform.jobs.list({ name: minuteJob, state: 'failed' })).toEqual([]);
  });

  it('keep every balance right under concurrent wallet calls sent to both', async () => {
    const secret = await vendorSecret(db, 'royal', 'ALPHA');
    const [first] = instances;
    const members = [];
    for (let n = 0; n < players; n += 1) {
      const member = await seedMember(db, 'royal', { username: `twin${n}`, password: null });
      await grant(db, first!.clock, {
        memberId: member.id,
        vendor: 'PLATFORM',
        txId: `seed:${member.id}`,
        amountMinor: 10_000n,
      });
      // Every debit and credit names the launch of the member's game it is made under.
      const session = await openSession(db, first!.clock, {
        member,
        loginType: 'username',
        changePassword: false,
        ip: '198.51.100.1',
        device: null,
      });
      const launched = await fetch(`http://127.0.0.1:${first!.platform.port}/wps/game/launchGame`, {
        method: 'POST',
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          authorization: `Bearer ${session.token}`,
        },
        body: JSON.stringify({
          action: 'getLaunchAddressV2',
          nodeId: 'ALPHA-1001',
          accountType: 1,
        }),
      });
      expect(launched.status).toBe(200);
      const address = ((await launched.json()) as { value: { game_url: string } }).value.game_url;
      const launch = new URL(address, 'http://x').searchParams.get('launch')!;
      members.push({ ...member, launch });
    }
    const call = (target: Instance, action: string, body: object) => {
      const raw = JSON.stringify(body);
      const timestamp = callTimestamp(target.clock);
      return fetch(`http://127.0.0.1:${target.platform.port}/wps/seamless/wallet/${action}`, {
        method: 'POST',
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          'x-vendor': 'ALPHA',
          'x-timestamp': timestamp,
          'x-signature': signBody(secret, timestamp, raw),
        },
        body: raw,
      });
    };
    // Each player bets 100 and wins 40 per round; every call goes to both instances at once,
    // and every fifth bet is rolled back (also through both).
    const expected = new Map<number, number>();
    await Promise.all(
      members.map(async (member) => {
        let balance = 10_000;
        for (let round = 0; round < callsPerPlayer; round += 1) {
          const base = { username: member.username, currency: 'PHP' };
          const bet = {
            ...base,
            token: member.launch,
            txId: `bet-${member.id}-${round}`,
            amount: 100,
          };
          const answers = await Promise.all(instances.map((i) => call(i, 'debit', bet)));
          expect(answers.map((r) => r.status)).toEqual([200, 200]);
          balance -= 100;
          if (round % 5 === 4) {
            const undo = { ...base, txId: `undo-${member.id}-${round}`, refTxId: bet.txId };
            await Promise.all(instances.map((i) => call(i, 'rollback', undo)));
            balance += 100;
          } else {
            const win = {
              ...base,
              token: member.launch,
              txId: `win-${member.id}-${round}`,
              amount: 40,
            };
            await Promise.all(instances.map((i) => call(i, 'credit', win)));
            balance += 40;
          }
        }
        expected.set(member.id, balance);
      }),
    );
    for (const member of members)
      expect((await walletBalance(db, member.id)).balanceMinor).toBe(
        BigInt(expected.get(member.id)!),
      );
    expect((await verifyLedger(db, instances[0]!.clock)).drifts).toEqual([]);
  });

  it('enforce one per-address request limit between them', async () => {
    // Both see the caller at 127.0.0.1; the login route allows 30 a minute per address.
    for (const { clock } of instances) clock.advance(60_000);
    const login = (target: Instance) =>
      fetch(`http://127.0.0.1:${target.platform.port}/wps/session/login`, {
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json' },
        body: '{}',
      });
    for (let n = 0; n < 15; n += 1)
      for (const target of instances) expect((await login(target)).status).not.toBe(429);
    for (const target of instances) {
      const limited = await login(target);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await limited.json()) as { error: { code: string } }).error.code).toBe(
        'TOO_MANY_REQUESTS',
      );
    }
  });

  it('serve a catalog imported on one of them from the other within a second', async () => {
    const [a, b] = instances;
    const exported = await a!.platform.admin.inject({ method: 'GET', url: '/catalog/export' });
    const file = exported.json().value as { vendors: { vassalage: string; name: string }[] };
    const vendors = () =>
      fetch(`http://127.0.0.1:${b!.platform.port}/wps/game/vendors`, {
        headers: { host: 'localhost' },
      }).then((answer) => answer.text());
    // Twice: the second import comes right after the first one was seen, when a poll that
    // happened to fall into the first second is three seconds away again.
    for (const name of ['Alpha Renamed', 'Alpha Again']) {
      file.vendors.find((vendor) => vendor.vassalage === 'ALPHA')!.name = name;
      const imported = await a!.platform.admin.inject({
        method: 'POST',
        url: '/catalog/import',
        payload: { catalog: file },
      });
      expect(imported.statusCode, imported.body).toBe(200);
      const since = Date.now();
      let body = await vendors();
      while (!body.includes(name) && Date.now() - since < 1000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        body = await vendors();
      }
      expect(body, `${name} not served by the other instance within a second`).toContain(name);
    }
  });

  it('draw a lottery draw once and pay its ticket once when both draw at the same moment', async () => {
    const [a, b] = instances as [Instance, Instance];
    const brand = a.platform.registry.sites.find((site) => site.id === 'royal')!.brand;
    const member = await seedMember(db, 'royal', { username: 'twinlotto', password: null });
    await grant(db, a.clock, {
      memberId: member.id,
      vendor: 'PLATFORM',
      txId: `seed:${member.id}`,
      amountMinor: 10_000n,
    });
    await scheduleDraws(db, a.clock, brand);
    const [draw] = await db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.brandId, 'royal'),
          eq(lotteryDraws.gameId, 'ELOTT_1M'),
          gt(lotteryDraws.lockAt, a.clock.now()),
        ),
      )
      .orderBy(asc(lotteryDraws.drawAt))
      .limit(1);
    // Both sides of the first digit's big/small: exactly one wins 1.98 times its stake.
    await buySlip(db, a.clock, brand, member.id, {
      slipId: 'twin-lottery-1',
      drawKeys: [draw!.drawKey],
      bets: ['big', 'small'].map((side) => ({
        betType: 'fastBigSmall',
        numbers: [side],
        position: 1,
        stakeMinor: 1_000,
      })),
    });
    for (const { clock } of instances) clock.set(draw!.drawAt);
    const runs = await Promise.all(
      [a, b].map((i) => runDraws(i.platform.database.db, i.clock, [brand])),
    );
    expect(runs.reduce((sum, run) => sum + run.settledTickets, 0)).toBe(2);
    expect((await walletBalance(db, member.id)).balanceMinor).toBe(10_000n - 2_000n + 1_980n);
    expect((await verifyLedger(db, a.clock)).drifts).toEqual([]);
  });
});
