import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Port and data directory of the platform the e2e tests start (fresh for every run). */
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `storefront-e2e-${e2ePort}`);

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
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'royal', use: { baseURL: `http://localhost:${e2ePort}` } },
    { name: 'lucky', use: { baseURL: `http://lucky.localhost:${e2ePort}` } },
  ],
  webServer: {
    command: `rm -rf "${e2eDataDir}" && node platform/main.ts`,
    url: `http://localhost:${e2ePort}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    env: {
      PORT: String(e2ePort),
      HOST: 'localhost',
      DATA_DIR: e2eDataDir,
      GEOIP_LOCAL_COUNTRY: 'PH',
      SEED_DEMO: 'true',
      // As behind a load balancer: the captcha test fails logins from an address of its own.
      TRUST_PROXY: 'true',
    },
  },
});
