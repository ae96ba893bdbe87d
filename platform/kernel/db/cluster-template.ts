/**
 * A pre-initialised, migrated embedded cluster. A new PGlite data directory is made by `initdb`,
 * run in WebAssembly, then migrated: seconds of a first start, and much of its memory, since
 * WebAssembly memory never shrinks once grown. `npm run build` does both once and dumps the
 * cluster to `dist/pglite/cluster-<PGlite version>-<migrations digest>.tar`; a start on an empty
 * data directory loads that dump instead (`openDatabase`'s `template`) and finds the migrations
 * applied. The dump holds no data of any install: only what `initdb` writes and the migrations'
 * tables, no key, brand, catalog or row of content. Without the file, or for another PGlite or
 * other migrations, the start runs `initdb` and the migrations as before.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
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

/** Where the build keeps the dump of a migrated cluster for the installed PGlite. */
export function clusterTemplatePath(): string {
  return join(repoRoot, 'dist/pglite', `cluster-${pgliteVersion()}-${clusterDigest(true)}.tar`);
}

/** The built dump of a migrated cluster, or null when there is none for this PGlite and migrations. */
export function readClusterTemplate(file = clusterTemplatePath()): Blob | null {
  return existsSync(file) ? new Blob([readFileSync(file)]) : null;
}

/** Writes `dump` to `file`, aside first and then renamed, so no reader sees half of it. */
export async function writeDump(file: string, dump: Blob): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/**
 * The dump of a new cluster in memory, migrated when `migrated` (else as `initdb` left it). Its
 * data directory holds nothing else.
 */
export async function dumpNewCluster(migrated: boolean): Promise<Blob> {
  const handle = await openDatabase({ memory: true });
  try {
    if (migrated) await handle.migrate();
    if (handle.driver.kind !== 'pglite') throw new Error('a memory database is PGlite');
    return await handle.driver.client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/** Runs `initdb` and the migrations in memory and writes the dump of the cluster to `file`. */
export async function buildClusterTemplate(file = clusterTemplatePath()): Promise<void> {
  await writeDump(file, await dumpNewCluster(true));
}
