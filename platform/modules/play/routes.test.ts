import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameLaunches, recentGames } from './tables.ts';
import { games, gameVendors } from '../catalog/index.ts';
import { launchTokenHash } from './launches.ts';
import { credit, rollback, trialBalance } from '../ledger/index.ts';
import type { TestPlatform } from '../../test/harness.ts';
import { bearer, call, createPlayPlatform, playMember } from '../../test/play.ts';
import { maskName } from './routes.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createPlayPlatform();
});
afterAll(async () => {
  await t?.close();
});

const host = 'casino.test';
const get = (url: string, headers: Record<string, string> = {}) =>
  call(t.app, host, 'GET', url, { headers });
const send = (
  method: 'POST' | 'DELETE',
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) => call(t.app, host, method, url, { body, headers });
const launch = (body: object, headers: Record<string, string> = {}) =>
  send('POST', '/wps/game/launchGame', { action: 'getLaunchAddressV2', ...body }, headers);

describe('POST /wps/game/launchGame', () => {
  it('answers a member the built-in engine address and records the game as recent', async () => {
    const { member, token } = await playMember(t, { balance: 1_000 });
    const response = await launch(
      {
        nodeId: 'BGS-SLOT',
        gameId: 'lucky-sevens',
        vassalage: 'BGS',
        accountType: 1,
        confirmTrans: 0,
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        merchantCode: 'CASINO',
      },
      bearer(token),
    );
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value).toEqual({
      game_url: expect.stringMatching(/^\/play\/slot\/\?launch=[A-Za-z0-9_-]{43}&lang=EN$/),
      nodeId: 'BGS-SLOT',
      gameName: 'Lucky Sevens',
      vassalage: 'BGS',
      gameType: 'INHOUSE',
      wallet: 'seamless',
      trial: false,
    });
    const stored = await t.db
      .select()
      .from(gameLaunches)
      .where(eq(gameLaunches.memberId, member.id));
    expect(stored).toHaveLength(1);
    const launchToken = new URL(value.game_url, 'http://x').searchParams.get('launch')!;
    expect(stored[0]!.tokenHash).not.toContain(launchToken);
    expect(stored[0]).toMatchObject({ trial: false, brandId: 'casino' });
    expect(await trialBalance(t.db, stored[0]!.tokenHash)).toBe(0n);
    expect(stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()).toBe(12 * 3_600_000);
    const recent = await t.db.select().from(recentGames).where(eq(recentGames.memberId, member.id));
    expect(recent.map((r) => r.nodeId)).toEqual(['BGS-SLOT']);
  });

  it('answers in the request language: body, then query, then header', async () => {
    const { token } = await playMember(t);
    const byHeader = await launch(
      { nodeId: 'BGS-SLOT', accountType: 1 },
      { ...bearer(token), language: 'TY' },
    );
    expect(byHeader.json().value).toMatchObject({
      gameName: 'Masuwerteng Pito',
      game_url: expect.stringMatching(/&lang=TY$/),
    });
    const byQuery = await send(
      'POST',
      '/wps/game/launchGame?language=EN',
      { action: 'getLaunchAddressV2', nodeId: 'BGS-SLOT', accountType: 1 },
      { ...bearer(token), language: 'TY' },
    );
    expect(byQuery.json().value.gameName).toBe('Lucky Sevens');
    const byBody = await launch(
      { nodeId: 'BGS-SLOT', accountType: 1, language: 'TY' },
      { ...bearer(token), language: 'EN' },
    );
    expect(byBody.json().value.gameName).toBe('Masuwerteng Pito');
    // A language the brand does not offer falls back to its default.
    const unsupported = await launch(
      { nodeId: 'BGS-SLOT', accountType: 1, language: 'CN' },
      bearer(token),
    );
    expect(unsupported.json().value.game_url).toMatch(/&lang=EN$/);
  });

  it('takes the token from the body when no header carries it', async () => {
    const { token } = await playMember(t);
    const response = await launch({ nodeId: 'ALPHA-1001', accountType: 1, token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.trial).toBe(false);
  });

  it('refuses visitors (401) and trial accounts (403) a real-money launch', async () => {
    const visitor = await launch({ nodeId: 'BGS-SLOT', accountType: 1 });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('NOT_LOGGED_IN');
    const { token } = await playMember(t, { isAgent: 4 });
    const trial = await launch({ nodeId: 'BGS-SLOT', accountType: 1 }, bearer(token));
    expect(trial.statusCode).toBe(403);
    expect(trial.json().error.code).toBe('TRIAL_ACCOUNT');
  });

  it('launches a free trial with play money, without a token, only where the game offers one', async () => {
    const response = await launch({ nodeId: 'BGS-SLOT', accountType: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ trial: true, wallet: 'seamless' });
    const launchToken = new URL(response.json().value.game_url, 'http://x').searchParams.get(
      'launch',
    )!;
    const [row] = await t.db
      .select()
      .from(gameLaunches)
      .where(eq(gameLaunches.tokenHash, launchTokenHash(launchToken)));
    expect(row).toMatchObject({ trial: true, memberId: null });
    expect(await trialBalance(t.db, row!.tokenHash)).toBe(200_000n);

    const offered = await launch({ nodeId: 'ALPHA-1001', accountType: 0 });
    expect(offered.statusCode).toBe(400);
    expect(offered.json().error.code).toBe('TRIAL_NOT_OFFERED');
    // ALPHA-1000 has supportPlay 0 (every fourth ALPHA game).
    expect((await launch({ nodeId: 'ALPHA-1000', accountType: 0 })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or disabled game and 400 for bad input', async () => {
    const { token } = await playMember(t);
    const unknown = await launch({ nodeId: 'NOPE-1', accountType: 1 }, bearer(token));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('GAME_NOT_FOUND');
    await t.db.update(games).set({ enabled: false }).where(eq(games.nodeId, 'BETA-5'));
    try {
      const disabled = await launch({ nodeId: 'BETA-5', accountType: 1 }, bearer(token));
      expect(disabled.statusCode).toBe(404);
    } finally {
      await t.db.update(games).set({ enabled: true }).where(eq(games.nodeId, 'BETA-5'));
    }

    const bad = await send('POST', '/wps/game/launchGame', { nodeId: 'x y', accountType: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      action: 'required',
      nodeId: 'invalid',
      accountType: 'invalid',
    });
    const mismatch = await launch(
      { nodeId: 'BGS-SLOT', accountType: 1, vassalage: 'ALPHA', gameId: 'other' },
      bearer(token),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toEqual({ vassalage: 'invalid', gameId: 'invalid' });
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { host, 'content-type': 'application/json' },
      payload: '"nope"',
    });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().error.code).toBe('BAD_REQUEST');
  });

  it('fills an external vendor launch template', async () => {
    const { token } = await playMember(t);
    await t.db
      .update(gameVendors)
      .set({ launchUrl: 'https://beta.example/play?t={token}&g={gameId}&l={language}' })
      .where(eq(gameVendors.vassalage, 'BETA'));
    try {
      const response = await launch({ nodeId: 'BETA-2', accountType: 1 }, bearer(token));
      expect(response.json().value.game_url).toMatch(
        /^https:\/\/beta\.example\/play\?t=[A-Za-z0-9_-]{43}&g=b2&l=EN$/,
      );
    } finally {
      await t.db
        .update(gameVendors)
        .set({ launchUrl: null })
        .where(eq(gameVendors.vassalage, 'BETA'));
    }
  });
});

