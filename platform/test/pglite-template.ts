/**
 * A prepared embedded database for tests. Starting PGlite runs `initdb` in WebAssembly, which
 * takes seconds, and every test file opens at least one database; so the first test to need
 * one makes it once (migrated, or only initialised), dumps its data directory to a file in the
 * temp folder, and every later test on the machine starts from that dump in a fraction of the
 * time. The file's name carries a digest of the PGlite version and of the migrations, so a new
 * migration or PGlite release makes a new template.
 */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clusterDigest, dumpNewCluster, writeDump } from '../kernel/db/cluster-template.ts';

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
