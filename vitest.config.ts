import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The files a worker runs share its loaded modules (each still renders its own app, or
      // builds its own platform and database): importing them again for every file was about
      // half of each suite's time. What that asks of a test: docs/architecture.md "Testing".
      isolate: false,
      // Test files at once. Vitest leaves a core to its main process by default (one worker on
      // 2 cores), but that process only gathers results: on 2 cores, two workers took the unit
      // suites from 132 s to 82 s and the integration suite on PGlite from 359 s to 186 s.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'core',
            include: [
              'schemas/**/*.test.ts',
              'engine/core/**/*.test.ts',
              'scripts/**/*.test.ts',
              'tests/unit/**/*.test.ts',
            ],
            environment: 'node',
            // A few tests start the brand checker as a process: room for a loaded machine.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            include: [
              'engine/**/*.test.tsx',
              'engine/{api,state,i18n,render,router}/**/*.test.ts',
              'widgets/**/*.test.{ts,tsx}',
              'app/**/*.test.{ts,tsx}',
              'tests/unit/**/*.test.tsx',
            ],
            environment: 'jsdom',
            setupFiles: ['tests/support/setup.tsx'],
            // Widget journeys of many steps in jsdom: room for a loaded machine.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            include: ['platform/**/*.test.ts'],
            exclude: ['platform/two-instance*.test.ts'],
            environment: 'node',
            testTimeout: 30_000,
            hookTimeout: 60_000,
            pool: 'forks',
          },
        },
        {
          extends: true,
          test: {
            // Two platforms on one PostgreSQL database (TEST_DATABASE_URL); .ci/run runs it.
            name: 'two-instance',
            include: ['platform/two-instance*.test.ts'],
            environment: 'node',
            // One file at a time: each runs two platforms whose jobs must run once per period.
            maxWorkers: 1,
            sequence: { groupOrder: 1 },
            testTimeout: 120_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  }),
);
