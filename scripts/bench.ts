/**
 * `npm run bench`: game-list throughput and latency of the platform next to a Fastify
 * hello-world measured in the same run (issue 4: p95 under 10 ms and at least half the
 * hello-world throughput, at 200 concurrent connections).
 *
 * The platform runs as in production (`startPlatform`) in a child process, on a fresh PGlite
 * data folder in a temp directory with the demo catalog seeded (SEED_DEMO); the hello-world
 * server runs in another child process; autocannon runs here, so the load generator and each
 * server get their own event loop. Every target is warmed up first, then measured.
 *
 * The game-list load is a realistic lobby mix on the Royal Win brand (Host: localhost): RNG
 * lobby pages 1..N (pageSize 42), every RNG vendor's first pages, a classify filter per vendor,
 * and name searches (pageSize 28). It runs twice: without compression (as autocannon asks by
 * default) and as a browser asks (`Accept-Encoding: gzip, deflate, br`).
 *
 * The three loads take turns in 2-second slices until each had its measured time, so changes
 * in the machine's load during the run weigh on each alike.
 * Options: `--duration S` (default 10), `--warmup S` (default 3), `--connections N` (200),
 * `--profile DIR` (write a V8 CPU profile of the platform process there, for speed work).
 * Prints a table and PASS / FAIL per target, writes bench/results.json, and exits 0 either way
 * (it is a report; it fails only when a server cannot start).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const scriptPath = fileURLToPath(import.meta.url);
const repoRoot = resolve(dirname(scriptPath), '..');
const brandHost = 'localhost';

/** Child process: the platform on a fresh data folder, demo catalog seeded. */
async function servePlatform(dir: string): Promise<void> {
  const { loadConfig } = await import('../platform/kernel/config.ts');
  const { startPlatform } = await import('../platform/start.ts');
  const storefrontDir = join(dir, 'storefront');
  mkdirSync(storefrontDir, { recursive: true });
  // The bench never asks for pages; the platform only needs a template to exist.
  writeFileSync(
    join(storefrontDir, 'index.html'),
    '<!doctype html><html><head><!--brand-head--></head><body><!--brand-data--></body></html>\n',
  );
  const started = performance.now();
  const platform = await startPlatform(
    loadConfig({
      DATA_DIR: join(dir, 'data'),
      PORT: '0',
      HOST: '127.0.0.1',
      STOREFRONT_DIR: storefrontDir,
      BRANDS_DIR: join(repoRoot, 'brands'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
    }),
    { quiet: true },
  );
  process.send?.({ port: platform.port, startMs: Math.round(performance.now() - started) });
  process.on('disconnect', () => void platform.close().then(() => process.exit(0)));
}

/** Child process: the reference, Fastify's hello-world. */
async function serveHello(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
}

interface Started {
  child: ChildProcess;
  port: number;
  startMs?: number;
}

function start(args: string[], profileDir?: string): Promise<Started> {
  const child = fork(scriptPath, args, {
    execArgv: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profileDir)}`] : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start in 180 s`)), 180_000);
    child.once('message', (message: { port: number; startMs?: number }) => {
      clearTimeout(timer);
      resolvePromise({ child, ...message });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args[0]} exited with code ${code} before it started`));
    });
  });
}

function getJson(port: number, path: string): Promise<unknown> {
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: brandHost } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${path}: HTTP ${res.statusCode} ${body}`));
        else resolvePromise((JSON.parse(body) as { value: unknown }).value);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The lobby request mix, built from the seeded catalog itself. */
async function lobbyMix(port: number): Promise<string[]> {
  const lanes = (await getJson(port, '/wps/game/vendors')) as {
    lanes: {
      gameCategory: string;
      vendors: { vassalage: string; gameCount: number; gameClassify: { key: string }[] }[];
    }[];
  };
  const rng = lanes.lanes.find((l) => l.gameCategory === 'RNG')?.vendors ?? [];
  const rngGames = rng.reduce((sum, v) => sum + v.gameCount, 0);
  const list = (query: Record<string, string | number>) =>
    `/wps/relay/GCSGAME_gameList?${new URLSearchParams(
      Object.entries({ clientType: 3, platform: 'html5-desktop', language: 'EN', ...query }).map(
        ([k, v]) => [k, String(v)],
      ),
    ).toString()}`;
  const paths: string[] = [];
  const lobbyPages = Math.ceil(rngGames / 42);
  for (let page = 1; page <= lobbyPages; page += 1)
    paths.push(list({ gameType: 'RNG', gameClassify: 'ALL', pageSize: 42, pageNo: page }));
  for (const vendor of rng) {
    for (let page = 1; page <= 3; page += 1)
      paths.push(
        list({ gameType: 'RNG', vassalage: vendor.vassalage, pageSize: 42, pageNo: page }),
      );
    const classify = vendor.gameClassify.at(-1)?.key;
    if (classify)
      paths.push(
        list({
          gameType: 'RNG',
          vassalage: vendor.vassalage,
          gameClassify: classify,
          pageSize: 42,
        }),
      );
  }
  for (const name of ['dragon', 'golden', 'lucky', 'fortune', 'panda', 'megaways', 'koi', 'rush'])
    for (let page = 1; page <= 2; page += 1)
      paths.push(list({ gameName: name, pageSize: 28, pageNo: page }));
  paths.push(list({ gameType: 'RNG', gameClassify: 'NEW', pageSize: 42 }));
  paths.push(list({ gameType: 'RNG', gameClassify: 'HOT', pageSize: 42 }));
  return paths;
}

interface Target {
  name: string;
  port: number;
  paths: string[];
  headers: Record<string, string>;
}

/** What the measured slices of one target add up to. */
class Tally {
  latencies = new Float64Array(1 << 20);
  count = 0;
  requests = 0;
  errors = 0;
  non2xx = 0;
  bytes = 0;
  seconds = 0;

