/**
 * The servers `npm run bench` measures, each in a child process of its own: the platform as
 * `npm start` runs it (the build's `dist/platform/main.js`) on a fresh PGlite folder with the
 * demo catalog, a Fastify hello-world, and Fastify replaying the platform's recorded game-list
 * answers. The platform's start is timed from the spawn to its first game list answer, and its
 * resident memory is read from the operating system.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { repoRoot } from '../../platform/kernel/paths.ts';
import { builtPlatformArgs } from '../built-platform.ts';
import { brandHost } from './load.ts';

/** A server child process and its port. */
export interface Served {
  child: ChildProcess;
  port: number;
}

/** A platform child process: its port, and the time from spawn to its first answer. */
export interface ServedPlatform extends Served {
  startMs: number;
}

/** A TCP port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** An answer as it was sent: its status, headers and body bytes. */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GETs `path` with the brand's Host and `headers`. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: brandHost, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolveAnswer({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** GETs `path` with the brand's Host; the `value` of the answer's envelope. */
export async function getJson(port: number, path: string): Promise<unknown> {
  const answer = await get(port, path);
  const body = answer.body.toString('utf8');
  if (answer.status !== 200) throw new Error(`${path}: HTTP ${answer.status} ${body}`);
  return (JSON.parse(body) as { value: unknown }).value;
}

/** Waits until `ask` succeeds, or the child exits, or `timeoutMs` passes. */
async function firstAnswer(child: ChildProcess, ask: () => Promise<unknown>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < end) {
    if (exited) throw new Error(`the server exited with code ${child.exitCode} before it answered`);
    try {
      return await ask();
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts the platform on a fresh data folder in `dir` and waits for its first game-list answer:
 * on the embedded PGlite, or on the empty PostgreSQL database of `options.databaseUrl`. A CPU
 * profile is written to `options.profileDir` when given.
 */
export async function servePlatform(
  dir: string,
  options: { profileDir?: string; databaseUrl?: string } = {},
): Promise<ServedPlatform> {
  const { profileDir, databaseUrl } = options;
  if (!existsSync(join(repoRoot, builtPlatformArgs.at(-1)!)))
    throw new Error('The platform is not built: run npm run build first.');
  const storefrontDir = join(dir, 'storefront');
  mkdirSync(storefrontDir, { recursive: true });
  // The bench never asks for pages; the platform only needs a template to exist.
  writeFileSync(
    join(storefrontDir, 'index.html'),
    '<!doctype html><html><head><!--brand-head--></head><body><!--brand-data--></body></html>\n',
  );
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profileDir)}`] : []),
      ...builtPlatformArgs,
    ],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATA_DIR: join(dir, 'data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        STOREFRONT_DIR: storefrontDir,
        BRANDS_DIR: join(repoRoot, 'brands'),
        SEED_DEMO: 'true',
        LOG_LEVEL: 'silent',
        // Unset (Node leaves out undefined values) unless this start is on PostgreSQL.
        DATABASE_URL: databaseUrl,
      },
    },
  );
  await firstAnswer(child, () => getJson(port, '/wps/game/vendors'), 180_000);
  return { child, port, startMs: Math.round(performance.now() - started) };
}

/** One recorded answer: its status, the headers that go with its body, and the body (base64). */
export interface Recording {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Headers of the connection, not of the answer: the replaying server sets its own. */
const connectionHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length']);

/** The platform's answer to GET `path` with `headers`, as the replaying server sends it. */
async function recordAnswer(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<Recording> {
  const answer = await get(port, path, headers);
  return {
    status: answer.status,
    headers: Object.fromEntries(
      Object.entries(answer.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !connectionHeaders.has(entry[0]),
      ),
    ),
    body: answer.body.toString('base64'),
  };
}

/**
 * Records the platform's answers to `paths`, plain and brotli, into `file` for the replaying
 * server (scripts/bench/replay.ts), keyed by coding and path.
 */
export async function recordAnswers(
  port: number,
  paths: readonly string[],
  file: string,
): Promise<void> {
  const recordings: Record<string, Recording> = {};
  for (const path of paths) {
    recordings[`identity ${path}`] = await recordAnswer(port, path, {});
    recordings[`br ${path}`] = await recordAnswer(port, path, { 'accept-encoding': 'br' });
  }
  writeFileSync(file, JSON.stringify(recordings));
}

/** Starts a reference server: `script` of scripts/bench/ with the port and `args`. */
async function serveReference(script: string, args: string[] = []): Promise<Served> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'scripts/bench', script), String(port), ...args],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await firstAnswer(child, () => get(port, '/'), 30_000);
  return { child, port };
}

/** Starts the hello-world reference. */
export function serveHello(): Promise<Served> {
  return serveReference('hello.ts');
}

/** Starts the server that replays the platform's recorded answers (scripts/bench/replay.ts). */
export function serveReplay(recordings: string): Promise<Served> {
  return serveReference('replay.ts', [recordings]);
}

/** The resident memory of process `pid` in MB, now and at its peak (Linux `/proc`). */
export function residentMemoryMb(pid: number): { now: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { now: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

/** Stops the servers: SIGTERM, then SIGKILL for any still running after two seconds. */
export async function stopAll(children: ChildProcess[]): Promise<void> {
  const running = children.filter((child) => child.exitCode === null);
  const exits = running.map((child) => new Promise((r) => child.once('exit', r)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, 2000))]);
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
}
