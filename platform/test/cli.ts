import { join } from 'node:path';
import { runCli, type CliIo } from '../cli.ts';
import type { Clock } from '../kernel/clock.ts';
import { loadConfig } from '../kernel/config.ts';
import type { Database } from '../kernel/db/client.ts';
import { openConfiguredDatabase } from '../start.ts';
import { testBrandSchemas, writeFixtureBrands, writeFixtureStorefront } from './fixtures.ts';
import { openTestDatabase, type TestDatabase } from './harness.ts';

/**
 * Environment for a platform (and its CLI) in `dir`: its own data folder, the fixture brands
 * (plus `extra` ones) and storefront, and, on PostgreSQL, a fresh database the CLI and the
 * server share by URL.
 */
export async function cliEnvironment(
  dir: string,
  options: { seed?: boolean; extra?: Readonly<Record<string, unknown>> } = {},
): Promise<{ env: Record<string, string>; database?: TestDatabase }> {
  const brandsDir = join(dir, 'brands');
  const storefrontDir = join(dir, 'storefront');
  writeFixtureBrands(brandsDir, options.extra ? { extra: options.extra } : {});
  writeFixtureStorefront(storefrontDir);
  const env: Record<string, string> = {
    DATA_DIR: join(dir, 'data'),
    PORT: '0',
    HOST: '127.0.0.1',
    BRANDS_DIR: brandsDir,
    STOREFRONT_DIR: storefrontDir,
    SEED_DEMO: options.seed ? 'true' : 'false',
    // No job runner beats: a test that wants jobs to run calls platform.jobs.runDue().
    JOBS_INTERVAL_SECONDS: '0',
  };
  if (!process.env.TEST_DATABASE_URL) return { env };
  const database = await openTestDatabase({ migrate: false });
  env.DATABASE_URL = database.url!;
  return { env, database };
}

/** CLI output collected line by line. */
export function captureIo(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (line) => stdout.push(line), err: (line) => stderr.push(line) };
}

/** What the CLI printed and its exit code. */
export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs the operator CLI on `env`'s platform with the fixture brand schemas and `clock`; `err`
 * leaves out the note that it works on the database directly (no server runs in these tests).
 */
export async function runTestCli(
  args: readonly string[],
  env: Record<string, string>,
  clock: Clock,
): Promise<CliRun> {
  const io = captureIo();
  const code = await runCli([...args], { env, io, brandSchemas: testBrandSchemas, clock });
  const err = io.stderr.filter((line) => !line.startsWith('No platform server answers'));
  return { code, out: io.stdout.join('\n'), err: err.join('\n') };
}

/** Runs `work` on the database of `env`'s platform (as the CLI opens it), then closes it. */
export async function onCliDatabase<T>(
  env: Record<string, string>,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const handle = await openConfiguredDatabase(loadConfig(env));
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}
