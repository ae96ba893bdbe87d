/**
 * The game list call (GCSGAME_gameList, platform/modules/catalog/routes.ts): paging, tiles,
 * names per language, every filter, checked against a reference filter on every combination,
 * and the validation of its query.
 */
import { describe, expect, it } from 'vitest';
import { testGames, testVendors } from '../../test/catalog.ts';
import {
  gameCallsSuite,
  valid,
  type ListValue,
  type Query,
  type Tile,
} from './game-calls.fixtures.ts';

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
  const { get, list } = gameCallsSuite();

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
});
