import { defineConfig } from '@lingui/cli';

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
  format: 'po',
  orderBy: 'messageId',
});
