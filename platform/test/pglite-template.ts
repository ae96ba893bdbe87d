/**
 * A prepared embedded database for tests. Starting PGlite runs `initdb` in WebAssembly, which
 * takes seconds, and every test file opens at least one database; so the first test to need
 * one makes it once (migrated, or only initialised), dumps its data directory to a file in the
 * temp folder, and every later test on the machine starts from that dump in a fraction of the
 * time. The file's name carries a digest of the PGlite version and of the migrations, so a new
 * migration or PGlite release makes a new template.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder, openDatabase } from '../kernel/db/client.ts';
import { pgliteVersion, writeDump } from '../kernel/db/cluster-template.ts';

/** Every file under `dir`, by path, sorted (the migrations and their journal). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function templateFile(migrated: boolean): string {
  const digest = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  if (migrated) for (const file of filesUnder(migrationsFolder)) digest.update(readFileSync(file));
  const kind = migrated ? 'migrated' : 'empty';
  return join(tmpdir(), `pglite-template-${kind}-${digest.digest('hex').slice(0, 16)}.tar`);
}

/** The dumped data directory of a fresh database, `migrated` or only initialised. */
export async function pgliteTemplate(migrated: boolean): Promise<Blob> {
  const file = templateFile(migrated);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const handle = await openDatabase({ memory: true });
  try {
    if (migrated) await handle.migrate();
    if (handle.driver.kind !== 'pglite') throw new Error('a memory database is PGlite');
    const dump = await handle.driver.client.dumpDataDir('none');
    // Test files running in parallel never read half a template.
    await writeDump(file, dump);
    return dump;
  } finally {
    await handle.close();
  }
}
