/**
 * A prepared embedded database for tests. Starting PGlite runs `initdb` in WebAssembly, which
 * takes seconds, and every test file opens at least one database; so the first test to need
 * one makes it once (migrated, or only initialised), dumps its data directory to a file in the
 * temp folder, and every later test on the machine starts from that dump in a fraction of the
 * time. The file's name carries a digest of the PGlite version and of the migrations, so a new
 * migration or PGlite release makes a new template.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openDatabase } from '../kernel/db/client.ts';
import { clusterDigest } from '../kernel/db/cluster-template.ts';

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
async function dumpNewCluster(migrated: boolean): Promise<Blob> {
  const handle = await openDatabase({ memory: true });
  try {
    if (migrated) await handle.migrate();
    if (handle.driver.kind !== 'pglite') throw new Error('a memory database is PGlite');
    return await handle.driver.client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

function templateFile(migrated: boolean): string {
  const kind = migrated ? 'migrated' : 'empty';
  return join(tmpdir(), `pglite-template-${kind}-${clusterDigest(migrated)}.tar`);
}

/** The dumped data directory of a fresh database, `migrated` or only initialised. */
export async function pgliteTemplate(migrated: boolean): Promise<Blob> {
  const file = templateFile(migrated);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const dump = await dumpNewCluster(migrated);
  // Test files running in parallel never read half a template.
  await writeDump(file, dump);
  return dump;
}
