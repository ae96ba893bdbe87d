/**
 * `npm run bench`: the platform's start, memory and game-list speed next to a Fastify
 * hello-world measured in the same run (issue 12). Targets:
 * - start to first answer (fresh PGlite, demo catalog) at most 3 s;
 * - resident memory after start at most 300 MB (also measured on a throwaway PostgreSQL cluster
 *   when the server is installed, scripts/throwaway-postgres.ts);
 * - game list at least 0.6x hello-world's throughput at 200 connections;
 * - game list p95 at most 5 ms at 50 connections.
 *
 * The platform runs as `npm start` runs it (scripts/bench/servers.ts) and hello-world in
 * another child process; autocannon runs here, so the load generator and each server get their
 * own event loop. The game list is a lobby mix (scripts/bench/mix.ts), asked as autocannon asks
 * (no compression) and as a browser does (`Accept-Encoding: gzip, deflate, br`). Beside it, a
 * bare Fastify replays the platform's recorded answers to the same requests (the same status,
 * headers and bytes: scripts/bench/replay.ts), the ceiling of this machine and load generator
 * for those answers (at 200 connections for the throughput, at 50 for the p95); the platform's
 * figure against it is what its own per-request work costs.
 * Every target is warmed up, then the targets take turns in 2-second slices until each had its
 * measured time, so changes in the machine's load during the run weigh on each alike. For each
 * target it also reports the processor time per answer of the server and of the load generator
 * (scripts/bench/load.ts): both share the machine's cores, so these show which side limits the
 * rate, and the server's own cost whoever does.
 * Options: `--duration S` (default 10), `--warmup S` (default 3), `--profile DIR` (a V8 CPU
 * profile of the platform process, for speed work). Prints a table and PASS / FAIL per target,
 * writes bench/results.json, and exits 0 either way (it is a report; it fails only when a
 * server cannot start).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../platform/kernel/paths.ts';
import { brandHost, load, summary, Tally, type Measured, type Target } from './bench/load.ts';
import { lobbyMix } from './bench/mix.ts';
import {
  recordAnswers,
  residentMemoryMb,
  serveHello,
  servePlatform,
  serveReplay,
  stopAll,
  type Served,
  type ServedPlatform,
} from './bench/servers.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const browser = { 'accept-encoding': 'gzip, deflate, br' };

/** Microseconds per answer as printed: one decimal, or n/a where `/proc` could not be read. */
function micros(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : 'n/a';
}

function table(runs: Measured[], reference: Measured): string[] {
  const row = (cells: string[]) =>
    `${cells[0]!.padEnd(20)} ${cells
      .slice(1)
      .map((c) => c.padStart(11))
      .join(' ')}`;
  return [
    row([
      'target',
      'conns',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'bytes/resp',
      'x hello',
      'server µs',
      'loader µs',
    ]),
    ...runs.map((run) =>
      row([
        run.name,
        String(run.connections),
        run.requestsPerSecond.toLocaleString('en-US'),
        run.p50.toFixed(2),
        run.p95.toFixed(2),
        run.p99.toFixed(2),
        run.bytesPerResponse.toLocaleString('en-US'),
        (run.requestsPerSecond / reference.requestsPerSecond).toFixed(2),
        micros(run.serverMicros),
        micros(run.generatorMicros),
      ]),
    ),
  ];
}

/** The platform's resident memory a second after its start: what `ps` shows with no traffic. */
async function settledMemoryMb(
  platform: ServedPlatform,
): Promise<{ now: number; peak: number } | null> {
  await new Promise((r) => setTimeout(r, 1000));
  return residentMemoryMb(platform.child.pid!);
}

/** The 300 MB memory target, met or not by `memory` (null when it could not be read). */
function memoryGoal(target: string, memory: { now: number } | null) {
  return {
    target,
    value: memory ? `${memory.now} MB` : 'unknown',
    pass: memory !== null && memory.now <= 300,
  };
}

/**
 * The start and the settled memory of the platform on a throwaway PostgreSQL cluster (ADR 0028),
 * or null when no PostgreSQL server is installed.
 */
