import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../../test/harness.ts';
import { pgliteTemplate } from '../../test/pglite-template.ts';
import { migrationProgress, openDatabase, resultRows } from './client.ts';
import { buildClusterTemplate, readClusterTemplate, writeDump } from './cluster-template.ts';

const cleanup: (() => Promise<void> | void)[] = [];

/** Every migration of this build, applied. */
async function knownMigrations() {
  const handle = await openDatabase({ memory: true, from: await pgliteTemplate(true) });
  try {
    return await migrationProgress(handle.db);
  } finally {
    await handle.close();
  }
}
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** The dump of a cluster holding one marked table, so a test can tell where a cluster came from. */
async function markedDump(mark: string): Promise<Blob> {
  const client = await PGlite.create({ loadDataDir: await pgliteTemplate(false) });
  try {
    await client.exec(`create table origin (mark text); insert into origin values ('${mark}')`);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function originOf(pgliteDir: string, template: Blob | null) {
  const handle = await openDatabase({ pgliteDir, template: () => template });
  try {
    const rows = resultRows(
      await handle.db.execute(sql`select to_regclass('origin')::text as name`),
    );
    if (!rows[0]?.name) return 'initdb';
    return String(resultRows(await handle.db.execute(sql`select mark from origin`))[0]?.mark);
  } finally {
    await handle.close();
  }
}

describe('the pre-initialised cluster', () => {
  it('starts an empty data directory from the dump, and never replaces a cluster', async () => {
    const dir = tempDir();
    cleanup.push(() => dir.dispose());
    const pgliteDir = join(dir.path, 'pglite');
    expect(await originOf(pgliteDir, await markedDump('first'))).toBe('first');
    expect(existsSync(join(pgliteDir, 'PG_VERSION'))).toBe(true);
    // The cluster on disk is resumed: another dump is not loaded over it, nor even read.
    expect(await originOf(pgliteDir, await markedDump('second'))).toBe('first');
    const read = vi.fn(() => null);
    await (await openDatabase({ pgliteDir, template: read })).close();
    expect(read).not.toHaveBeenCalled();
  });

  it('runs initdb when there is no dump', async () => {
    const dir = tempDir();
    cleanup.push(() => dir.dispose());
    expect(await originOf(join(dir.path, 'pglite'), null)).toBe('initdb');
  });

  it('is built as the dump of a migrated cluster, which a start loads as a fresh database', async () => {
    const dir = tempDir();
    cleanup.push(() => dir.dispose());
    const file = join(dir.path, 'dist', 'cluster.tar');
    expect(readClusterTemplate(file)).toBeNull();
    await buildClusterTemplate(file);
    const template = readClusterTemplate(file);
    expect(template?.size).toBeGreaterThan(0);
    const pgliteDir = join(dir.path, 'pglite');
    const handle = await openDatabase({ pgliteDir, template: () => template });
    // Every migration is in the dump already: the start has none to apply.
    expect(await migrationProgress(handle.db)).toEqual(await knownMigrations());
    // Nothing of an install is: no table holds a row.
    const tables = resultRows(
      await handle.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
      ),
    ).map((row) => String(row.name));
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      const [count] = resultRows(
        await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
      );
      expect(count?.n, table).toBe(0);
    }
    // Made by this start, so fresh (demo data is seeded); once reopened, no longer.
    expect(await handle.migrate()).toEqual({ fresh: true });
    await handle.close();
    const reopened = await openDatabase({ pgliteDir, template: () => template });
    cleanup.push(() => reopened.close());
    expect(await reopened.migrate()).toEqual({ fresh: false });
  });

  it('writes a dump whole or not at all', async () => {
    const dir = tempDir();
    cleanup.push(() => dir.dispose());
    const file = join(dir.path, 'nested', 'dump.tar');
    await writeDump(file, new Blob(['abc']));
    expect(await readClusterTemplate(file)?.text()).toBe('abc');
    expect(existsSync(`${file}.${process.pid}`)).toBe(false);
  });
});