describe('favourites', () => {
  const fav = (nodeId: string, vendor: string, gameType: string) => ({ nodeId, vendor, gameType });

  it('refuses visitors and trial accounts on every favourite call', async () => {
    const { token } = await playMember(t, { isAgent: 4 });
    const calls = [
      () => get('/wps/game/favorites/ids'),
      () => get('/wps/game/favorites'),
      () => send('POST', '/wps/game/favorites', fav('ALPHA-1001', 'ALPHA', 'RNG')),
      () => send('DELETE', '/wps/game/favorites', fav('ALPHA-1001', 'ALPHA', 'RNG')),
    ];
    for (const c of calls) expect((await c()).statusCode).toBe(401);
    const asTrial = [
      () => get('/wps/game/favorites/ids', bearer(token)),
      () => get('/wps/game/favorites', bearer(token)),
      () => send('POST', '/wps/game/favorites', fav('ALPHA-1001', 'ALPHA', 'RNG'), bearer(token)),
      () => send('DELETE', '/wps/game/favorites', fav('ALPHA-1001', 'ALPHA', 'RNG'), bearer(token)),
    ];
    for (const c of asTrial) expect((await c()).json().error.code).toBe('TRIAL_ACCOUNT');
  });

  it('adds and removes by node id, idempotently, and lists RNG unless a type is asked', async () => {
    const { token } = await playMember(t);
    const h = bearer(token);
    expect((await get('/wps/game/favorites/ids', h)).json()).toEqual({ value: [] });
    const added = await send('POST', '/wps/game/favorites', fav('ALPHA-1001', 'ALPHA', 'RNG'), h);
    expect(added.json()).toEqual({
      value: { nodeId: 'ALPHA-1001', favorite: true, ids: ['ALPHA-1001'] },
    });
    t.clock.advance(1_000);
    await send('POST', '/wps/game/favorites', fav('BETA-1', 'BETA', 'RNG'), h);
    t.clock.advance(1_000);
    await send('POST', '/wps/game/favorites', fav('BGS-SLOT', 'BGS', 'INHOUSE'), h);
    const again = await send('POST', '/wps/game/favorites', fav('BETA-1', 'BETA', 'RNG'), h);
    expect(again.json().value.ids).toEqual(['BGS-SLOT', 'BETA-1', 'ALPHA-1001']);

    const rng = (await get('/wps/game/favorites?pageNo=1&pageSize=999&clientType=3', h)).json()
      .value;
    expect(rng.totalPages).toBe(1);
    expect(rng.content.map((g: { nodeId: string }) => g.nodeId)).toEqual(['BETA-1', 'ALPHA-1001']);
    expect(rng.content[1]).toMatchObject({
      gameName: 'Lucky Panda',
      displayName: 'Lucky Panda',
      vassalage: 'ALPHA',
      gameType: 'RNG',
      accountTypeName: 'Alpha Slots',
    });
    const tagalog = (await get('/wps/game/favorites?language=TY&vendor=ALPHA', h)).json().value;
    expect(tagalog.content.map((g: { displayName: string }) => g.displayName)).toEqual([
      'Lucky Panda (TY)',
    ]);
    const inhouse = (await get('/wps/game/favorites?gameType=INHOUSE&vendor=BGS', h)).json().value;
    expect(inhouse.content.map((g: { nodeId: string }) => g.nodeId)).toEqual(['BGS-SLOT']);
    const paged = (await get('/wps/game/favorites?pageSize=1&pageNo=2', h)).json().value;
    expect(paged).toMatchObject({ totalPages: 2 });
    expect(paged.content.map((g: { nodeId: string }) => g.nodeId)).toEqual(['ALPHA-1001']);

    const removed = await send('DELETE', '/wps/game/favorites', fav('BETA-1', 'BETA', 'RNG'), h);
    expect(removed.json()).toEqual({
      value: { nodeId: 'BETA-1', favorite: false, ids: ['BGS-SLOT', 'ALPHA-1001'] },
    });
    const twice = await send('DELETE', '/wps/game/favorites', fav('BETA-1', 'BETA', 'RNG'), h);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().value.ids).toEqual(['BGS-SLOT', 'ALPHA-1001']);
  });

  it('keeps members apart and hides disabled games', async () => {
    const a = await playMember(t);
    const b = await playMember(t);
    await send('POST', '/wps/game/favorites', fav('FSH-1', 'FSH', 'FISH'), bearer(a.token));
    await send('POST', '/wps/game/favorites', fav('FSH-2', 'FSH', 'FISH'), bearer(a.token));
    expect((await get('/wps/game/favorites/ids', bearer(b.token))).json().value).toEqual([]);
    await t.db.update(games).set({ enabled: false }).where(eq(games.nodeId, 'FSH-2'));
    try {
      expect((await get('/wps/game/favorites/ids', bearer(a.token))).json().value).toEqual([
        'FSH-1',
      ]);
      const list = (await get('/wps/game/favorites?gameType=FISH', bearer(a.token))).json().value;
      expect(list.content).toHaveLength(1);
    } finally {
      await t.db.update(games).set({ enabled: true }).where(eq(games.nodeId, 'FSH-2'));
    }
  });

  it('checks the game, its vendor and type, and the list query', async () => {
    const { token } = await playMember(t);
    const h = bearer(token);
    const unknown = await send('POST', '/wps/game/favorites', fav('NOPE-1', 'ALPHA', 'RNG'), h);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('GAME_NOT_FOUND');
    const wrong = await send('POST', '/wps/game/favorites', fav('ALPHA-1001', 'BETA', 'LIVE'), h);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ vendor: 'invalid', gameType: 'invalid' });
    const malformed = await send('DELETE', '/wps/game/favorites', { nodeId: 'ALPHA-1001' }, h);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ vendor: 'required', gameType: 'required' });
    for (const [query, field] of [
      ['gameType=SLOTS', 'gameType'],
      ['vendor=bad-code', 'vendor'],
      ['pageNo=0', 'pageNo'],
      ['pageSize=1000', 'pageSize'],
      ['pageSize=abc', 'pageSize'],
    ] as const) {
      const response = await get(`/wps/game/favorites?${query}`, h);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: 'invalid' });
    }
    // Game type and vendor are upper-cased before the schema checks them.
    const lower = await get('/wps/game/favorites?gameType=inhouse&vendor=%20bgs', h);
    expect(lower.statusCode).toBe(200);
    // The query is declared: a parameter it does not know is refused, naming it.
    const unknownParameter = await get('/wps/game/favorites?sort=name', h);
    expect(unknownParameter.statusCode).toBe(400);
    expect(unknownParameter.json().error.fields).toEqual({ sort: 'unknownField' });
    expect((await get('/wps/game/favorites/ids', h)).json().value).toEqual([]);
  });
});

