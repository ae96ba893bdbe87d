import { chmodSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../../test/harness.ts';
import { pgliteTemplate } from '../../test/pglite-template.ts';
import { copyCluster, migrationProgress, openDatabase, resultRows } from './client.ts';
import { buildClusterTemplate, clusterTemplate } from './cluster-template.ts';

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

/**
 * A shut-down cluster in a directory of its own, holding one marked table, so a test can tell
 * where a cluster came from.
 */
async function markedCluster(mark: string): Promise<string> {
  const dir = tempDir();
  cleanup.push(() => dir.dispose());
  const client = await PGlite.create(dir.path, { loadDataDir: await pgliteTemplate(false) });
  try {
    await client.exec(`create table origin (mark text); insert into origin values ('${mark}')`);
  } finally {
    await client.close();
  }
  return dir.path;
}

async function originOf(pgliteDir: string, template: string | null) {
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
  it('starts an empty data directory from the template, and never replaces a cluster', async () => {
    const dir = tempDir();
    cleanup.push(() => dir.dispose());
    const pgliteDir = join(dir.path, 'pglite');
    const first = await markedCluster('first');
    expect(await originOf(pgliteDir, first)).toBe('first');
    expect(existsSync(join(pgliteDir, 'PG_VERSION'))).toBe(true);
    // The template is copied, not moved or changed.
    expect(clusterTemplate(first)).toBe(first);
    // The cluster on disk is resumed: another template is not copied over it, nor even looked for.
    expect(await originOf(pgliteDir, await markedCluster('second'))).toBe('first');
    const find = vi.fn(() => null);
    await (await openDatabase({ pgliteDir, template: find })).close();
    expect(find).not.toHaveBeenCalled();
  });

  it('fills again a directory that a start stopped half-way through copying', async () => {
    const dir = tempDir();
    cleanup.push(() => dir.dispose());
    const pgliteDir = join(dir.path, 'pglite');
    const template = await markedCluster('whole');
    await (await openDatabase({ pgliteDir, template: () => template })).close();
    // What a start stopped during the copy leaves: some files, and no PG_VERSION (copied last).
    rmSync(join(pgliteDir, 'PG_VERSION'));
    rmSync(join(pgliteDir, 'base'), { recursive: true });
    expect(await originOf(pgliteDir, template)).toBe('whole');
  });

  it('copies a read-only template into owner-only files it can write', async () => {
    const dir = tempDir();
    cleanup.push(() => dir.dispose());
    const template = await markedCluster('read-only');
    const entries = (root: string) =>
      readdirSync(root, { recursive: true, withFileTypes: true }).map((entry) => ({
        path: join(entry.parentPath, entry.name),
        file: entry.isFile(),
      }));
    // Packaged without write bits, and readable by anyone.
    for (const { path, file } of entries(template)) chmodSync(path, file ? 0o444 : 0o755);
    const pgliteDir = join(dir.path, 'pglite');
    copyCluster(template, pgliteDir);
    const copied = entries(pgliteDir);
    expect(copied.length).toBe(entries(template).length);
    for (const { path, file } of copied)
      expect(statSync(path).mode & 0o777, path).toBe(file ? 0o600 : 0o700);
    const handle = await openDatabase({ pgliteDir });
    try {
      await handle.db.execute(sql`insert into origin values ('written')`);
      const [count] = resultRows(
        await handle.db.execute(sql`select count(*)::int as n from origin`),
      );
      expect(count?.n).toBe(2);
    } finally {
      await handle.close();
    }
  });

  it('runs initdb when there is no template', async () => {
    const dir = tempDir();
    cleanup.push(() => dir.dispose());
    expect(await originOf(join(dir.path, 'pglite'), null)).toBe('initdb');
  });

  it('is built as a migrated cluster, which a start copies as a fresh database', async () => {
    const dir = tempDir();
    cleanup.push(() => dir.dispose());
    const built = join(dir.path, 'dist', 'cluster');
    expect(clusterTemplate(built)).toBeNull();
    await buildClusterTemplate(built);
    expect(clusterTemplate(built)).toBe(built);
    expect(existsSync(`${built}.${process.pid}`)).toBe(false);
    const pgliteDir = join(dir.path, 'pglite');
    const handle = await openDatabase({ pgliteDir, template: () => built });
    // Every migration is in the template already: the start has none to apply.
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
    const reopened = await openDatabase({ pgliteDir, template: () => built });
    cleanup.push(() => reopened.close());
    expect(await reopened.migrate()).toEqual({ fresh: false });
  });
});
