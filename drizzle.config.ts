import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --name <change>` writes a new SQL migration into
// platform/db/migrations from platform/db/schema.ts and the modules' tables; the platform applies them at start.
// Statement breakpoints stay on: PGlite runs one statement per query.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './platform/db/schema.ts',
    './platform/kernel/jobs/tables.ts',
    './platform/modules/ledger/tables.ts',
  ],
  out: './platform/db/migrations',
  breakpoints: true,
});
