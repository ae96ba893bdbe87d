/**
 * pg-boss on the platform's own database connection: PGlite through pg-boss's PGlite adapter
 * (multi-statement SQL without parameters goes to `exec`, the rest to `query`), PostgreSQL
 * through the shared pool, so the runner adds no connections of its own.
 */
import { fromPglite, PgBoss, type Db } from 'pg-boss';
import type { DatabaseDriver } from '../db/client.ts';

/** The schema pg-boss keeps its tables in. */
export const bossSchema = 'pgboss';

/** pg-boss's view of the platform database. */
export function bossDatabase(driver: DatabaseDriver): Db {
  if (driver.kind === 'pglite') return fromPglite(driver.client);
  const { pool } = driver;
  // node-postgres sends a query without values over the simple protocol, which accepts the
  // multi-statement blocks pg-boss uses for its migrations and locked sections.
  return { executeSql: (text, values) => pool.query(text, values) };
}

/**
 * A pg-boss instance on `driver`. It never schedules (the runner does, from the platform clock)
 * and, unless `supervise` is on, runs no maintenance timers, which tests want.
 */
export function createBoss(driver: DatabaseDriver, options: { supervise: boolean }): PgBoss {
  return new PgBoss({
    db: bossDatabase(driver),
    backend: driver.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: bossSchema,
    schedule: false,
    supervise: options.supervise,
    migrate: true,
  });
}
