import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import { listAnnouncements, postAnnouncement } from '../../modules/content/index.ts';
import { openTestDatabase, tempDir, testStart, type TestDatabase } from '../../test/harness.ts';
import { sql } from 'drizzle-orm';
import { openDatabase, redactUrl, resultRows } from './client.ts';
import { poolCloseGraceMs } from './pool-close.ts';

const clock = manualClock(testStart);
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe('migrations', () => {
  it('create the tables once and report a fresh database only the first time', async () => {
    const database = await openTestDatabase({ migrate: false });
    cleanup.push(() => database.dispose());
    expect(await database.handle.migrate()).toEqual({ fresh: true });
    expect(await database.handle.migrate()).toEqual({ fresh: false });
    const row = await postAnnouncement(database.handle.db, clock, {
      type: 'PL',
      title: 'Kept',
      content: 'c',
    });
    expect(row.id).toBe(1);
  });

  it('keep an embedded database on disk across restarts', async () => {
    const dir = tempDir();
    cleanup.push(() => dir.dispose());
    const target = { pgliteDir: join(dir.path, 'pglite') };
    const first = await openDatabase(target);
    expect(first.kind).toBe('pglite');
    expect(await first.migrate()).toEqual({ fresh: true });
    await postAnnouncement(first.db, clock, { type: 'PL', title: 'Persisted', content: 'c' });
    await first.close();
    const second = await openDatabase(target);
    cleanup.push(() => second.close());
    expect(await second.migrate()).toEqual({ fresh: false });
    expect((await listAnnouncements(second.db)).map((r) => r.title)).toEqual(['Persisted']);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'never run twice when several PostgreSQL instances start together',
    async () => {
      const database: TestDatabase = await openTestDatabase({ migrate: false });
      cleanup.push(() => database.dispose());
      const others = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: database.url! })),
      );
      cleanup.push(async () => {
        for (const other of others) await other.close();
      });
      const results = await Promise.all([database.handle, ...others].map((h) => h.migrate()));
      expect(results.filter((r) => r.fresh)).toHaveLength(1);
      expect(await listAnnouncements(others[0]!.db)).toEqual([]);
    },
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('closing a PostgreSQL database', () => {
  it('ends a query that does not finish, instead of waiting for it forever', async () => {
    const database = await openTestDatabase();
    cleanup.push(() => database.dispose());
    const handle = await openDatabase({ databaseUrl: database.url! });
    // A query that holds its connection far longer than any test: as one blocked behind a
    // lock, or sent down a connection whose server went away unnoticed.
    const stuck = handle.db.execute(sql`select pg_sleep(600)`).then(
      () => 'finished',
      () => 'failed',
    );
    await expect
      .poll(
        async () =>
          resultRows(
            await database.handle.db.execute(
              sql`select count(*)::int as n from pg_stat_activity where query like 'select pg_sleep(600)%'`,
            ),
          )[0]?.n,
      )
      .toBe(1);
    const started = Date.now();
    await handle.close();
    expect(Date.now() - started).toBeLessThan(poolCloseGraceMs * 2);
    expect(await stuck).toBe('failed');
  }, 30_000);
});

describe('redactUrl', () => {
  it('hides the password of a connection URL', () => {
    expect(redactUrl('postgres://app:secret@db:5432/casino')).toBe(
      'postgres://app:***@db:5432/casino',
    );
    expect(redactUrl('postgres://app@db/casino')).toBe('postgres://app@db/casino');
  });
});
