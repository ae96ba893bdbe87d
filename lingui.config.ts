import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'tl'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/app', '<rootDir>/engine', '<rootDir>/widgets'],
      exclude: [
        '**/*.test.*',
        '**/*.stories.*',
        '**/node_modules/**',
        '**/*.generated.*',
        '**/*.d.ts',
      ],
    },
  ],
  // File origins without line numbers, so editing code does not churn the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
