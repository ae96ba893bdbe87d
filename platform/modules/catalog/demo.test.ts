/**
 * The generated demo catalog (platform/modules/catalog/demo.ts): deterministic, real-sized,
 * clean by the import checks, with the vendors, tiles, flags and stakes the lobby needs.
 */
import { describe, expect, it } from 'vitest';
import { demoCatalog } from './demo.ts';
import { checkCatalogFile } from './import-check.ts';

describe('the demo catalog', () => {
  const catalog = demoCatalog();

  it('is the same every time', () => {
    expect(demoCatalog()).toEqual(catalog);
  });

  it('has at least 25 vendors and 6,000 games, 5,000 of them in one category', () => {
    expect(catalog.vendors.length).toBeGreaterThanOrEqual(25);
    expect(catalog.games.length).toBeGreaterThanOrEqual(6000);
    const perType = new Map<string, number>();
    for (const game of catalog.games)
      perType.set(game.gameType, (perType.get(game.gameType) ?? 0) + 1);
    expect(perType.get('RNG')).toBeGreaterThanOrEqual(5000);
    for (const type of ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'INHOUSE'])
      expect(perType.get(type), type).toBeGreaterThan(0);
  });

  it('passes its own import checks, with unique ids', () => {
    expect(checkCatalogFile(structuredClone(catalog)).problems).toEqual([]);
    const nodeIds = new Set(catalog.games.map((g) => g.nodeId));
    expect(nodeIds.size).toBe(catalog.games.length);
    const pairs = new Set(catalog.games.map((g) => `${g.vassalage}/${g.gameId}`));
    expect(pairs.size).toBe(catalog.games.length);
    const names = new Set(catalog.games.map((g) => g.name));
    expect(names.size).toBeGreaterThan(catalog.games.length * 0.99);
  });

  it('has the vendors the spec names, in their categories', () => {
    const vendor = (code: string) => catalog.vendors.find((v) => v.vassalage === code);
    for (const code of ['AV', 'AI', 'IMES', 'TF', 'IA'])
      expect(vendor(code)?.gameType, code).toBe('ESPORTS');
    expect(vendor('DS88')?.gameType).toBe('COCKFIGHT');
    expect(vendor('BGS')?.gameType).toBe('INHOUSE');
    for (const code of ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN', 'GPI']) {
      expect(['LOTT', 'ELOTT'], code).toContain(vendor(code)?.gameType);
      expect(
        catalog.games.filter((g) => g.vassalage === code),
        code,
      ).toEqual([]);
    }
    // Every vendor plays on the built-in engine; two keep a transfer wallet (ADR 0024).
    expect(catalog.vendors.every((v) => v.launchUrl === undefined)).toBe(true);
    expect(catalog.vendors.filter((v) => v.wallet === 'transfer').map((v) => v.vassalage)).toEqual([
      'KSM',
      'DSS',
    ]);
  });

  it('has the in-house slot the e2e tests launch, with a free trial', () => {
    expect(catalog.games.find((g) => g.nodeId === 'BGS-SLOT')).toMatchObject({
      vassalage: 'BGS',
      gameType: 'INHOUSE',
      name: 'Lucky Sevens',
      supportPlay: false,
    });
    expect(catalog.games.filter((g) => g.vassalage === 'BGS').map((g) => g.name)).toEqual(
      expect.arrayContaining(['Lucky Sevens', 'Gem Reels', 'Fruit Frenzy']),
    );
  });

  it('gives sports, e-sports and cockfight vendors one vendor tile, others game tiles', () => {
    for (const vendor of catalog.vendors) {
      const own = catalog.games.filter((g) => g.vassalage === vendor.vassalage);
      if (['SPORTS', 'ESPORTS', 'COCKFIGHT'].includes(vendor.gameType)) {
        expect(
          own.map((g) => g.isGame),
          vendor.vassalage,
        ).toEqual(['VASSALAGE']);
      } else {
        expect(
          own.every((g) => (g.isGame ?? 'GAME') === 'GAME'),
          vendor.vassalage,
        ).toBe(true);
      }
    }
  });

  it('marks about 5% new, about forty hot across types, and offers trials on a share', () => {
    const fresh = catalog.games.filter((g) => g.isNew).length / catalog.games.length;
    expect(fresh).toBeGreaterThan(0.03);
    expect(fresh).toBeLessThan(0.07);
    const hot = catalog.games.filter((g) => g.hotRank !== undefined);
    expect(hot.length).toBeGreaterThanOrEqual(35);
    expect(hot.length).toBeLessThanOrEqual(45);
    expect(new Set(hot.map((g) => g.hotRank)).size).toBe(hot.length);
    expect(new Set(hot.map((g) => g.gameType)).size).toBeGreaterThanOrEqual(5);
    const rng = catalog.games.filter((g) => g.gameType === 'RNG');
    const trials = rng.filter((g) => g.supportPlay === false).length / rng.length;
    expect(trials).toBeGreaterThan(0.2);
    expect(trials).toBeLessThan(0.6);
    expect(
      catalog.games.filter((g) => g.gameType === 'LIVE').every((g) => g.supportPlay !== false),
    ).toBe(true);
  });

  it('has several classifies for most RNG vendors, one for some, with Tagalog names', () => {
    const rngVendors = catalog.vendors.filter((v) => v.gameType === 'RNG');
    expect(rngVendors.filter((v) => (v.classifies?.length ?? 0) > 1).length).toBeGreaterThan(5);
    expect(rngVendors.filter((v) => v.classifies?.length === 1).length).toBeGreaterThan(0);
    for (const vendor of catalog.vendors)
      for (const classify of vendor.classifies ?? [])
        expect(classify.names?.TY, `${vendor.vassalage}/${classify.key}`).toBeTruthy();
    // Every classify a vendor declares is used by some of its games.
    for (const vendor of rngVendors)
      for (const classify of vendor.classifies ?? [])
        expect(
          catalog.games.some(
            (g) => g.vassalage === vendor.vassalage && g.classifies?.includes(classify.key),
          ),
          `${vendor.vassalage}/${classify.key}`,
        ).toBe(true);
  });

  it('sets realistic stakes and lines', () => {
    for (const game of catalog.games) {
      expect(game.minBetMinor, game.nodeId).toBeGreaterThan(0);
      expect(game.minBetMinor, game.nodeId).toBeLessThanOrEqual(50_000);
    }
    const slots = catalog.games.filter((g) => g.classifies?.includes('SLOT'));
    expect(new Set(slots.map((g) => g.minLineNum)).size).toBeGreaterThan(5);
  });
});
