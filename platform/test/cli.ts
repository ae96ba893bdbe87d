import { join } from 'node:path';
import type { CliIo } from '../cli.ts';
import { writeFixtureBrands, writeFixtureStorefront } from './fixtures.ts';
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
