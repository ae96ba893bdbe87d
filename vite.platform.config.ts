import { defineConfig } from 'vite';

/**
 * The platform bundled (`npm run build:platform`, part of `npm run build`): `dist/platform/main.js`,
 * what `npm start`, the e2e tests and the benchmark run, and `dist/platform/cli.js`, the operator
 * CLI the e2e tests run. The two share one chunk with the platform's code. Loading it is a few
 * modules instead of about 1,100 (the project's, drizzle-orm's, AJV's, Fastify's...), which took
 * about a second of every start, and about two of every operator command (ADR 0008, amended).
 * Development (`npm run dev`), the unit and integration tests and `npm run operator` run the
 * sources.
 *
 * Not the storefront's config: no React, Lingui or chunk rules. PGlite stays a package (it
 * loads its WebAssembly and data files from beside its own modules), and so does argon2 (a
 * native addon); the server-render build is loaded at run time from `dist/server/`.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  ssr: {
    noExternal: true,
    external: ['@electric-sql/pglite', '@node-rs/argon2'],
    target: 'node',
  },
  build: {
    ssr: true,
    rollupOptions: {
      input: { main: 'platform/main.ts', cli: 'platform/cli.ts' },
      output: { chunkFileNames: '[name]-[hash].js' },
    },
    outDir: 'dist/platform',
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
  },
});
