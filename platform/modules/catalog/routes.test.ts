import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv } from 'ajv';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameResponses } from '../../../schemas/api/games.ts';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import { buildServer } from '../../server.ts';
import type { Database } from '../../kernel/db/client.ts';
import { games } from './tables.ts';
import { testGames, testVendors } from '../../test/catalog.ts';
import { createTestPlatform, testGeoIp, type TestPlatform } from '../../test/harness.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
const valid = Object.fromEntries(
  Object.entries({ ...gameResponses, error: apiErrorSchema }).map(([name, schema]) => [
    name,
    ajv.compile(schema),
  ]),
);

interface Tile {
  nodeId: string;
  accountTypeName: string;
  displayName: string;
  gameName: string;
  vassalage: string;
  isHot: number;
  isNew: number;
  minBet: number;
  minLineNum: number;
  gameClassify: string[];
}
interface ListValue {
  games: Tile[];
  pageNo: number;
  totalPages: number;
  total: number;
}

/** The test catalog with the column defaults filled in, as the platform stores it. */
const rows = testGames.map((g) => ({
  nodeId: g.nodeId,
  vassalage: g.vassalage,
  gameType: g.gameType,
  name: g.name,
  names: g.names,
  classifies: g.classifies ?? [],
  isNew: g.isNew ?? false,
  hotRank: g.hotRank ?? null,
  minBet: g.minBetMinor ?? 0,
  minLineNum: g.minLineNum ?? 0,
  sort: g.sort ?? 0,
  vendorSort: testVendors.find((v) => v.vassalage === g.vassalage)!.sort ?? 0,
}));
type Row = (typeof rows)[number];

interface Query {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  isNew?: string;
  gameName?: string;
  minBet?: string;
  minLineNum?: string;
  pageSize?: string;
  pageNo?: string;
}

/** What the game list should answer, worked out from the rows independently of the platform. */
function expectedList(query: Query, language: string): ListValue {
  const classify = query.gameClassify ?? 'ALL';
  const name = (query.gameName ?? '').trim().toLowerCase();
  const minBet = Number(query.minBet ?? 0);
  const minLines = Number(query.minLineNum ?? 0);
  const found = rows.filter(
    (g) =>
      (query.gameType === undefined || g.gameType === query.gameType) &&
      (query.vassalage === undefined || g.vassalage === query.vassalage) &&
      (classify === 'ALL' ||
        (classify === 'NEW' && g.isNew) ||
        (classify === 'HOT' && g.hotRank !== null) ||
        g.classifies.includes(classify)) &&
      (query.isNew !== '1' || g.isNew) &&
      (name === '' ||
        (g.names[language] ?? g.names.EN ?? g.name).toLowerCase().includes(name) ||
        g.name.toLowerCase().includes(name)) &&
      (minBet === 0 || g.minBet <= minBet) &&
      (minLines === 0 || g.minLineNum >= minLines),
  );
  const lobbyOrder = (a: Row, b: Row) =>
    a.sort - b.sort ||
    a.vendorSort - b.vendorSort ||
    a.vassalage.localeCompare(b.vassalage) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    (a.nodeId < b.nodeId ? -1 : 1);
  found.sort(classify === 'HOT' ? (a, b) => a.hotRank! - b.hotRank! : lobbyOrder);
  const pageSize = Number(query.pageSize ?? 20);
  const pageNo = Number(query.pageNo ?? 1);
  const page = found.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return {
    games: page.map((g) => ({
      nodeId: g.nodeId,
      displayName: g.names[language] ?? g.names.EN ?? g.name,
    })) as Tile[],
    pageNo,
    totalPages: Math.ceil(found.length / pageSize),
    total: found.length,
  };
}

