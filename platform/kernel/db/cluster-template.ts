/**
 * A pre-initialised embedded cluster. A new PGlite data directory is made by `initdb`, run in
 * WebAssembly: seconds of a first start, and much of its memory, since WebAssembly memory
 * never shrinks once grown. `npm run build` runs `initdb` once and dumps the empty cluster to
 * `dist/pglite/cluster-<PGlite version>.tar`; a start on an empty data directory loads that
 * dump instead (`openDatabase`'s `template`). The dump holds no data of any install: no
 * migration, key or brand, only what `initdb` writes. Without the file, or for another PGlite
 * version, the start runs `initdb` as before.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { repoRoot } from '../paths.ts';

/** The installed PGlite's version: a dump is only loaded by the version that made it. */
export function pgliteVersion(): string {
  const file = join(repoRoot, 'node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Where the build keeps the dump of an initialised cluster for the installed PGlite. */
export function clusterTemplatePath(): string {
  return join(repoRoot, 'dist/pglite', `cluster-${pgliteVersion()}.tar`);
}

/** The built dump of an initialised cluster, or null when there is none for this PGlite. */
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

/** Runs `initdb` in memory and writes the dump of the empty cluster to `file`. */
export async function buildClusterTemplate(file = clusterTemplatePath()): Promise<void> {
  const client = await PGlite.create();
  try {
    await writeDump(file, await client.dumpDataDir('none'));
  } finally {
    await client.close();
  }
}
