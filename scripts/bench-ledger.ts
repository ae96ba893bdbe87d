/**
 * `npm run bench:ledger`: ledger transfers per second with 64 concurrent clients over 10,000
 * members who all bet against one game-house account, next to a bare two-statement transaction
 * loop (lock an account row, update it) on the same database, with p50 and p99 latency. It shows
 * what the ledger's entry and postings cost over the least a balance change can do, and that
 * the shared house account is no hot row (ADR 0006).
 *
 * `npm run bench` runs it after the HTTP benchmark. It runs on a fresh in-memory PGlite, then
 * on PostgreSQL: a fresh database on the BENCH_DATABASE_URL server (dropped afterwards), or,
 * without one, on a throwaway cluster of the installed PostgreSQL (scripts/throwaway-postgres.ts). Options: `--duration S`
 * per run (default 10), `--rounds N` (2: bare and ledger alternate which runs first),
 * `--clients N` (64), `--members N` (10000). Prints a table and the ratio, writes
 * bench/ledger-results.json, and ends with `ledger verify` on the database it loaded.
 * (Its own file: scripts/bench.ts, the HTTP benchmark, is near the 400-line limit.)
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { systemClock } from '../platform/kernel/clock.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../platform/kernel/db/client.ts';
import { openScratchDatabase } from '../platform/kernel/db/scratch.ts';
import { members } from '../platform/modules/accounts/index.ts';
import { debit, grant, openMemberAccount, verifyLedger } from '../platform/modules/ledger/index.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const brandId = 'bench';

interface Measured {
  target: string;
  engine: string;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The raw outcome of one or more timed runs of a target. */
interface Sample {
  latencies: number[];
  seconds: number;
  errors: number;
  /** Calls started so far, over every run (numbers each call, e.g. a unique transaction id). */
  calls: number;
}

/** Runs `work` from `clients` loops for `seconds`, adding to `sample`. */
async function load(
  sample: Sample,
  clients: number,
  seconds: number,
  work: (n: number) => Promise<void>,
): Promise<void> {
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await work((sample.calls += 1));
          sample.latencies.push(performance.now() - t0);
        } catch {
          sample.errors += 1;
        }
      }
    }),
  );
  sample.seconds += (performance.now() - started) / 1000;
}

/** Throughput and latency of a sample. */
function summarize({ latencies, seconds, errors }: Sample) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { perSecond: Math.round(sorted.length / seconds), p50: at(0.5), p99: at(0.99), errors };
}

/** Members with a ledger account and money to bet, and the bare loop's table. */
async function seed(db: Database, count: number, clients: number): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < count; from += 1000) {
    const rows = await db
      .insert(members)
      .values(
        Array.from({ length: Math.min(1000, count - from) }, (_, i) => ({
          brandId,
          username: `bench${from + i}`,
          nickname: `bench${from + i}`,
          referralCode: `B${from + i}`,
        })),
      )
      .returning({ id: members.id });
    ids.push(...rows.map((r) => r.id));
  }
  // Through the ledger's own calls, so the seeded money verifies like any other.
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < ids.length) {
        const memberId = ids[next++]!;
        await openMemberAccount(db, { id: memberId, brandId }, 'PHP');
        await grant(db, systemClock, {
          memberId,
          vendor: 'PLATFORM',
          txId: `seed:${memberId}`,
          amountMinor: 1_000_000n,
        });
      }
    }),
  );
  await db.execute(sql`create table bench_bare (id integer primary key, balance bigint not null)`);
  await db.execute(
    sql`insert into bench_bare select g, 1000000 from generate_series(1, ${count}) g`,
  );
  return ids;
}

