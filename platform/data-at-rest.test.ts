/**
 * Issue 11, finding 3 (data at rest): the data directory is private to the platform's account,
 * and the private keys of `enc` bodies and the platform secrets are stored sealed with a master
 * key that lives outside the database (MASTER_KEY, or a generated DATA_DIR/master.key).
 */
import { spawn } from 'node:child_process';
import { chmod, lstat, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateKeyPair } from '../engine/core/crypto.ts';
import { manualClock } from './kernel/clock.ts';
import { loadConfig } from './kernel/config.ts';
import { encryptionKeys, platformSecrets } from './kernel/secrets/tables.ts';
import { vendorSecret } from './modules/play/index.ts';
import { openConfiguredDatabase, startPlatform, type RunningPlatform } from './start.ts';
import { accountBrands, seedMember, testClient } from './test/accounts.ts';
import { cliEnvironment } from './test/cli.ts';
import { testBrandSchemas } from './test/fixtures.ts';
import { tempDir, type TestDatabase } from './test/harness.ts';

// Real time: the ALTCHA challenge of the login below is checked against it.
const clock = manualClock(new Date());
const sealedForm = /^v1:[0-9a-f]{16}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/;

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** A fresh environment (PGlite in a temp DATA_DIR unless TEST_DATABASE_URL is set). */
async function environment(): Promise<Record<string, string>> {
  const dir = tempDir('data-at-rest-');
  const { env, database } = await cliEnvironment(dir.path, { extra: accountBrands });
  cleanups.push(async () => {
    await (database as TestDatabase | undefined)?.dispose();
    dir.dispose();
  });
  return env;
}

async function start(env: Record<string, string>): Promise<RunningPlatform> {
  const platform = await startPlatform(loadConfig(env), {
    brandSchemas: testBrandSchemas,
    quiet: true,
    clock,
  });
  cleanups.push(() => platform.close());
  return platform;
}