describe('game calls', () => {
  let platform: TestPlatform;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await platform.app.inject({
      method: 'GET',
      url,
      headers: { host: 'alpha.test', ...headers },
    });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  };
  const list = async (query: Query & Record<string, string>, headers?: Record<string, string>) => {
    const answer = await get(
      `/wps/relay/GCSGAME_gameList?${new URLSearchParams(query).toString()}`,
      headers,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(valid.gameList!(answer.body), JSON.stringify(valid.gameList!.errors)).toBe(true);
    return (answer.body as { value: ListValue }).value;
  };

  beforeAll(async () => {
    platform = await createTestPlatform({ catalog: true });
  });
  afterAll(async () => {
    await platform.close();
  });

  it('lists the game menus in menu order, only types that have games', async () => {
    const answer = await get('/lgw/games/game_menus');
    expect(valid.gameMenus!(answer.body)).toBe(true);
    expect(answer.body.value).toEqual([
      { name: 'live', gameType: 'LIVE', page: '/live' },
      { name: 'rng', gameType: 'RNG', page: '/rng' },
      { name: 'fish', gameType: 'FISH', page: '/fish' },
      { name: 'sports', gameType: 'SPORTS', page: '/sports' },
      { name: 'esports', gameType: 'ESPORTS', page: '/esports' },
      { name: 'inhouse', gameType: 'INHOUSE', page: '/inhouse' },
    ]);
  });

  it('lists vendors in lanes per category, by sort, with classifies and counts', async () => {
    const answer = await get(
      '/wps/game/vendors?merchantCode=ALPHA&flush=true&platform=html5-desktop',
    );
    expect(valid.vendorLanes!(answer.body), JSON.stringify(valid.vendorLanes!.errors)).toBe(true);
    const lanes = answer.body.value.lanes as {
      gameCategory: string;
      vendors: { vassalage: string; gameCount: number; displayName: string }[];
    }[];
    expect(lanes.map((l) => [l.gameCategory, l.vendors.map((v) => v.vassalage)])).toEqual([
      ['LIVE', ['LVX']],
      ['RNG', ['ALPHA', 'BETA']],
      ['FISH', ['FSH']],
      ['SPORTS', ['SBX']],
      ['ESPORTS', ['AV']],
      ['INHOUSE', ['BGS']],
    ]);
    const alpha = lanes[1]!.vendors[0]!;
    expect(alpha).toMatchObject({
      vassalage: 'ALPHA',
      gameType: 'RNG',
      gameCategory: 'RNG',
      isHot: 1,
      isNew: 0,
      displayName: 'Alpha Slots',
      cards: '/games/vendors/ALPHA.svg',
      gameCount: 30,
      gameClassify: [
        { key: 'SLOT', displayName: 'Slots' },
        { key: 'JACKPOT', displayName: 'Jackpot' },
      ],
    });
  });

  it('names vendors and classifies in the request language (query over header over brand)', async () => {
    const byHeader = await get('/wps/game/vendors', { language: 'TY' });
    const alpha = byHeader.body.value.lanes[1].vendors[0];
    expect(alpha.displayName).toBe('Alpha Slots PH');
    expect(alpha.gameClassify[0]).toEqual({ key: 'SLOT', displayName: 'Mga Slot' });
    // A vendor without a Tagalog name falls back to English.
    expect(byHeader.body.value.lanes[1].vendors[1].displayName).toBe('Beta Games');
    const byQuery = await get('/wps/game/vendors?language=EN', { language: 'TY' });
    expect(byQuery.body.value.lanes[1].vendors[0].displayName).toBe('Alpha Slots');
    // bravo.test's default language is Tagalog; an unsupported language falls back to it.
    const bravo = await get('/wps/game/vendors?language=JA', { host: 'bravo.test' });
    expect(bravo.body.value.lanes[1].vendors[0].displayName).toBe('Alpha Slots PH');
  });

  it("answers a vendor's game types, and none for an unknown vendor", async () => {
    const alpha = await get('/wps/game/vendors/gameTypes?vassalage=ALPHA');
    expect(valid.vendorGameTypes!(alpha.body)).toBe(true);
    expect(alpha.body.value).toEqual({ vassalage: 'ALPHA', gameTypes: ['RNG'] });
    const sbx = await get('/wps/game/vendors/gameTypes?vassalage=SBX');
    expect(sbx.body.value).toEqual({ vassalage: 'SBX', gameTypes: ['SPORTS'] });
    const nope = await get('/wps/game/vendors/gameTypes?vassalage=NOPE');
    expect(nope.body.value).toEqual({ vassalage: 'NOPE', gameTypes: [] });
    const missing = await get('/wps/game/vendors/gameTypes');
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ vassalage: 'required' });
  });

  it('lists hot games hottest first, filtered by type and vendor', async () => {
    const all = await get(
      '/wps/relay/GCSGAME_hotGamesV2?merchantCode=ALPHA&isPlatform=2&platform=flash,html5-desktop&language=EN',
    );
    expect(valid.hotGames!(all.body)).toBe(true);
    const ids = (body: { value: { list: Tile[] } }) => body.value.list.map((g) => g.nodeId);
    expect(ids(all.body)).toEqual([
      'ALPHA-1000',
      'ALPHA-1001',
      'ALPHA-1002',
      'ALPHA-1003',
      'BETA-2',
      'LVX-1',
      'BGS-SLOT',
    ]);
    expect(all.body.value.list.every((g: Tile) => g.isHot === 1)).toBe(true);
    expect(ids((await get('/wps/relay/GCSGAME_hotGamesV2?gameType=RNG')).body)).toEqual([
      'ALPHA-1000',
      'ALPHA-1001',
      'ALPHA-1002',
      'ALPHA-1003',
      'BETA-2',
    ]);
    expect(
      ids((await get('/wps/relay/GCSGAME_hotGamesV2?gameType=RNG&vassalage=BETA')).body),
    ).toEqual(['BETA-2']);
    expect(ids((await get('/wps/relay/GCSGAME_hotGamesV2?gameType=FISH')).body)).toEqual([]);
    expect(ids((await get('/wps/relay/GCSGAME_hotGamesV2?vassalage=NOPE')).body)).toEqual([]);
    const bad = await get('/wps/relay/GCSGAME_hotGamesV2?gameType=CASINO');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ gameType: 'invalid' });
  });

  it('pages the RNG lobby in lobby order with the real page count', async () => {
    const first = await list({ gameType: 'RNG', pageSize: '42', pageNo: '1' });
    expect(first).toMatchObject({ pageNo: 1, totalPages: 1, total: 35 });
    // Lobby order interleaves the vendors: each vendor's first game, then each second...
    expect(first.games.slice(0, 4).map((g) => g.nodeId)).toEqual([
      'ALPHA-1000',
      'BETA-1',
      'ALPHA-1001',
      'BETA-2',
    ]);
    const page2 = await list({ gameType: 'RNG', vassalage: 'ALPHA', pageSize: '7', pageNo: '2' });
    expect(page2.games.map((g) => g.nodeId)).toEqual(
      Array.from({ length: 7 }, (_, i) => `ALPHA-${1007 + i}`),
    );
    expect(page2).toMatchObject({ pageNo: 2, totalPages: 5, total: 30 });
    const last = await list({ gameType: 'RNG', vassalage: 'ALPHA', pageSize: '7', pageNo: '5' });
    expect(last.games.map((g) => g.nodeId)).toEqual(['ALPHA-1028', 'ALPHA-1029']);
    const past = await list({ gameType: 'RNG', vassalage: 'ALPHA', pageSize: '7', pageNo: '9' });
    expect(past).toEqual({ games: [], pageNo: 9, totalPages: 5, total: 30 });
  });

  it('answers tiles with every field of the contract', async () => {
    const value = await list({ vassalage: 'BGS' });
    expect(value.games[0]).toEqual({
      nodeId: 'BGS-SLOT',
      gameId: 'lucky-sevens',
      gameName: 'Lucky Sevens',
      displayName: 'Lucky Sevens',
      gameType: 'INHOUSE',
      vassalage: 'BGS',
      iconUrl: '/games/icons/BGS/lucky-sevens.svg',
      supportPlay: 0,
      isGame: 'GAME',
      gameClassify: [],
      isNew: 0,
      isHot: 1,
      minBet: 100,
      minLineNum: 1,
      accountTypeName: 'House Games',
    });
    const sports = await list({ gameType: 'SPORTS' });
    expect(sports.games).toMatchObject([{ nodeId: 'SBX-LOBBY', isGame: 'VASSALAGE' }]);
  });

  it('shows Tagalog display names and searches them and the English name', async () => {
    const ty = await list({ vassalage: 'BGS' }, { language: 'TY' });
    expect(ty.games.map((g) => [g.displayName, g.gameName, g.accountTypeName])).toEqual([
      ['Masuwerteng Pito', 'Lucky Sevens', 'Laro ng Bahay'],
      ['Gem Reels', 'Gem Reels', 'Laro ng Bahay'],
    ]);
    const tagalog = await list({ gameName: '  PITO ', language: 'TY' });
    expect(tagalog.games.map((g) => g.nodeId)).toEqual(['BGS-SLOT']);
    const english = await list({ gameName: 'lucky sevens', language: 'TY' });
    expect(english.games.map((g) => g.nodeId)).toEqual(['BGS-SLOT']);
    // In English the Tagalog name is not searched.
    expect((await list({ gameName: 'pito', language: 'EN' })).total).toBe(0);
  });

  it('filters by classify, NEW, HOT, isNew, minimum bet and line number', async () => {
    const jackpot = await list({ vassalage: 'ALPHA', gameClassify: 'JACKPOT', pageSize: '100' });
    expect(jackpot.total).toBe(10);
    expect(jackpot.games.every((g) => g.gameClassify.includes('JACKPOT'))).toBe(true);
    const fresh = await list({ gameType: 'RNG', gameClassify: 'NEW', pageSize: '100' });
    expect(fresh.games.map((g) => g.nodeId)).toEqual([
      'ALPHA-1000',
      'BETA-1',
      'ALPHA-1005',
      'ALPHA-1010',
      'ALPHA-1015',
      'ALPHA-1020',
      'ALPHA-1025',
    ]);
    const isNew = await list({ gameType: 'RNG', isNew: '1', pageSize: '100' });
    expect(isNew.games).toEqual(fresh.games);
    expect((await list({ gameType: 'RNG', isNew: '0' })).total).toBe(35);
    const hot = await list({ gameClassify: 'HOT' });
    expect(hot.games.map((g) => g.nodeId)).toEqual([
      'ALPHA-1000',
      'ALPHA-1001',
      'ALPHA-1002',
      'ALPHA-1003',
      'BETA-2',
      'LVX-1',
      'BGS-SLOT',
    ]);
    // minBet: games a player can start at that stake (minimum bet at most the value).
    const cheap = await list({ vassalage: 'ALPHA', minBet: '100', pageSize: '100' });
    expect(cheap.total).toBe(10);
    expect(cheap.games.every((g) => g.minBet <= 100)).toBe(true);
    expect((await list({ vassalage: 'ALPHA', minBet: '0' })).total).toBe(30);
    // minLineNum: games with at least that many lines.
    const lines = await list({ vassalage: 'ALPHA', minLineNum: '15', pageSize: '100' });
    expect(lines.total).toBe(14);
    expect(lines.games.every((g) => g.minLineNum >= 15)).toBe(true);
    const unknownClassify = await list({ gameType: 'RNG', gameClassify: 'MEGAWAYS' });
    expect(unknownClassify).toEqual({ games: [], pageNo: 1, totalPages: 0, total: 0 });
  });

  it('answers an empty list for an unknown vendor and treats empty parameters as absent', async () => {
    expect(await list({ vassalage: 'NOPE' })).toEqual({
      games: [],
      pageNo: 1,
      totalPages: 0,
      total: 0,
    });
    const blank = await list({
      gameType: 'RNG',
      vassalage: '',
      gameClassify: '',
      gameName: '',
      minBet: '',
      isNew: '',
    });
    expect(blank.total).toBe(35);
  });

  it('serves the popup game list (pageSize 1000) with the pass-through fields', async () => {
    const popup = await list({
      clientType: '3',
      platform: 'html5-desktop',
      merchant: 'ALPHA',
      channel: 'web',
      imgSize: '2',
      gameType: 'RNG',
      vassalage: 'ALPHA',
      language: 'EN',
      pageNo: '1',
      pageSize: '1000',
    });
    expect(popup).toMatchObject({ pageNo: 1, totalPages: 1, total: 30 });
    expect(popup.games).toHaveLength(30);
  });

  it('agrees with a reference filter on every combination of filters and pages', async () => {
    const options: Record<keyof Query, (string | undefined)[]> = {
      gameType: [undefined, 'RNG', 'LIVE'],
      vassalage: [undefined, 'ALPHA', 'BETA', 'NOPE'],
      gameClassify: [undefined, 'NEW', 'HOT', 'JACKPOT'],
      isNew: [undefined, '1'],
      gameName: [undefined, 'dragon', ' GOLDEN '],
      minBet: [undefined, '100'],
      minLineNum: [undefined, '10'],
      pageSize: ['20', '7'],
      pageNo: ['1', '2'],
    };
    let combos: Query[] = [{}];
    for (const [name, values] of Object.entries(options))
      combos = combos.flatMap((q) =>
        values.map((v) => (v === undefined ? q : { ...q, [name]: v })),
      );
    expect(combos.length).toBe(3 * 4 * 4 * 2 * 3 * 2 * 2 * 2 * 2);
    let nonEmpty = 0;
    for (const query of combos) {
      const language = combos.indexOf(query) % 2 === 0 ? 'EN' : 'TY';
      const got = await list({ ...query, language } as Query & Record<string, string>);
      const want = expectedList(query, language);
      expect(
        {
          ...got,
          games: got.games.map((g) => ({ nodeId: g.nodeId, displayName: g.displayName })),
        },
        JSON.stringify(query),
      ).toEqual(want);
      if (want.games.length > 0) nonEmpty += 1;
    }
    // The matrix exercises real results, not only empty pages.
    expect(nonEmpty).toBeGreaterThan(300);
  });

  it('refuses invalid queries with the field named', async () => {
    const cases: [string, Record<string, string>][] = [
      ['pageSize=0', { pageSize: 'invalid' }],
      ['pageSize=1001', { pageSize: 'invalid' }],
      ['pageSize=ten', { pageSize: 'invalid' }],
      ['pageNo=0', { pageNo: 'invalid' }],
      ['pageNo=1.5', { pageNo: 'invalid' }],
      ['gameType=CASINO', { gameType: 'invalid' }],
      ['vassalage=alpha', { vassalage: 'invalid' }],
      ['gameClassify=slot', { gameClassify: 'invalid' }],
      ['gameClassify=FAV', { gameClassify: 'invalid' }],
      ['isNew=2', { isNew: 'invalid' }],
      ['minBet=-1', { minBet: 'invalid' }],
      ['minLineNum=x', { minLineNum: 'invalid' }],
      [`gameName=${'a'.repeat(61)}`, { gameName: 'tooLong' }],
      ['sortBy=name', { sortBy: 'unknownField' }],
      ['pageNo=1&pageNo=2', { pageNo: 'invalid' }],
      ['pageSize=0&gameType=X', { pageSize: 'invalid', gameType: 'invalid' }],
    ];
    for (const [query, fields] of cases) {
      const answer = await get(`/wps/relay/GCSGAME_gameList?${query}`);
      expect(answer.status, query).toBe(400);
      expect(valid.error!(answer.body)).toBe(true);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      expect(answer.body.error.fields, query).toEqual(fields);
    }
    const message = (await get('/wps/relay/GCSGAME_gameList?pageSize=5000')).body.error.message;
    expect(message).toBe('Invalid query: pageSize must be <= 1000');
  });

  it('needs no token, and ignores one', async () => {
    const answer = await get('/wps/relay/GCSGAME_gameList?gameType=LIVE', {
      authorization: 'Bearer not-a-session',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value.total).toBe(3);
  });

  it('sends cached answers compressed on request, with an ETag that revalidates', async () => {
    const url = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=42';
    const plain = await platform.app.inject({ url, headers: { host: 'alpha.test' } });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const br = await platform.app.inject({
      url,
      headers: { host: 'alpha.test', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await platform.app.inject({
      url,
      headers: { host: 'alpha.test', 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const again = await platform.app.inject({
      url,
      headers: { host: 'alpha.test', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('follows a catalog change once the catalog reloads', async () => {
    const before = await list({ vassalage: 'FSH' });
    expect(before.total).toBe(2);
    await platform.db.update(games).set({ enabled: false }).where(eqNode('FSH-2'));
    await platform.catalog.reload();
    const after = await list({ vassalage: 'FSH' });
    expect(after.games.map((g) => g.nodeId)).toEqual(['FSH-1']);
    await platform.db.update(games).set({ enabled: true }).where(eqNode('FSH-2'));
    await platform.catalog.reload();
  });

  it('answers the lobby calls without touching the database', async () => {
    // Every property access of this database throws: a query on the lobby path would fail.
    const forbidden = new Proxy({} as Database, {
      get() {
        throw new Error('the lobby path queried the database');
      },
    });
    const app = buildServer({
      db: forbidden,
      clock: platform.clock,
      registry: platform.registry,
      geoip: await testGeoIp(),
      brandsDir: platform.brandsDir,
      storefrontDir: platform.storefrontDir,
      catalog: platform.catalog,
    });
    try {
      for (const url of [
        '/lgw/games/game_menus',
        '/wps/game/vendors',
        '/wps/game/vendors/gameTypes?vassalage=ALPHA',
        '/wps/relay/GCSGAME_hotGamesV2?gameType=RNG',
        '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=gold&pageSize=42',
        '/games/icons/ALPHA/1000.svg',
        '/games/vendors/ALPHA.svg',
      ]) {
        const response = await app.inject({ url, headers: { host: 'alpha.test' } });
        expect(response.statusCode, url).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});

function eqNode(nodeId: string) {
  return eq(games.nodeId, nodeId);
}
