/**
 * The in-memory catalog snapshot (platform/modules/catalog/snapshot.ts): its category order and
 * the bounds of its answer cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTypes } from '../../../schemas/api/games.ts';
import { manualClock } from '../../kernel/clock.ts';
import { openTestDatabase, testStart, type TestDatabase } from '../../test/harness.ts';
import { seedDemoCatalog } from './demo.ts';
import { categoryOrder, type CacheLimits, type CatalogSnapshot } from './snapshot.ts';
import { readCatalog } from './store.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalog(database.handle.db, manualClock(testStart));
});

afterAll(async () => {
  await database.dispose();
});

/** The demo catalog as the platform reads it, with an answer cache of `limits`. */
function demoSnapshot(limits: CacheLimits): Promise<CatalogSnapshot> {
  return readCatalog(database.handle.db, limits);
}

const filter = { classify: 'ALL', newOnly: false, name: '', pageSize: 42, pageNo: 1 };

describe('catalog snapshots', () => {
  it('lists every game type in the category order', () => {
    expect([...categoryOrder].sort()).toEqual([...gameTypes].sort());
  });

  it('bounds the answer cache', async () => {
    const snapshot = await demoSnapshot({ maxEntries: 5, maxBytes: 40_000 });
    for (let page = 1; page <= 20; page += 1)
      snapshot.gameList({ ...filter, gameType: 'RNG', pageNo: page }, 'EN');
    // 42 tiles are about 14 kB: only two fit the byte budget.
    expect(snapshot.cachedAnswers).toBe(2);
    const popup = snapshot.gameList({ ...filter, gameType: 'RNG', pageSize: 1000 }, 'EN');
    expect(popup.body.length).toBeGreaterThan(40_000);
    expect(snapshot.cachedAnswers).toBeLessThanOrEqual(2);
    expect(snapshot.gameList({ ...filter, gameType: 'RNG', pageNo: 20 }, 'EN')).toBe(
      snapshot.gameList({ ...filter, gameType: 'RNG', pageNo: 20 }, 'EN'),
    );
  });

  it('bounds the answer cache by entries, keeping the answers asked last', async () => {
    const snapshot = await demoSnapshot({ maxEntries: 2, maxBytes: 1_000_000 });
    const page = (pageNo: number) =>
      snapshot.gameList({ ...filter, gameType: 'RNG', pageNo }, 'EN');
    const first = page(1);
    const second = page(2);
    // Asked again, page 1 is the most recent: page 3 pushes page 2 out, not page 1.
    expect(page(1)).toBe(first);
    const third = page(3);
    expect(snapshot.cachedAnswers).toBe(2);
    expect(page(1)).toBe(first);
    expect(page(3)).toBe(third);
    expect(page(2)).not.toBe(second);
    expect(page(3)).toBe(third);
    expect(page(1)).not.toBe(first);
  });
});