  record(latency: number): void {
    if (this.count === this.latencies.length) {
      const grown = new Float64Array(this.latencies.length * 2);
      grown.set(this.latencies);
      this.latencies = grown;
    }
    this.latencies[this.count++] = latency;
  }
}

interface Measured {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  bytesPerResponse: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Loads `target` for `seconds`; with a tally, adds the results and every latency to it. */
async function load(
  target: Target,
  seconds: number,
  connections: number,
  tally?: Tally,
): Promise<void> {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolvePromise, reject) => {
    instance = autocannon(
      {
        url: `http://127.0.0.1:${target.port}`,
        connections,
        duration: seconds,
        headers: { host: brandHost, ...target.headers },
        requests: target.paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => (error ? reject(error as Error) : resolvePromise(result)),
    );
  });
  if (tally)
    instance!.on(
      'response',
      (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
        tally.record(responseTime),
    );
  const result = await done;
  if (!tally) return;
  tally.requests += result.requests.total;
  tally.errors += result.errors + result.timeouts;
  tally.non2xx += result.non2xx;
  tally.bytes += result.throughput.total;
  tally.seconds += seconds;
}

function summary(name: string, tally: Tally): Measured {
  const sorted = tally.latencies.subarray(0, tally.count).sort();
  return {
    name,
    requestsPerSecond: Math.round(tally.requests / tally.seconds),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    requests: tally.requests,
    errors: tally.errors,
    non2xx: tally.non2xx,
    bytesPerResponse: tally.requests ? Math.round(tally.bytes / tally.requests) : 0,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      connections: { type: 'string', default: '200' },
      profile: { type: 'string' },
    },
  });
  const seconds = Number(values.duration);
  const warmup = Number(values.warmup);
  const connections = Number(values.connections);
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const children: ChildProcess[] = [];
  try {
    console.log('Starting the platform (fresh PGlite, demo catalog) and a hello-world server...');
    const [platform, hello] = await Promise.all([
      start(['--serve-platform', dir], values.profile),
      start(['--serve-hello']),
    ]);
    children.push(platform.child, hello.child);
    const paths = await lobbyMix(platform.port);
    console.log(
      `Platform ready in ${platform.startMs} ms. Mix: ${paths.length} game-list requests; ${connections} connections, ${warmup} s warm-up, ${seconds} s measured each in 2 s turns.`,
    );

    const targets: Target[] = [
      { name: 'hello-world', port: hello.port, paths: ['/'], headers: {} },
      { name: 'game list', port: platform.port, paths, headers: {} },
      {
        name: 'game list (br)',
        port: platform.port,
        paths,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      },
    ];
    for (const target of targets) await load(target, warmup, connections);
    // The targets take turns in short slices, so a machine whose load changes during the run
    // (other work on a shared machine) weighs on every target alike.
    const rounds = Math.max(1, Math.round(seconds / 2));
    const tallies = targets.map(() => new Tally());
    for (let round = 1; round <= rounds; round += 1) {
      for (const [i, target] of targets.entries())
        await load(target, seconds / rounds, connections, tallies[i]);
      process.stdout.write(`  round ${round} of ${rounds} done\n`);
    }
    const runs = targets.map((target, i) => summary(target.name, tallies[i]!));
    const [reference, plain, compressed] = runs as [Measured, Measured, Measured];

    const row = (cells: string[]) =>
      `${cells[0]!.padEnd(16)} ${cells
        .slice(1)
        .map((c) => c.padStart(12))
        .join(' ')}`;
    console.log('');
    console.log(row(['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'bytes/resp', 'x hello']));
    for (const run of runs)
      console.log(
        row([
          run.name,
          run.requestsPerSecond.toLocaleString('en-US'),
          run.p50.toFixed(2),
          run.p95.toFixed(2),
          run.p99.toFixed(2),
          run.bytesPerResponse.toLocaleString('en-US'),
          (run.requestsPerSecond / reference.requestsPerSecond).toFixed(2),
        ]),
      );
    const failures = runs.filter((r) => r.errors > 0 || r.non2xx > 0);
    for (const run of failures)
      console.log(`  ${run.name}: ${run.errors} errors, ${run.non2xx} non-2xx answers`);

    const goals = [plain, compressed].flatMap((run) => [
      {
        target: `${run.name}: p95 < 10 ms`,
        value: `${run.p95.toFixed(2)} ms`,
        pass: run.p95 < 10,
      },
      {
        target: `${run.name}: >= 0.5x hello-world`,
        value: `${(run.requestsPerSecond / reference.requestsPerSecond).toFixed(2)}x`,
        pass: run.requestsPerSecond >= 0.5 * reference.requestsPerSecond,
      },
    ]);
    console.log('');
    for (const goal of goals)
      console.log(`${goal.pass ? 'PASS' : 'FAIL'}  ${goal.target.padEnd(36)} ${goal.value}`);

    const resultsDir = join(repoRoot, 'bench');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, 'results.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', node: process.version },
          connections,
          seconds,
          warmupSeconds: warmup,
          mix: { requests: paths.length, host: brandHost },
          referenceRequestsPerSecond: reference.requestsPerSecond,
          runs,
          targets: goals,
        },
        null,
        2,
      )}\n`,
    );
    console.log('\nWritten to bench/results.json');
  } finally {
    for (const child of children) child.disconnect();
    await new Promise((r) => setTimeout(r, 500));
    for (const child of children) if (child.exitCode === null) child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

const [role, arg] = process.argv.slice(2);
const run =
  role === '--serve-platform'
    ? servePlatform(arg!)
    : role === '--serve-hello'
      ? serveHello()
      : main();
run.catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
