/**
 * The operator CLI and the embedded database (issue 11 finding 14): PGlite opens in one
 * process at a time, so the CLI refuses a data directory a running platform holds, saying
 * what to do, takes over the lock of a process that is gone, and uses DATABASE_URL when set.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';
import { manualClock } from './kernel/clock.ts';
import { loadConfig } from './kernel/config.ts';
import { dataDirLockName } from './kernel/data-dir.ts';
import { startPlatform, type RunningPlatform } from './start.ts';
import { captureIo, cliEnvironment } from './test/cli.ts';
import { testBrandSchemas } from './test/fixtures.ts';
import { tempDir, testStart } from './test/harness.ts';

const dir = tempDir();
const clock = manualClock(testStart);
let env: Record<string, string>;
let lockFile: string;
let platform: RunningPlatform | undefined;

/** Runs the CLI with `env` and `overrides`. */
async function run(overrides: Record<string, string>, ...args: string[]) {
  const io = captureIo();
  const code = await runCli(args, {
    env: { ...env, ...overrides },
    io,
    brandSchemas: testBrandSchemas,
    clock,
  });
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

/** The platform's own socket, and one nobody listens on (as when the CLI cannot reach it). */
const elsewhere = () => ({ ADMIN_SOCKET: join(dir.path, 'elsewhere.sock') });

beforeAll(async () => {
  // This suite is about the embedded database: never the PostgreSQL of TEST_DATABASE_URL.
  ({ env } = await cliEnvironment(dir.path, { seed: false }));
  delete env.DATABASE_URL;
  env.ADMIN_SOCKET = join(dir.path, 'platform.sock');
  lockFile = join(env.DATA_DIR!, dataDirLockName);
});
afterAll(async () => {
  await platform?.close();
  dir.dispose();
});

describe('the operator CLI on an embedded database a platform holds', () => {
  it('refuses with what to do, and exits non-zero', async () => {
    platform = await startPlatform(loadConfig(env), {
      brandSchemas: testBrandSchemas,
      quiet: true,
      clock,
    });
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: process.pid,
      name: 'the platform',
    });
    expect(statSync(lockFile).mode & 0o777).toBe(0o600);

    const refused = await run(elsewhere(), 'maintenance', 'on', '--brand', 'alpha');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      `The data directory ${env.DATA_DIR} is in use by the platform (pid ${process.pid}`,
    );
    expect(refused.err).toMatch(
      /Stop it first, or send operator commands through the running platform/,
    );
    expect(refused.err).toContain('ADMIN_SOCKET');
    expect(refused.err).toContain('DATABASE_URL');
    // Nothing changed, and the platform still holds its lock.
    const permission = await platform.app.inject({
      url: '/wps/system/permission',
      headers: { host: 'alpha.test' },
    });
    expect(permission.json().value.maintenance).toBe(false);
    expect(existsSync(lockFile)).toBe(true);

    // Through the platform's socket the same command works.
    expect((await run({}, 'brands')).code).toBe(0);
  });

  it('refuses a second platform on the same data directory', async () => {
    await expect(
      startPlatform(loadConfig({ ...env, ADMIN_SOCKET: join(dir.path, 'second.sock') }), {
        brandSchemas: testBrandSchemas,
        quiet: true,
        clock,
      }),
    ).rejects.toThrow(/is in use by the platform/);
  });

  it('uses DATABASE_URL when set, without touching the embedded database', async () => {
    const viaUrl = await run(
      { ...elsewhere(), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      'brands',
    );
    expect(viaUrl.code).toBe(1);
    expect(viaUrl.err).toMatch(/ECONNREFUSED|connect/);
    expect(viaUrl.err).not.toContain('is in use by');
  });

  it('works in-process once the platform stopped, and releases the lock', async () => {
    await platform!.close();
    platform = undefined;
    expect(existsSync(lockFile)).toBe(false);
    const ran = await run(elsewhere(), 'brands');
    expect(ran, ran.err).toMatchObject({ code: 0 });
    expect(ran.err).toContain('working on the database directly');
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over the stale lock of a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockFile, JSON.stringify({ pid: gone, name: 'the platform', since: testStart }), {
      mode: 0o600,
    });
    const ran = await run(elsewhere(), 'brands');
    expect(ran, ran.err).toMatchObject({ code: 0 });
    expect(existsSync(lockFile)).toBe(false);
  });
});
