/** A member's favourite games. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../catalog/index.ts';
import { bearer, playMember } from '../../test/play.ts';
import { playRoutesSuite } from './test-support.ts';

const suite = playRoutesSuite();
const { get, send } = suite;

describe('favourites', () => {
  const fav = (nodeId: string, vendor: string, gameType: string) => ({ nodeId, vendor, gameType });

  it('refuses visitors and trial accounts on every favourite call', async () => {
    const { token } = await playMember(suite.t, { isAgent: 4 });
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
    const { token } = await playMember(suite.t);
    const h = bearer(token);
    expect((await get('/wps/game/favorites/ids', h)).json()).toEqual({ value: [] });
    const added = await send('POST', '/wps/game/favorites', fav('ALPHA-1001', 'ALPHA', 'RNG'), h);
    expect(added.json()).toEqual({
      value: { nodeId: 'ALPHA-1001', favorite: true, ids: ['ALPHA-1001'] },
    });
    suite.t.clock.advance(1_000);
    await send('POST', '/wps/game/favorites', fav('BETA-1', 'BETA', 'RNG'), h);
    suite.t.clock.advance(1_000);
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
    const a = await playMember(suite.t);
    const b = await playMember(suite.t);
    await send('POST', '/wps/game/favorites', fav('FSH-1', 'FSH', 'FISH'), bearer(a.token));
    await send('POST', '/wps/game/favorites', fav('FSH-2', 'FSH', 'FISH'), bearer(a.token));
    expect((await get('/wps/game/favorites/ids', bearer(b.token))).json().value).toEqual([]);
    await suite.t.db.update(games).set({ enabled: false }).where(eq(games.nodeId, 'FSH-2'));
    try {
      expect((await get('/wps/game/favorites/ids', bearer(a.token))).json().value).toEqual([
        'FSH-1',
      ]);
      const list = (await get('/wps/game/favorites?gameType=FISH', bearer(a.token))).json().value;
      expect(list.content).toHaveLength(1);
    } finally {
      await suite.t.db.update(games).set({ enabled: true }).where(eq(games.nodeId, 'FSH-2'));
    }
  });

  it('checks the game, its vendor and type, and the list query', async () => {
    const { token } = await playMember(suite.t);
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
