/**
 * The catalog store follows an import made through another store's database at once when it
 * listens on `catalogChannel`, with polling off (as two instances on one database do).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../kernel/clock.ts';
import { listen } from '../../kernel/db/notify.ts';
import { openTestDatabase, type TestDatabase } from '../../test/harness.ts';
import { demoCatalog } from './demo.ts';
import { importCatalog } from './import.ts';
import { catalogChannel, catalogStore, type CatalogStore } from './store.ts';

let database: TestDatabase;
let store: CatalogStore;

beforeAll(async () => {
  database = await openTestDatabase();
  store = catalogStore(database.handle.db, {
    pollMs: 0,
    listen: (onNotice) => listen(database.handle, catalogChannel, onNotice),
  });
  await store.load();
});

afterAll(async () => {
  store?.close();
  await database?.dispose();
});

describe('a listening catalog store', () => {
  it('serves an import made elsewhere within a second, without polling', async () => {
    expect(store.snapshot().version).toBe(0);
    const clock = manualClock('2026-03-02T10:00:00.000Z');
    for (const round of [1, 2]) {
      const { version } = await importCatalog(database.handle.db, clock, demoCatalog(), {
        replace: false,
      });
      expect(version).toBe(round);
      const since = Date.now();
      while (store.snapshot().version !== version && Date.now() - since < 1000)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(store.snapshot().version).toBe(version);
    }
  });
});