/** Every path under `root` (itself included) with its permission bits. */
async function walk(root: string): Promise<{ path: string; mode: number }[]> {
  const found: { path: string; mode: number }[] = [];
  const visit = async (path: string) => {
    const stats = await lstat(path);
    found.push({ path, mode: stats.mode & 0o7777 });
    if (stats.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(root);
  return found;
}

const openToOthers = async (root: string) =>
  (await walk(root)).filter((entry) => (entry.mode & 0o077) !== 0);

describe('the data directory', { timeout: 90_000 }, () => {
  it('is created 0700, and nothing in it is open to group or others', async () => {
    const env = await environment();
    const platform = await start(env);
    expect((await stat(env.DATA_DIR!)).mode & 0o777).toBe(0o700);
    expect(await openToOthers(env.DATA_DIR!)).toEqual([]);
    expect((await walk(env.DATA_DIR!)).length).toBeGreaterThan(1);
    expect((await stat(loadConfig(env).adminSocket)).mode & 0o777).toBe(0o600);
    await platform.close();
    expect(await openToOthers(env.DATA_DIR!)).toEqual([]);
  });

  it('is tightened at start when an older version left it open, reporting what changed', async () => {
    const env = await environment();
    await (await start(env)).close();
    const loose = join(env.DATA_DIR!, 'master.key');
    await chmod(env.DATA_DIR!, 0o755);
    await chmod(loose, 0o666);
    const platform = await start(env);
    expect(platform.database.tightened).toEqual(
      expect.arrayContaining([
        { path: env.DATA_DIR, from: 0o755, to: 0o700 },
        { path: loose, from: 0o666, to: 0o600 },
      ]),
    );
    expect(await openToOthers(env.DATA_DIR!)).toEqual([]);
  });
});

describe('secrets at rest', { timeout: 90_000 }, () => {
  it('stores the private key and the vendor secret sealed, never in plain text', async () => {
    const env = await environment();
    const platform = await start(env);
    const secret = await vendorSecret(platform.database.db, 'casino', 'ALPHA');
    const [pair] = await platform.database.db.select().from(encryptionKeys);
    expect(pair?.privateKey).toMatch(sealedForm);
    // A PKCS#8 RSA key in base64 starts with MII.
    expect(pair?.privateKey).not.toMatch(/MII/);
    const secrets = await platform.database.db.select().from(platformSecrets);
    expect(secrets.map((row) => row.name)).toContain('seamless:casino:ALPHA');
    for (const row of secrets) expect(row.value).toMatch(sealedForm);
    expect(secrets.some((row) => row.value.includes(secret))).toBe(false);
  });

  it('generates the key file 0600 once and reuses it: the next start opens the same secrets', async () => {
    const env = await environment();
    const keyFile = join(env.DATA_DIR!, 'master.key');
    const first = await start(env);
    expect(first.database.masterKey.source).toEqual({
      kind: 'key file',
      path: keyFile,
      created: true,
    });
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    const key = await readFile(keyFile, 'utf8');
    expect(key.trim()).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const secret = await vendorSecret(first.database.db, 'casino', 'ALPHA');
    const publicKey = await first.app.inject({
      url: '/wps/system/publicKey',
      headers: { host: 'casino.test' },
    });
    await first.close();

    const second = await start(env);
    expect(second.database.masterKey.source).toEqual({
      kind: 'key file',
      path: keyFile,
      created: false,
    });
    expect(await readFile(keyFile, 'utf8')).toBe(key);
    expect(await vendorSecret(second.database.db, 'casino', 'ALPHA')).toBe(secret);
    const again = await second.app.inject({
      url: '/wps/system/publicKey',
      headers: { host: 'casino.test' },
    });
    expect(again.json()).toEqual(publicKey.json());
  });

  it('refuses to start with another master key than the one that sealed the database', async () => {
    const env = await environment();
    await (await start(env)).close();
    const other = { ...env, MASTER_KEY: Buffer.alloc(32, 1).toString('hex') };
    await expect(start(other)).rejects.toThrow(
      /sealed with master key [0-9a-f]{16}, but this platform's master key is [0-9a-f]{16}/,
    );
  });

  it('seals plain-text rows of an older version at start, and they keep working', async () => {
    const env = await environment();
    const pair = await generateKeyPair();
    const setup = await openConfiguredDatabase(loadConfig(env));
    try {
      await setup.migrate();
      await setup.db.insert(encryptionKeys).values({
        keyId: 'legacy-key',
        publicKey: pair.publicKey,
        privateKey: pair.privateKey,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      });
      await setup.db
        .insert(platformSecrets)
        .values({ name: 'seamless:casino:ALPHA', value: 'legacy' });
    } finally {
      await setup.close();
    }

    const platform = await start(env);
    const db = platform.database.db;
    const [stored] = await db.select().from(encryptionKeys);
    expect(stored).toMatchObject({ keyId: 'legacy-key', publicKey: pair.publicKey });
    expect(stored?.privateKey).toMatch(sealedForm);
    const [secretRow] = await db.select().from(platformSecrets);
    expect(secretRow?.value).toMatch(sealedForm);
    expect(await vendorSecret(db, 'casino', 'ALPHA')).toBe('legacy');

    // An `enc` login sealed for the old key still opens.
    await seedMember(db, 'casino', { username: 'oldtimer1', password: 'Secret123' });
    const client = testClient(platform.app, db, 'casino.test');
    const published = await client.get('/wps/system/publicKey');
    expect(published.json().value.keyId).toBe('legacy-key');
    const login = await client.sendSealed('POST', '/wps/session/login', {
      type: 'username',
      username: 'oldtimer1',
      password: 'Secret123',
      altcha: await client.altcha(),
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().value.token).toEqual(expect.any(String));
  });
});

describe('production mode', { timeout: 60_000 }, () => {
  it('refuses to start without MASTER_KEY, saying what to do', async () => {
    const env = await environment();
    const child = spawn(process.execPath, ['platform/main.ts'], {
      env: { ...process.env, ...env, NODE_ENV: 'production', MASTER_KEY: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A platform that starts anyway is stopped after a while, and the test fails.
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(timer);
    expect(stderr).toContain('MASTER_KEY is required when NODE_ENV=production');
    expect(stderr).toContain('openssl rand -base64 32');
    expect(code).toBe(2);
    // Nothing was created: no key file to fall back on.
    await expect(stat(join(env.DATA_DIR!, 'master.key'))).rejects.toThrow(/ENOENT/);
  });
});
