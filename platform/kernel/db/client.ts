/**
 * Opens the platform database: embedded PGlite by default (a directory on disk, or memory for
 * tests), PostgreSQL when a URL is given. Both sit behind one Drizzle type, so services never
 * know which one runs.
 */
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { repoRoot } from '../paths.ts';
import { boundedPoolClose } from './pool-close.ts';

/**
 * The Drizzle database every service works on, whichever engine is underneath. Services query
 * their module's tables with the query builder; the client itself knows no table, so the
 * kernel depends on no module.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/**
 * The driver under Drizzle, for the few libraries that speak SQL themselves (the job runner's
 * pg-boss): the embedded PGlite instance, or the PostgreSQL pool.
 */
export type DatabaseDriver =
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

/**
 * How every embedded cluster starts: PGlite's own start parameters, with PostgreSQL's shared
 * buffer pool at 16 MB instead of the 128 MB `initdb` writes. PGlite's WebAssembly touches the
 * whole pool when it starts, and WebAssembly memory is never given back, so each megabyte of
 * the pool is a megabyte resident for the life of the process (128 MB: the memory grew from
 * 128 to 189 MB before the first query). Reads the pool misses are served by the operating
 * system's page cache; the lobby answers from the platform's own memory (ADR 0031).
 */
export const pgliteOptions = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * Copies the shut-down cluster in `template` into the empty `dir` (the kernel copies each file;
 * nothing passes through this process's memory), owner-only and writable whatever the
 * template's own modes. `PG_VERSION` comes last: a start stopped half-way leaves a directory
 * without it, which the next start fills again.
 */
export function copyCluster(template: string, dir: string): void {
  const marker = join(template, 'PG_VERSION');
  const copyFile = (from: string, to: string) => {
    copyFileSync(from, to);
    chmodSync(to, 0o600);
  };
  const copyDir = (from: string, to: string) => {
    mkdirSync(to, { recursive: true, mode: 0o700 });
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      const source = join(from, entry.name);
      if (entry.isDirectory()) copyDir(source, join(to, entry.name));
      else if (source !== marker) copyFile(source, join(to, entry.name));
    }
  };
  copyDir(template, dir);
  copyFile(marker, join(dir, 'PG_VERSION'));
}

/** Where the generated SQL migrations live. */
export const migrationsFolder = join(repoRoot, 'platform/kernel/db/migrations');

/**
 * Any key shared by every instance: it names the advisory lock that serialises the set-up
 * work of instances starting together (migrations, the job queue's own install).
 */
const setupLockKey = 7_305_114_221;

/** An open database. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The same connection(s) Drizzle uses. */
  driver: DatabaseDriver;
  /** Human-readable location (a directory, `memory`, or the URL without its password). */
  location: string;
  /**
   * Applies pending migrations. `fresh` is true when the database had none applied before, or,
   * on PGlite, when this start made its data directory (from the build's migrated cluster,
   * `cluster-template.ts`): the moment to seed demo data. On PostgreSQL an advisory lock makes concurrent
   * instances wait for each other, so only one of them migrates (and sees `fresh`).
   * `migrationsFolder` replaces the platform's own (a test stops at an older migration).
   */
  migrate(options?: { migrationsFolder?: string }): Promise<{ fresh: boolean }>;
  /**
   * Runs `work` while no other instance runs its own set-up work: on PostgreSQL under a
   * session-level advisory lock held on a connection of its own, so `work` may use the pool
   * and still see everything the previous holder committed; on PGlite (one process) at once.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Where to open the database. */
export type DatabaseTarget =
  | { databaseUrl: string; /** Connections of the pool (default 10). */ poolSize?: number }
  | {
      pgliteDir: string;
      /**
       * Finds a shut-down cluster (the build's, migrated: `cluster-template.ts`) whose files
       * start an empty directory, instead of `initdb`, or answers null when there is none.
       * Called only when the directory holds no cluster yet.
       */
      template?: () => string | null;
    }
  | {
      memory: true;
      /** A dumped data directory to start from (tests start from a prepared template). */
      from?: Blob;
    };

/**
 * The rows of a raw `execute` result. PGlite and node-postgres both answer `{ rows }`, but the
 * shared Drizzle type cannot name it, so it is checked here once.
 */
export function resultRows(result: unknown): Record<string, unknown>[] {
  const rows =
    typeof result === 'object' && result !== null ? (result as { rows?: unknown }).rows : undefined;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

async function appliedMigrations(db: Database): Promise<number> {
  const [table] = resultRows(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!table?.name) return 0;
  const [count] = resultRows(
    await db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`),
  );
  return Number(count?.n ?? 0);
}

/** How many migrations the database has applied, of those this build knows. */
export async function migrationProgress(db: Database): Promise<{ applied: number; known: number }> {
  const journal = JSON.parse(
    await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return { applied: await appliedMigrations(db), known: journal.entries.length };
}

/** Hides the password of a connection URL for logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparseable URL)';
  }
}

/** Opens the database at `target`. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: target.poolSize ?? 10 });
    // A client that loses its connection emits an error; without a listener it would crash
    // the process. The pool listens only while a client is idle, so every client gets a
    // listener of its own for the time it is checked out (in a transaction, say): the query
    // in flight fails on its own, and the pool replaces the client on the next one.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const closePool = boundedPoolClose(pool);
    const nodeDb = drizzleNodePg({ client: pool });
    const db: Database = nodeDb;
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [setupLockKey]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [setupLockKey]);
        }
      } finally {
        client.release();
      }
    };
    return {
      db,
      kind: 'postgres',
      driver: { kind: 'postgres', pool },
      location: redactUrl(target.databaseUrl),
      // Only one instance migrates (and sees `fresh`); the others wait, then find nothing to do.
      migrate: (options = {}) =>
        exclusive(async () => {
          const before = await appliedMigrations(db);
          await migrateNodePg(nodeDb, {
            migrationsFolder: options.migrationsFolder ?? migrationsFolder,
          });
          return { fresh: before === 0 };
        }),
      exclusive,
      async close() {
        const { ended, abandoned } = await closePool();
        if (ended > 0)
          process.emitWarning(
            `Closing the database: ended ${ended} connection(s) whose query did not finish` +
              (abandoned > 0 ? `; ${abandoned} never came back and were left open` : ''),
          );
      },
    };
  }

  let client: PGlite;
  let location: string;
  /** Whether this start made the data directory: its cluster holds no data of anyone's yet. */
  let created = false;
  if ('pgliteDir' in target) {
    mkdirSync(target.pgliteDir, { recursive: true, mode: 0o700 });
    created = !existsSync(join(target.pgliteDir, 'PG_VERSION'));
    const template = created ? target.template?.() : null;
    if (template) copyCluster(template, target.pgliteDir);
    client = await PGlite.create(target.pgliteDir, pgliteOptions);
    location = target.pgliteDir;
  } else if ('memory' in target && target.from) {
    client = await PGlite.create({ ...pgliteOptions, loadDataDir: target.from });
    location = 'memory';
  } else {
    client = await PGlite.create(pgliteOptions);
    location = 'memory';
  }
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    location,
    async migrate(options = {}) {
      const before = await appliedMigrations(db);
      await migratePglite(db, { migrationsFolder: options.migrationsFolder ?? migrationsFolder });
      return { fresh: created || before === 0 };
    },
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}