describe('GET /wps/relay/GCS_recentGame', () => {
  it('refuses visitors and trial accounts', async () => {
    expect((await get('/wps/relay/GCS_recentGame')).statusCode).toBe(401);
    const { token } = await playMember(t, { isAgent: 4 });
    const trial = await get('/wps/relay/GCS_recentGame', bearer(token));
    expect(trial.json().error.code).toBe('TRIAL_ACCOUNT');
  });

  it('lists launched games, latest first, filtered by vendor and type', async () => {
    const { token } = await playMember(t);
    const h = bearer(token);
    expect((await get('/wps/relay/GCS_recentGame', h)).json()).toEqual({
      value: { list: [], totalPages: 0 },
    });
    for (const nodeId of ['ALPHA-1002', 'BGS-SLOT', 'LVX-1', 'ALPHA-1003']) {
      expect((await launch({ nodeId, accountType: 1 }, h)).statusCode).toBe(200);
      t.clock.advance(1_000);
    }
    // Launching again moves a game to the front.
    await launch({ nodeId: 'BGS-SLOT', accountType: 1 }, h);
    const ids = (query = '') =>
      get(`/wps/relay/GCS_recentGame?clientType=3${query}`, h).then((r) =>
        r.json().value.list.map((g: { nodeId: string }) => g.nodeId),
      );
    expect(await ids()).toEqual(['BGS-SLOT', 'ALPHA-1003', 'LVX-1', 'ALPHA-1002']);
    expect(await ids('&vassalage=ALPHA')).toEqual(['ALPHA-1003', 'ALPHA-1002']);
    expect(await ids('&gameType=LIVE')).toEqual(['LVX-1']);
    expect(await ids('&gameType=FISH')).toEqual([]);
    const tagalog = (await get('/wps/relay/GCS_recentGame?language=TY', h)).json().value;
    expect(tagalog.totalPages).toBe(1);
    expect(tagalog.list[0].displayName).toBe('Masuwerteng Pito');
    const bad = await get('/wps/relay/GCS_recentGame?gameType=nope', h);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ gameType: 'invalid' });
  });

  it('keeps at most 50 games', async () => {
    const { member, token } = await playMember(t);
    // The test catalog has 44 games: a few more fish make 64.
    await t.db.insert(games).values(
      Array.from({ length: 20 }, (_, i) => ({
        nodeId: `FSH-X${i}`,
        gameId: `fx${i}`,
        vassalage: 'FSH',
        gameType: 'FISH',
        name: `Extra Fish ${i}`,
        names: { EN: `Extra Fish ${i}` },
      })),
    );
    const nodeIds = (await t.db.select({ nodeId: games.nodeId }).from(games)).map((r) => r.nodeId);
    expect(nodeIds).toHaveLength(64);
    const start = t.clock.now().getTime();
    await t.db.insert(recentGames).values(
      nodeIds.map((nodeId, i) => ({
        memberId: member.id,
        nodeId,
        playedAt: new Date(start + i * 1000),
      })),
    );
    const list = (await get('/wps/relay/GCS_recentGame', bearer(token))).json().value.list;
    expect(list).toHaveLength(50);
    expect(list[0].nodeId).toBe(nodeIds.at(-1));
    expect(list[49].nodeId).toBe(nodeIds[14]);
  });
});

