import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gameTypes } from '../../../schemas/api/games.ts';
import type { CatalogFileInput } from '../../../schemas/catalog.ts';
import { repoRoot } from '../../kernel/paths.ts';
import { manualClock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { catalogState, games, gameVendors } from './tables.ts';
import { insertTestCatalog } from '../../test/catalog.ts';
import { openTestDatabase, testStart, type TestDatabase } from '../../test/harness.ts';
import { demoCatalog, seedDemoCatalog } from './demo.ts';
import { gameIcon, vendorCard, wrapText } from './icons.ts';
import {
  CatalogFileError,
  catalogStats,
  checkCatalogFile,
  exportCatalog,
  importCatalog,
  storedCatalog,
} from './import.ts';
import { CatalogSnapshot, categoryOrder } from './snapshot.ts';
import { catalogStore, catalogVersion, readCatalog } from './store.ts';

const clock = manualClock(testStart);
const example = JSON.parse(
  readFileSync(join(repoRoot, 'docs/catalog-example.json'), 'utf8'),
) as CatalogFileInput;

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
    // Every vendor plays on the built-in engine through the seamless wallet.
    expect(catalog.vendors.every((v) => v.launchUrl === undefined && v.wallet === 'seamless')).toBe(
      true,
    );
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

describe('the catalog in the database', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.handle.db;
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await db.delete(gameVendors);
    await db.delete(catalogState);
  });

  it('seeds the demo catalog quickly, once', async () => {
    const started = performance.now();
    const seeded = await seedDemoCatalog(db, clock);
    const elapsed = performance.now() - started;
    expect(seeded).toBe(demoCatalog().games.length);
    // Issue 4 asks for under 3 s on PGlite; the margin absorbs a busy test machine.
    expect(elapsed).toBeLessThan(6000);
    expect(await catalogVersion(db)).toBe(1);
    expect(await seedDemoCatalog(db, clock)).toBe(0);
    const snapshot = await readCatalog(db);
    expect(snapshot.gameCount).toBe(seeded);
    expect(snapshot.game('BGS-SLOT')?.name).toBe('Lucky Sevens');
  });

  it('never seeds over a catalog an operator wrote, even an empty one', async () => {
    await importCatalog(db, clock, { vendors: [], games: [] }, { replace: true });
    expect(await catalogVersion(db)).toBe(1);
    expect(await seedDemoCatalog(db, clock)).toBe(0);
    await db.delete(catalogState);
    await insertTestCatalog(db);
    expect(await seedDemoCatalog(db, clock)).toBe(0);
  });

  it('reports every problem of a bad file with its pointer, and writes nothing', async () => {
    await insertTestCatalog(db);
    const before = await exportCatalog(db);
    const bad = {
      vendors: [
        {
          vassalage: 'NEWV',
          gameType: 'RNG',
          name: 'New Vendor',
          classifies: [
            { key: 'SLOT', name: 'Slots' },
            { key: 'SLOT', name: 'Slots again' },
            { key: 'HOT', name: 'Hot' },
          ],
        },
        { vassalage: 'NEWV', gameType: 'RNG', name: 'Twice' },
        { vassalage: 'bad code', gameType: 'CASINO', name: '' },
      ],
      games: [
        { nodeId: 'N-1', gameId: '1', vassalage: 'NEWV', gameType: 'RNG', name: 'One' },
        { nodeId: 'N-1', gameId: '2', vassalage: 'NEWV', gameType: 'RNG', name: 'Two' },
        { nodeId: 'N-3', gameId: '1', vassalage: 'NEWV', gameType: 'RNG', name: 'Three' },
        { nodeId: 'N-4', gameId: '4', vassalage: 'NEWW', gameType: 'RNG', name: 'Four' },
        {
          nodeId: 'N-5',
          gameId: '5',
          vassalage: 'NEWV',
          gameType: 'LIVE',
          name: 'Five',
          classifies: ['SLOT', 'MEGAWAYS'],
        },
        {
          nodeId: 'N-6',
          gameId: '6',
          vassalage: 'NEWV',
          gameType: 'RNG',
          minBetMinor: -5,
          colour: 'red',
        },
        { nodeId: 'N-7', gameId: 'lobby', vassalage: 'SBX', gameType: 'SPORTS', name: 'Clash' },
      ],
      extra: true,
    };
    let failure: unknown;
    try {
      await importCatalog(db, clock, bad, { replace: false });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(CatalogFileError);
    expect((failure as CatalogFileError).problems).toEqual([
      { pointer: '/extra', message: 'unknown property' },
      {
        pointer: '/games/1/nodeId',
        message: 'nodeId N-1 is already used at /games/0',
      },
      { pointer: '/games/2/gameId', message: 'vendor NEWV already has game 1 at /games/0' },
      {
        pointer: '/games/3/vassalage',
        message: 'unknown vendor NEWW (did you mean NEWV?): add it to "vendors"',
      },
      {
        pointer: '/games/4/classifies/1',
        message: 'vendor NEWV declares no classify MEGAWAYS (its classifies: SLOT, HOT)',
      },
      {
        pointer: '/games/4/gameType',
        message: 'game type LIVE differs from the type of its vendor NEWV (RNG)',
      },
      { pointer: '/games/5', message: 'missing "name"' },
      { pointer: '/games/5/colour', message: 'unknown property' },
      { pointer: '/games/5/minBetMinor', message: 'must be >= 0' },
      {
        pointer: '/games/6/gameId',
        message:
          'vendor SBX already has game lobby as nodeId SBX-LOBBY in the catalog (import with --replace to drop it)',
      },
      {
        pointer: '/vendors/0/classifies/1/key',
        message: 'classify SLOT is listed twice for vendor NEWV',
      },
      {
        pointer: '/vendors/0/classifies/2/key',
        message: "must not be one of the lobby's own keys ALL, NEW, HOT, FAV",
      },
      { pointer: '/vendors/1/vassalage', message: 'vendor NEWV is already defined at /vendors/0' },
      {
        pointer: '/vendors/2/gameType',
        message:
          'must be one of RNG, LIVE, PVP, FISH, SPORTS, ESPORTS, COCKFIGHT, INHOUSE, LOTT, ELOTT',
      },
      { pointer: '/vendors/2/name', message: 'must NOT have fewer than 1 characters' },
      {
        pointer: '/vendors/2/vassalage',
        message:
          'must be a vendor code: upper-case letters, digits and _ (up to 32), starting with a letter',
      },
    ]);
    expect(await exportCatalog(db)).toEqual(before);
    expect(await catalogVersion(db)).toBe(0);
  });

  it('adds and updates with an import, keeping what the file does not name', async () => {
    await insertTestCatalog(db);
    const result = await importCatalog(db, clock, structuredClone(example), { replace: false });
    expect(result).toEqual({
      version: 1,
      replace: false,
      vendors: { added: 2, updated: 0, removed: 0 },
      games: { added: 3, updated: 0, removed: 0 },
    });
    const snapshot = await readCatalog(db);
    expect(snapshot.version).toBe(1);
    expect(snapshot.game('ALPHA-1000')).toBeDefined();
    expect(snapshot.tile('AUR-30002', 'TY')).toMatchObject({
      displayName: 'Karera ng Jeepney',
      gameName: 'Jeepney Rush',
      iconUrl: 'https://images.example.com/aur/30002.png',
      supportPlay: 1,
      accountTypeName: 'Aurora Gaming',
    });
    expect(snapshot.tile('AUR-30001', 'EN')).toMatchObject({
      supportPlay: 0,
      isNew: 1,
      isHot: 1,
      minBet: 100,
      minLineNum: 25,
      gameClassify: ['SLOT', 'JACKPOT'],
      iconUrl: '/games/icons/AUR/30001.svg',
    });
    expect(snapshot.vendor('APX')?.launchUrl).toBe('https://sportsbook.example.com/launch');

    // Changing a row updates it in place.
    const changed = structuredClone(example);
    changed.games[0]!.name = 'Golden Carabao Fortune Deluxe';
    changed.games[0]!.enabled = false;
    const again = await importCatalog(db, clock, changed, { replace: false });
    expect(again.version).toBe(2);
    expect(again.games).toEqual({ added: 0, updated: 3, removed: 0 });
    const [row] = await db.select().from(games).where(eq(games.nodeId, 'AUR-30001'));
    expect(row).toMatchObject({ name: 'Golden Carabao Fortune Deluxe', enabled: false });
    expect((await readCatalog(db)).game('AUR-30001')).toBeUndefined();
  });

  it('lets kept games swap their codes, and replaces the whole catalog with --replace', async () => {
    await importCatalog(db, clock, structuredClone(example), { replace: false });
    const swapped = structuredClone(example);
    swapped.games[0]!.gameId = '30002';
    swapped.games[1]!.gameId = '30001';
    await importCatalog(db, clock, swapped, { replace: false });
    const stored = await storedCatalog(db);
    expect(stored.games.get('AUR-30001')).toEqual({ vassalage: 'AUR', gameId: '30002' });
    expect(stored.games.get('AUR-30002')).toEqual({ vassalage: 'AUR', gameId: '30001' });

    await insertTestCatalog(db);
    const replaced = await importCatalog(db, clock, structuredClone(example), { replace: true });
    expect(replaced.vendors).toEqual({ added: 0, updated: 2, removed: 7 });
    expect(replaced.games).toEqual({ added: 0, updated: 3, removed: 44 });
    const after = await exportCatalog(db);
    expect(after.vendors.map((v) => v.vassalage)).toEqual(['AUR', 'APX']);
    expect(after.games.map((g) => g.nodeId).sort()).toEqual([
      'APX-LOBBY',
      'AUR-30001',
      'AUR-30002',
    ]);
  });

  it('exports what it imports, so export and import round-trip', async () => {
    await seedDemoCatalog(db, clock);
    const exported = await exportCatalog(db);
    const checked = checkCatalogFile(structuredClone(exported));
    expect(checked.problems).toEqual([]);
    const demo = checkCatalogFile(demoCatalog()).file!;
    const byNode = (list: typeof demo.games) => new Map(list.map((g) => [g.nodeId, g]));
    expect(byNode(exported.games)).toEqual(byNode(demo.games));
    expect(new Map(exported.vendors.map((v) => [v.vassalage, v]))).toEqual(
      new Map(demo.vendors.map((v) => [v.vassalage, v])),
    );
    const result = await importCatalog(db, clock, exported, { replace: true });
    expect(result.games).toEqual({ added: 0, updated: demo.games.length, removed: 0 });
    expect(await exportCatalog(db)).toEqual(exported);
  });

  it('counts vendors and games per category', async () => {
    await insertTestCatalog(db);
    await db.update(games).set({ enabled: false }).where(eq(games.nodeId, 'BETA-5'));
    const stats = await catalogStats(db, categoryOrder);
    expect(stats).toMatchObject({ version: 0, vendors: 7, games: 43, disabled: 1 });
    expect(stats.categories.map((c) => [c.category, c.games])).toEqual([
      ['LIVE', 3],
      ['RNG', 34],
      ['FISH', 2],
      ['SPORTS', 1],
      ['ESPORTS', 1],
      ['INHOUSE', 2],
    ]);
    expect(stats.categories[1]!.vendors).toEqual([
      { vassalage: 'ALPHA', name: 'Alpha Slots', games: 30, disabled: 0 },
      { vassalage: 'BETA', name: 'Beta Games', games: 4, disabled: 1 },
    ]);
  });

  it('keeps the store current: loads once, polls the version, reloads on demand', async () => {
    await insertTestCatalog(db);
    const store = catalogStore(db, { pollMs: 20 });
    try {
      expect(() => store.game('ALPHA-1000')).toThrow(/before it was loaded/);
      await Promise.all([store.load(), store.load()]);
      expect(store.game('ALPHA-1000')?.name).toBe('Golden Dragon');
      expect(store.vendor('BGS')?.names.TY).toBe('Laro ng Bahay');
      expect(store.tile('BGS-SLOT', 'TY')?.displayName).toBe('Masuwerteng Pito');
      expect(store.game('NOPE')).toBeUndefined();
      // Another instance imports: this one picks the new version up by polling.
      await importCatalog(db, clock, structuredClone(example), { replace: false });
      await expect.poll(() => store.snapshot().version, { timeout: 5000 }).toBe(1);
      expect(store.game('AUR-30001')?.name).toBe('Golden Carabao Fortune');
      // A direct change without a version bump shows after an explicit reload.
      await db.update(games).set({ enabled: false }).where(eq(games.nodeId, 'ALPHA-1000'));
      await store.reload();
      expect(store.game('ALPHA-1000')).toBeUndefined();
    } finally {
      store.close();
    }
  });
});

