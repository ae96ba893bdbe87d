import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtPlatformArgs } from './scripts/built-platform.ts';

/** Port and data directory of the platform the e2e tests start (fresh for every run). */
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `storefront-e2e-${e2ePort}`);
/**
 * The second platform, for timed tests (`*.clock.spec.ts`): started with TEST_CLOCK=true, so
 * moving its time forward never disturbs the tests on the first one.
 */
const e2eClockPort = e2ePort + 1;
/** The data directory (and operator socket) of the second platform. */
export const e2eClockDataDir = `${e2eDataDir}-clock`;

/** Timed tests run on the second platform only. */
const clockSpecs = /.*\.clock\.spec\.ts/;
/**
 * The tag of a test that changes what every page of a brand shows (maintenance, a region
 * restriction, an announcement): such tests run after all the others, one at a time.
 */
const brandWide = /@brand-wide/;

/** A fresh platform on `port` with its data (and its operator socket) in `dataDir`. */
function platformServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    // The platform as `npm start` runs it: the build's bundle (`npm run test:e2e` builds first).
    command: `rm -rf "${dataDir}" && node ${builtPlatformArgs.join(' ')}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    env: {
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      // Each platform's operator socket in its own data dir, whatever the shell sets.
      ADMIN_SOCKET: join(dataDir, 'admin.sock'),
      GEOIP_LOCAL_COUNTRY: 'PH',
      SEED_DEMO: 'true',
      // As behind a load balancer: the captcha test fails logins from an address of its own.
      TRUST_PROXY: 'true',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // The run ends with `ledger verify` on the platform's database.
  globalTeardown: './tests/e2e/global-teardown.ts',
  // Two test files at a time (each file's tests in order, in one worker; about 17 minutes
  // instead of 22 on 2 cores; E2E_WORKERS=1 runs one test at a time): each test registers
  // members of its own, what every page shows is changed only by the @brand-wide tests, which
  // run alone at the end, and the clock only by the clock tests, one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    launchOptions: {
      // Playwright cannot download browsers here: use Debian's chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // A trace records every test (DOM snapshots and a screencast) to keep the failing ones: about
    // a third of the suite's time on 2 cores. CI keeps only what the run prints, so it records
    // none; a developer's run keeps the failing tests' traces (`npx playwright show-trace`).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'royal',
      testIgnore: clockSpecs,
      grepInvert: brandWide,
      use: { baseURL: `http://localhost:${e2ePort}` },
    },
    {
      name: 'lucky',
      testIgnore: clockSpecs,
      grepInvert: brandWide,
      use: { baseURL: `http://lucky.localhost:${e2ePort}` },
    },
    // One test at a time (`workers: 1`), one brand after the other: maintenance of one brand is
    // checked from the other brand's site too.
    {
      name: 'royal-brand-wide',
      testIgnore: clockSpecs,
      grep: brandWide,
      dependencies: ['royal', 'lucky'],
      workers: 1,
      use: { baseURL: `http://localhost:${e2ePort}` },
    },
    {
      name: 'lucky-brand-wide',
      testIgnore: clockSpecs,
      grep: brandWide,
      dependencies: ['royal-brand-wide'],
      workers: 1,
      use: { baseURL: `http://lucky.localhost:${e2ePort}` },
    },
    // The clock tests move the second platform's clock: one at a time, one brand after the other.
    {
      name: 'royal-clock',
      testMatch: clockSpecs,
      workers: 1,
      use: { baseURL: `http://localhost:${e2eClockPort}` },
    },
    {
      name: 'lucky-clock',
      testMatch: clockSpecs,
      dependencies: ['royal-clock'],
      workers: 1,
      use: { baseURL: `http://lucky.localhost:${e2eClockPort}` },
    },
  ],
  webServer: [
    platformServer(e2ePort, e2eDataDir),
    platformServer(e2eClockPort, e2eClockDataDir, { TEST_CLOCK: 'true' }),
  ],
});