describe('GET /wps/relay/GCSGAME_getRankList', () => {
  it('masks names', () => {
    expect(maskName('marco123')).toBe('ma***23');
    expect(maskName('abcde')).toBe('ab***de');
    expect(maskName('abcd')).toBe('a***');
    expect(maskName('')).toBe('***');
  });

  it('answers the newest real wins of the brand to anyone', async () => {
    const winner = await playMember(t, { username: 'winner01' });
    const other = await playMember(t, { username: 'bravo001', brandId: 'echo' });
    let n = 0;
    const win = async (memberId: number, amount: number, nodeId: string | null, vendor = 'BGS') => {
      n += 1;
      t.clock.advance(1_000);
      return credit(t.db, t.clock, {
        memberId,
        vendor,
        txId: `board-${n}`,
        amountMinor: BigInt(amount),
        nodeId,
      });
    };
    await win(winner.member.id, 1_500, 'BGS-SLOT');
    await win(winner.member.id, 0, 'BGS-SLOT');
    await win(other.member.id, 9_999, 'BGS-SLOT');
    await win(winner.member.id, 2_000, 'LVX-1', 'LVX');
    await win(winner.member.id, 700, null, 'ALPHA');
    const undone = await win(winner.member.id, 50_000, 'BGS-SLOT');
    await rollback(t.db, t.clock, {
      memberId: winner.member.id,
      vendor: 'BGS',
      txId: 'board-undo',
      refTxId: undone.txId,
    });

    const response = await get('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().value.list;
    expect(list).toEqual([
      {
        customerName: 'wi***01',
        gameName: 'Alpha Slots',
        winAmount: 700,
        currency: 'PHP',
        wonAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({ gameName: 'Baccarat A', winAmount: 2_000 }),
      expect.objectContaining({ gameName: 'Lucky Sevens', winAmount: 1_500 }),
    ]);
    expect(new Date(list[0].wonAt).getTime()).toBeGreaterThan(new Date(list[1].wonAt).getTime());

    const tagalog = await get('/wps/relay/GCSGAME_getRankList?limitNum=1', { language: 'TY' });
    expect(tagalog.json().value.list).toEqual([
      expect.objectContaining({ gameName: 'Alpha Slots PH' }),
    ]);
    const inhouse = await get('/wps/relay/GCSGAME_getRankList?gameCategory=INHOUSE');
    expect(inhouse.json().value.list.map((e: { winAmount: number }) => e.winAmount)).toEqual([
      1_500,
    ]);
    const echo = await call(t.app, 'echo.test', 'GET', '/wps/relay/GCSGAME_getRankList');
    expect(echo.json().value.list).toEqual([
      expect.objectContaining({ customerName: 'br***01', winAmount: 9_999 }),
    ]);
  });

  it('refuses a limit above 50 and an unknown category', async () => {
    for (const [query, field] of [
      ['limitNum=51', 'limitNum'],
      ['limitNum=0', 'limitNum'],
      ['gameCategory=CARDS', 'gameCategory'],
    ] as const) {
      const response = await get(`/wps/relay/GCSGAME_getRankList?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: 'invalid' });
    }
  });
});

describe('recent games and launches stay per member', () => {
  it('records no recent game for a trial launch', async () => {
    const before = await t.db.select().from(recentGames);
    await launch({ nodeId: 'BGS-SLOT', accountType: 0 });
    expect(await t.db.select().from(recentGames)).toHaveLength(before.length);
    const rows = await t.db
      .select()
      .from(gameLaunches)
      .where(and(eq(gameLaunches.trial, true), eq(gameLaunches.nodeId, 'BGS-SLOT')));
    expect(rows.every((r) => r.memberId === null)).toBe(true);
  });
});
