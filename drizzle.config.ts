import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --name <change>` writes a new SQL migration into
// platform/kernel/db/migrations from every tables file of the kernel and the modules; the
// platform applies them at start.
// Statement breakpoints stay on: PGlite runs one statement per query.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./platform/kernel/**/tables.ts', './platform/modules/**/tables.ts'],
  out: './platform/kernel/db/migrations',
  breakpoints: true,
});
