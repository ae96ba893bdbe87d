/**
 * The platform serving the built storefront (`npm run build`) on a throwaway embedded database
 * with the demo brands, for the scripts that measure pages in Chromium (`npm run size`,
 * `npm run lighthouse`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../platform/kernel/paths.ts';

/**
 * How the built platform starts (`npm run build`'s `dist/platform/main.js`, vite.platform.config.ts):
 * the arguments to Node, as `npm start`, the e2e tests and the benchmark run it (ADR 0028).
 * - `--enable-source-maps`: stack traces point into the sources through the bundle's map.
 * - `--max-semi-space-size=8`: V8 sizes the young generation from the machine's memory (on
 *   24 GB, 128 MB committed after the start); 8 MB semi-spaces hold what a request makes, and
 *   keep 10 - 17 MB less resident than 16 MB did at no measurable cost in throughput.
 * - `--liftoff-only`: the embedded PGlite's WebAssembly stays on V8's baseline compiler.
 *   Optimising its largest functions took about 600 MB of compiler memory during the start,
 *   much of it left resident, and both cores; on PostgreSQL no WebAssembly loads.
 */
export const builtPlatformArgs = [
  '--enable-source-maps',
  '--max-semi-space-size=8',
  '--liftoff-only',
  'dist/platform/main.js',
] as const;

/**
 * The built operator CLI (`npm run build`'s `dist/platform/cli.js`), as the e2e tests run it:
 * it shares the platform's bundle, so a command loads in about 0.5 s instead of the sources'
 * 2.5 s (ADR 0008, amended).
 */
export const builtOperatorCli = 'dist/platform/cli.js';

/** Chromium's path: Debian's, as everywhere else in the project. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Switches that keep Chromium off the network this machine does not have. */
export const chromiumQuietFlags = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function waitFor(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Runs `measure` while the platform answers on `port`; stops it and deletes its data after. */
export async function withBuiltPlatform<T>(port: number, measure: () => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'built-platform-'));
  // A Vite build in this process set NODE_ENV=production; the platform would then ask for a
  // MASTER_KEY. This one serves a throwaway embedded database with its generated key.
  const { NODE_ENV: _built, ...env } = process.env;
  const server = spawn(process.execPath, builtPlatformArgs, {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: 'localhost', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  try {
    await waitFor(`http://localhost:${port}/`, 60_000);
    return await measure();
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
