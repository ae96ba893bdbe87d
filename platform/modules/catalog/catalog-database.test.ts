/**
 * The catalog in the database: the demo seed, imports (checks, upserts, code swaps, --replace),
 * export, stats and the in-memory store that follows the catalog version.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogFileInput } from '../../../schemas/catalog.ts';
import { repoRoot } from '../../kernel/paths.ts';
import { manualClock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { catalogState, games, gameVendors } from './tables.ts';
import { insertTestCatalog } from '../../test/catalog.ts';
import { openTestDatabase, testStart, type TestDatabase } from '../../test/harness.ts';
import { demoCatalog, seedDemoCatalog } from './demo.ts';
import { exportCatalog } from './export.ts';
import { CatalogFileError, checkCatalogFile, storedCatalog } from './import-check.ts';
import { importCatalog } from './import.ts';
import { categoryOrder } from './snapshot.ts';
import { catalogStats } from './stats.ts';
import { catalogStore, catalogVersion, readCatalog } from './store.ts';

const clock = manualClock(testStart);
const example = JSON.parse(
  readFileSync(join(repoRoot, 'docs/catalog-example.json'), 'utf8'),
) as CatalogFileInput;

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
