import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths.ts';
import { ConfigError, loadConfig } from './config.ts';

const hexKey = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: join(repoRoot, '.data'),
      databaseUrl: undefined,
      pgliteDir: join(repoRoot, '.data/pglite'),
      brandsDir: join(repoRoot, 'brands'),
      storefrontDir: join(repoRoot, 'dist/storefront'),
      trustProxy: false,
      geoipLocalCountry: 'PH',
      adminSocket: join(repoRoot, '.data/admin.sock'),
      seedDemo: true,
      hsts: false,
      logLevel: 'info',
      jobsIntervalSeconds: 10,
      databasePoolSize: 10,
      production: false,
      masterKey: undefined,
      masterKeyFile: join(repoRoot, '.data/master.key'),
      testClock: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/data',
      DATABASE_URL: 'postgres://app@db:5432/casino',
      BRANDS_DIR: '/srv/brands',
      STOREFRONT_DIR: '/srv/www',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16',
      GEOIP_LOCAL_COUNTRY: 'sg',
      SEED_DEMO: 'false',
      HSTS: 'yes',
      LOG_LEVEL: 'debug',
      JOBS_INTERVAL_SECONDS: '0',
      DATABASE_POOL_SIZE: '40',
      NODE_ENV: 'production',
      MASTER_KEY: hexKey,
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/data',
      pgliteDir: '/srv/data/pglite',
      adminSocket: '/srv/data/admin.sock',
      databaseUrl: 'postgres://app@db:5432/casino',
      brandsDir: '/srv/brands',
      storefrontDir: '/srv/www',
      trustProxy: ['10.0.0.1', '10.1.0.0/16'],
      geoipLocalCountry: 'SG',
      seedDemo: false,
      hsts: true,
      logLevel: 'debug',
      jobsIntervalSeconds: 0,
      databasePoolSize: 40,
      production: true,
      masterKeyFile: '/srv/data/master.key',
    });
    expect(config.masterKey?.toText()).toBe(Buffer.from(hexKey, 'hex').toString('base64'));
    expect(loadConfig({ TRUST_PROXY: 'true', ADMIN_SOCKET: '/run/casino.sock' })).toMatchObject({
      trustProxy: true,
      adminSocket: '/run/casino.sock',
    });
  });

  it('reports every bad variable at once, naming the value', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        TRUST_PROXY: 'proxy.local',
        GEOIP_LOCAL_COUNTRY: 'PHL',
        SEED_DEMO: 'maybe',
        LOG_LEVEL: 'loud',
        JOBS_INTERVAL_SECONDS: '1.5',
        DATABASE_POOL_SIZE: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(8);
    expect(problems.join('\n')).toMatch(/PORT .*"eighty"/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL/);
    expect(problems.join('\n')).toMatch(/TRUST_PROXY .*proxy\.local/);
    expect(problems.join('\n')).toMatch(/JOBS_INTERVAL_SECONDS .*"1\.5"/);
    expect(problems.join('\n')).toMatch(/GEOIP_LOCAL_COUNTRY .*"PHL"/);
    expect(problems.join('\n')).toMatch(/SEED_DEMO .*"maybe"/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL .*"loud"/);
    expect(problems.join('\n')).toMatch(/DATABASE_POOL_SIZE .*from 1 to 500 .*"0"/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('takes MASTER_KEY as base64, URL-safe base64 or hex of 32 bytes, and never prints it', () => {
    const bytes = Buffer.from(hexKey, 'hex');
    const ids = [
      hexKey,
      hexKey.toUpperCase(),
      bytes.toString('base64'),
      bytes.toString('base64url'),
    ].map((MASTER_KEY) => loadConfig({ MASTER_KEY }).masterKey?.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{16}$/);
    const config = loadConfig({ MASTER_KEY: hexKey });
    expect(JSON.stringify(config)).not.toContain(hexKey);
    expect(JSON.stringify(config)).not.toContain(bytes.toString('base64'));

    for (const bad of [
      'short',
      hexKey.slice(2),
      `${hexKey}00`,
      Buffer.alloc(31).toString('base64'),
    ]) {
      let error: unknown;
      try {
        loadConfig({ MASTER_KEY: bad });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toMatch(/MASTER_KEY must be 32 bytes written as base64 .* or hex/);
      expect(message).not.toContain(bad);
    }
  });

  it('refuses production mode (NODE_ENV=production) without MASTER_KEY, saying what to do', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', MASTER_KEY: ' ' })).toThrow(
      /MASTER_KEY is required when NODE_ENV=production.*openssl rand -base64 32/,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', MASTER_KEY: hexKey }).production).toBe(true);
  });

  it('turns the test clock on with TEST_CLOCK, never in production', () => {
    expect(loadConfig({ TEST_CLOCK: 'true' }).testClock).toBe(true);
    expect(loadConfig({ TEST_CLOCK: 'off' }).testClock).toBe(false);
    expect(() => loadConfig({ TEST_CLOCK: 'sometimes' })).toThrow(
      /TEST_CLOCK must be true or false \(got "sometimes"\)/,
    );
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', MASTER_KEY: hexKey, TEST_CLOCK: '1' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'TEST_CLOCK cannot be on in production (NODE_ENV=production).',
    ]);
    expect(
      loadConfig({ NODE_ENV: 'production', MASTER_KEY: hexKey, TEST_CLOCK: 'false' }).testClock,
    ).toBe(false);
  });
});