describe('catalog snapshots', () => {
  it('lists every game type in the category order', () => {
    expect([...categoryOrder].sort()).toEqual([...gameTypes].sort());
  });

  it('bounds the answer cache', () => {
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
    const snapshot = new CatalogSnapshot(1, vendors, rows, { maxEntries: 5, maxBytes: 40_000 });
    const filter = { classify: 'ALL', newOnly: false, name: '', pageSize: 42, pageNo: 1 };
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
});

describe('drawn images', () => {
  it('draws a game icon from the name, deterministically, with escaped text', () => {
    const game = { name: 'Tom & Jerry <Deluxe> "Gold"', vassalage: 'AUR', gameId: '1' };
    const icon = gameIcon(game);
    expect(gameIcon({ ...game })).toEqual(icon);
    expect(icon.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
    expect(icon.svg).toContain('Tom &amp; Jerry');
    expect(icon.svg).toContain('&lt;Deluxe&gt;');
    expect(icon.svg).not.toMatch(/<Deluxe>|style=|<style/);
    expect(icon.svg).toContain('>AUR</text>');
    expect(icon.etag).toMatch(/^"[\w-]+"$/);
    // Another game gets other colours.
    const other = gameIcon({ ...game, gameId: '2' });
    const colours = (svg: string) => svg.match(/stop-color="#[0-9a-f]{6}"/g);
    expect(colours(other.svg)).not.toEqual(colours(icon.svg));
  });

  it('wraps names on at most three lines and shortens what does not fit', () => {
    expect(wrapText('Golden Dragon Fortune', 14, 3)).toEqual(['Golden Dragon', 'Fortune']);
    expect(wrapText('Supercalifragilistic Spins', 14, 3)).toEqual(['Supercalifrag\u2026', 'Spins']);
    expect(wrapText('One Two Three Four Five Six Seven Eight Nine', 9, 3)).toEqual([
      'One Two',
      'Three',
      'Four Fiv\u2026',
    ]);
  });

  it('draws a vendor card with its name and code', () => {
    const card = vendorCard({ vassalage: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lottery' });
    expect(card.svg).toContain('TCG Vietnam');
    expect(card.svg).toContain('>TCG_LOTTO_VN</text>');
    expect(card.svg).toContain('width="300" height="150"');
  });
});