async function onPostgres(dir: string) {
  const cluster = await startThrowawayPostgres();
  if (!cluster) return null;
  try {
    const platform = await servePlatform(join(dir, 'postgres'), { databaseUrl: cluster.url });
    try {
      return { startMs: platform.startMs, memory: await settledMemoryMb(platform) };
    } finally {
      await stopAll([platform.child]);
    }
  } finally {
    cluster.stop();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      profile: { type: 'string' },
    },
  });
  const seconds = Number(values.duration);
  const warmup = Number(values.warmup);
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const children: ChildProcess[] = [];
  try {
    console.log('Starting the platform (fresh PGlite, demo catalog)...');
    // Alone, so the start time is the platform's own.
    const platform = await servePlatform(dir, { profileDir: values.profile });
    children.push(platform.child);
    const memoryAfterStart = await settledMemoryMb(platform);
    const hello = await serveHello();
    children.push(hello.child);
    const paths = await lobbyMix(platform.port);
    const recordings = join(dir, 'answers.json');
    await recordAnswers(platform.port, paths, recordings);
    const replay = await serveReplay(recordings);
    children.push(replay.child);
    console.log(
      `Platform answered ${platform.startMs} ms after its start, ${memoryAfterStart?.now ?? '?'} MB resident. Mix: ${paths.length} game-list requests; ${warmup} s warm-up, ${seconds} s measured per target in 2 s turns.`,
    );

    const at = (
      name: string,
      served: Served,
      headers: Record<string, string>,
      connections: number,
    ): Target => ({
      name,
      port: served.port,
      pid: served.child.pid!,
      paths: served === hello ? ['/'] : paths,
      headers,
      connections,
    });
    const targets = {
      reference: at('hello-world', hello, {}, 200),
      plain: at('game list', platform, {}, 200),
      compressed: at('game list (br)', platform, browser, 200),
      plain50: at('game list', platform, {}, 50),
      compressed50: at('game list (br)', platform, browser, 50),
      bare: at('same bytes, bare', replay, {}, 200),
      bareCompressed: at('same bytes (br)', replay, browser, 200),
      bare50: at('same bytes, bare', replay, {}, 50),
      bareCompressed50: at('same bytes (br)', replay, browser, 50),
    };
    const loads = Object.entries(targets).map(([key, target]) => ({
      key: key as keyof typeof targets,
      target,
      tally: new Tally(),
    }));
    for (const { target } of loads) await load(target, warmup);
    const rounds = Math.max(1, Math.round(seconds / 2));
    for (let round = 1; round <= rounds; round += 1) {
      for (const { target, tally } of loads) await load(target, seconds / rounds, tally);
      process.stdout.write(`  round ${round} of ${rounds} done\n`);
    }
    const memoryAfterLoad = residentMemoryMb(platform.child.pid!);
    console.log('Starting the platform on a throwaway PostgreSQL cluster...');
    const postgres = await onPostgres(dir);
    const measured = Object.fromEntries(
      loads.map(({ key, target, tally }) => [key, summary(target, tally)]),
    ) as Record<keyof typeof targets, Measured>;
    const runs = Object.values(measured);
    const {
      reference,
      plain,
      compressed,
      plain50,
      compressed50,
      bare,
      bareCompressed,
      bare50,
      bareCompressed50,
    } = measured;
    console.log(['', ...table(runs, reference)].join('\n'));
    for (const run of runs.filter((r) => r.errors > 0 || r.non2xx > 0))
      console.log(`  ${run.name}: ${run.errors} errors, ${run.non2xx} non-2xx answers`);

    const ratio = (run: Measured) => run.requestsPerSecond / reference.requestsPerSecond;
    const goals = [
      {
        target: 'start to first answer <= 3 s',
        value: `${platform.startMs} ms`,
        pass: platform.startMs <= 3000,
      },
      memoryGoal('resident memory after start <= 300 MB', memoryAfterStart),
      ...(postgres
        ? [memoryGoal('memory after start on PostgreSQL <= 300 MB', postgres.memory)]
        : []),
      ...[plain, compressed].map((run) => ({
        target: `${run.name}: >= 0.6x hello-world at 200`,
        value: `${ratio(run).toFixed(2)}x`,
        pass: ratio(run) >= 0.6,
      })),
      ...[plain50, compressed50].map((run) => ({
        target: `${run.name}: p95 <= 5 ms at 50`,
        value: `${run.p95.toFixed(2)} ms`,
        pass: run.p95 <= 5,
      })),
    ];
    console.log('');
    for (const [run, ceiling] of [
      [plain, bare],
      [compressed, bareCompressed],
    ] as const)
      console.log(
        `${run.name} at 200: ${(run.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)}x bare Fastify sending the same answers (${ratio(ceiling).toFixed(2)}x hello-world)`,
      );
    const p95 = (first: Measured, second: Measured) =>
      `${first.p95.toFixed(2)} / ${second.p95.toFixed(2)} ms`;
    console.log(
      `p95 at 50 connections (plain / brotli): game list ${p95(plain50, compressed50)}, bare Fastify sending the same answers ${p95(bare50, bareCompressed50)}`,
    );
    // Both processes share the machine's cores: at 0.6x hello-world's rate, the server and the
    // load generator together have this much processor time per answer.
    const budgetMicros = (cpus().length * 1e6) / (0.6 * reference.requestsPerSecond);
    const both = (run: Measured) =>
      `${micros(run.serverMicros)} + ${micros(run.generatorMicros)} µs`;
    console.log(
      `Processor time per answer, server + load generator: hello-world ${both(reference)}, game list ${both(plain)} (brotli ${both(compressed)}), bare Fastify sending the same answers ${both(bare)} (brotli ${both(bareCompressed)}). On ${cpus().length} cores, 0.6x hello-world leaves ${budgetMicros.toFixed(1)} µs for both.`,
    );
    console.log(
      postgres
        ? `On PostgreSQL the platform answered ${postgres.startMs} ms after its start, ${postgres.memory?.now ?? '?'} MB resident.`
        : 'No PostgreSQL server installed: the embedded figures only.',
    );
    if (memoryAfterLoad)
      console.log(
        `Resident memory after the load: ${memoryAfterLoad.now} MB (peak ${memoryAfterLoad.peak} MB)`,
      );
    for (const goal of goals)
      console.log(`${goal.pass ? 'PASS' : 'FAIL'}  ${goal.target.padEnd(42)} ${goal.value}`);

    const resultsDir = join(repoRoot, 'bench');
    mkdirSync(resultsDir, { recursive: true });
    const machine = { cpus: cpus().length, model: cpus()[0]?.model ?? '', node: process.version };
    writeFileSync(
      join(resultsDir, 'results.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine,
          seconds,
          warmupSeconds: warmup,
          mix: { requests: paths.length, host: brandHost },
          startMs: platform.startMs,
          residentMemoryMb: { afterStart: memoryAfterStart, afterLoad: memoryAfterLoad },
          postgres,
          referenceRequestsPerSecond: reference.requestsPerSecond,
          ceilingRequestsPerSecond: {
            plain: bare.requestsPerSecond,
            brotli: bareCompressed.requestsPerSecond,
          },
          runs,
          targets: goals,
        },
        null,
        2,
      )}\n`,
    );
    console.log('\nWritten to bench/results.json');
  } finally {
    await stopAll(children);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
