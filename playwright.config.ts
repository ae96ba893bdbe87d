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
  // Operator commands (maintenance, region restriction) change what every page shows, so the
  // tests run one at a time against one server.
  workers: 1,
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
      use: { baseURL: `http://localhost:${e2ePort}` },
    },
    {
      name: 'lucky',
      testIgnore: clockSpecs,
      use: { baseURL: `http://lucky.localhost:${e2ePort}` },
    },
    {
      name: 'royal-clock',
      testMatch: clockSpecs,
      use: { baseURL: `http://localhost:${e2eClockPort}` },
    },
    {
      name: 'lucky-clock',
      testMatch: clockSpecs,
      use: { baseURL: `http://lucky.localhost:${e2eClockPort}` },
    },
  ],
  webServer: [
    platformServer(e2ePort, e2eDataDir),
    platformServer(e2eClockPort, e2eClockDataDir, { TEST_CLOCK: 'true' }),
  ],
});