async function bench(
  handle: DatabaseHandle,
  engine: string,
  options: { seconds: number; clients: number; count: number; rounds: number },
) {
  const { db } = handle;
  await handle.migrate();
  console.log(`${engine}: seeding ${options.count.toLocaleString('en-US')} members ...`);
  const ids = await seed(db, options.count, options.clients);
  const pick = () => Math.floor(Math.random() * ids.length);
  const run = randomBytes(4).toString('hex');
  const bare: Sample = { latencies: [], seconds: 0, errors: 0, calls: 0 };
  const ledger: Sample = { latencies: [], seconds: 0, errors: 0, calls: 0 };
  const runBare = () =>
    load(bare, options.clients, options.seconds, async () => {
      const id = pick() + 1;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select balance from bench_bare where id = ${id} for update`);
        await tx.execute(sql`update bench_bare set balance = balance - 1 where id = ${id}`);
      });
    });
  const runLedger = () =>
    load(ledger, options.clients, options.seconds, async (n) => {
      await debit(db, systemClock, {
        memberId: ids[pick()]!,
        vendor: 'BENCH',
        txId: `${run}-${n}`,
        amountMinor: 1n,
      });
    });
  // Rounds alternate the order (bare first, then ledger first), so a neighbour's load on the
  // shared machine or a growing table weighs on both targets alike.
  for (let round = 0; round < options.rounds; round += 1)
    if (round % 2 === 0) {
      await runBare();
      await runLedger();
    } else {
      await runLedger();
      await runBare();
    }
  const results: Measured[] = [
    { target: 'bare 2-statement tx', engine, ...summarize(bare) },
    { target: 'ledger transfer', engine, ...summarize(ledger) },
  ];
  const { drifts } = await verifyLedger(db, systemClock);
  console.log(
    `${engine}: ledger verify after the load: ${drifts.length === 0 ? 'no drift' : `${drifts.length} drift(s)`}`,
  );
  return results;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      clients: { type: 'string', default: '64' },
      members: { type: 'string', default: '10000' },
      rounds: { type: 'string', default: '2' },
    },
  });
  const options = {
    seconds: Number(values.duration),
    clients: Number(values.clients),
    count: Number(values.members),
    rounds: Number(values.rounds),
  };
  const results: Measured[] = [];
  const pglite = await openDatabase({ memory: true });
  try {
    results.push(...(await bench(pglite, 'PGlite', options)));
  } finally {
    await pglite.close();
  }
  // Without a server named, a throwaway cluster of the installed PostgreSQL serves the run.
  const throwaway = process.env.BENCH_DATABASE_URL ? undefined : await startThrowawayPostgres();
  const serverUrl = process.env.BENCH_DATABASE_URL ?? throwaway?.url;
  try {
    if (serverUrl) {
      const postgres = await openScratchDatabase(serverUrl, 'ledger_bench');
      try {
        results.push(...(await bench(postgres.handle, 'PostgreSQL', options)));
      } finally {
        await postgres.dispose();
      }
    } else console.log('No PostgreSQL server installed or named: PGlite figures only.');
  } finally {
    throwaway?.stop();
  }
  console.log('');
  console.log(
    `${'engine'.padEnd(11)} ${'target'.padEnd(20)} ${'per s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
  );
  for (const r of results)
    console.log(
      `${r.engine.padEnd(11)} ${r.target.padEnd(20)} ${r.perSecond.toLocaleString('en-US').padStart(8)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${String(r.errors).padStart(7)}`,
    );
  for (const engine of new Set(results.map((r) => r.engine))) {
    const [bare, ledger] = ['bare 2-statement tx', 'ledger transfer'].map(
      (target) => results.find((r) => r.engine === engine && r.target === target)?.perSecond ?? 0,
    );
    const ratio = (ledger ?? 0) / (bare || 1);
    console.log(`${engine}: ledger / bare = ${ratio.toFixed(2)}x`);
    // The issue's target, on PostgreSQL: 1,000 transfers/s and half the bare loop.
    if (engine === 'PostgreSQL') {
      const met = (ledger ?? 0) >= 1000 && ratio >= 0.5;
      console.log(`PostgreSQL target (>= 1,000/s and >= 0.5x bare): ${met ? 'PASS' : 'FAIL'}`);
    }
  }
  mkdirSync(join(repoRoot, 'bench'), { recursive: true });
  writeFileSync(
    join(repoRoot, 'bench', 'ledger-results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), machine: { cpus: cpus().length, node: process.version }, ...options, results }, null, 2)}\n`,
  );
  console.log('\nWritten to bench/ledger-results.json');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
