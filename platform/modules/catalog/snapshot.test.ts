/**
 * The in-memory catalog snapshot (platform/modules/catalog/snapshot.ts): its category order and
 * the bounds of its answer cache.
 */
import { describe, expect, it } from 'vitest';
import { gameTypes } from '../../../schemas/api/games.ts';
import { testStart } from '../../test/harness.ts';
import { demoCatalog } from './demo.ts';
import { checkCatalogFile } from './import-check.ts';
import { CatalogSnapshot, categoryOrder, type CacheLimits } from './snapshot.ts';

/** A snapshot of the demo catalog whose answer cache has `limits`. */
function demoSnapshot(limits: CacheLimits): CatalogSnapshot {
  const catalog = checkCatalogFile(demoCatalog()).file!;
  const now = new Date(testStart);
  const vendors = catalog.vendors.map((v) => ({
    vassalage: v.vassalage,
    gameType: v.gameType,
    gameCategory: v.gameCategory ?? v.gameType,
    names: { EN: v.name },
    isHot: v.isHot,
    isNew: v.isNew,
    supportPlay: v.supportPlay,
    sort: v.sort,
    classifies: v.classifies.map((c) => ({ key: c.key, names: { EN: c.name } })),
    logo: null,
    launchUrl: null,
    wallet: v.wallet,
    updatedAt: now,
  }));
  const rows = catalog.games.map((g) => ({
    nodeId: g.nodeId,
    gameId: g.gameId,
    vassalage: g.vassalage,
    gameType: g.gameType,
    name: g.name,
    names: { EN: g.name },
    icon: null,
    classifies: [...g.classifies],
    isNew: g.isNew,
    hotRank: g.hotRank ?? null,
    supportPlay: g.supportPlay,
    isGame: g.isGame,
    minBetMinor: g.minBetMinor,
    minLineNum: g.minLineNum,
    sort: g.sort,
    enabled: g.enabled,
  }));
  return new CatalogSnapshot(1, vendors, rows, limits);
}

const filter = { classify: 'ALL', newOnly: false, name: '', pageSize: 42, pageNo: 1 };

describe('catalog snapshots', () => {
  it('lists every game type in the category order', () => {
    expect([...categoryOrder].sort()).toEqual([...gameTypes].sort());
  });

  it('bounds the answer cache', () => {
    const snapshot = demoSnapshot({ maxEntries: 5, maxBytes: 40_000 });
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

  it('bounds the answer cache by entries, keeping the answers asked last', () => {
    const snapshot = demoSnapshot({ maxEntries: 2, maxBytes: 1_000_000 });
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
