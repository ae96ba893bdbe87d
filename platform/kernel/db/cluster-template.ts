/**
 * A pre-initialised, migrated embedded cluster. A new PGlite data directory is made by `initdb`,
 * run in WebAssembly, then migrated: seconds of a first start, and much of its memory, since
 * WebAssembly memory never shrinks once grown. `npm run build` does both once and leaves the
 * shut-down cluster in `dist/pglite/cluster-<PGlite version>-<migrations digest>/`; a start on
 * an empty data directory copies its files instead (`openDatabase`'s `template`) and finds the
 * migrations applied. It holds no data of any install: only what `initdb` writes and the
 * migrations' tables, no key, brand, catalog or row of content. Without it, or for another PGlite
 * or other migrations, the start runs `initdb` and the migrations as before.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths.ts';
import { migrationsFolder, openDatabase } from './client.ts';

/** The installed PGlite's version: a dump is only loaded by the version that made it. */
export function pgliteVersion(): string {
  const file = join(repoRoot, 'node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Every file under `dir`, by path, sorted (the migrations and their journal). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A digest of the installed PGlite's version and, when `migrated`, of every migration: a dump
 * made by another PGlite or before a migration changed is never loaded.
 */
export function clusterDigest(migrated: boolean): string {
  const digest = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  if (migrated) for (const file of filesUnder(migrationsFolder)) digest.update(readFileSync(file));
  return digest.digest('hex').slice(0, 16);
}

/** Where the build keeps the migrated cluster for the installed PGlite and migrations. */
export function clusterTemplatePath(): string {
  return join(repoRoot, 'dist/pglite', `cluster-${pgliteVersion()}-${clusterDigest(true)}`);
}

/**
 * The build's migrated cluster for this PGlite and migrations, as a directory to copy, or null
 * when there is none (a platform run from the sources without a build, or an older build).
 */
export function clusterTemplate(dir = clusterTemplatePath()): string | null {
  return existsSync(join(dir, 'PG_VERSION')) ? dir : null;
}

/**
 * Runs `initdb` and the migrations in a data directory of its own, shuts the cluster down and
 * puts it at `dir`: aside first and then renamed, so no start copies half of it.
 */
export async function buildClusterTemplate(dir = clusterTemplatePath()): Promise<void> {
  const partial = `${dir}.${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  const handle = await openDatabase({ pgliteDir: partial });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
}
