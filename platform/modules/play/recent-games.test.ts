/** A member's recently launched games. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameLaunches, recentGames } from './tables.ts';
import { games } from '../catalog/index.ts';
import { bearer, playMember } from '../../test/play.ts';
import { playRoutesSuite } from './test-support.ts';

const suite = playRoutesSuite();
const { get, launch } = suite;

describe('GET /wps/relay/GCS_recentGame', () => {
  it('refuses visitors and trial accounts', async () => {
    expect((await get('/wps/relay/GCS_recentGame')).statusCode).toBe(401);
    const { token } = await playMember(suite.t, { isAgent: 4 });
    const trial = await get('/wps/relay/GCS_recentGame', bearer(token));
    expect(trial.json().error.code).toBe('TRIAL_ACCOUNT');
  });

  it('lists launched games, latest first, filtered by vendor and type', async () => {
    const { token } = await playMember(suite.t);
    const h = bearer(token);
    expect((await get('/wps/relay/GCS_recentGame', h)).json()).toEqual({
      value: { list: [], totalPages: 0 },
    });
    for (const nodeId of ['ALPHA-1002', 'BGS-SLOT', 'LVX-1', 'ALPHA-1003']) {
      expect((await launch({ nodeId, accountType: 1 }, h)).statusCode).toBe(200);
      suite.t.clock.advance(1_000);
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
    const { member, token } = await playMember(suite.t);
    // The test catalog has 44 games: a few more fish make 64.
    await suite.t.db.insert(games).values(
      Array.from({ length: 20 }, (_, i) => ({
        nodeId: `FSH-X${i}`,
        gameId: `fx${i}`,
        vassalage: 'FSH',
        gameType: 'FISH',
        name: `Extra Fish ${i}`,
        names: { EN: `Extra Fish ${i}` },
      })),
    );
    const nodeIds = (await suite.t.db.select({ nodeId: games.nodeId }).from(games)).map(
      (r) => r.nodeId,
    );
    expect(nodeIds).toHaveLength(64);
    const start = suite.t.clock.now().getTime();
    await suite.t.db.insert(recentGames).values(
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

describe('recent games and launches stay per member', () => {
  it('records no recent game for a trial launch', async () => {
    const before = await suite.t.db.select().from(recentGames);
    await launch({ nodeId: 'BGS-SLOT', accountType: 0 });
    expect(await suite.t.db.select().from(recentGames)).toHaveLength(before.length);
    const rows = await suite.t.db
      .select()
      .from(gameLaunches)
      .where(and(eq(gameLaunches.trial, true), eq(gameLaunches.nodeId, 'BGS-SLOT')));
    expect(rows.every((r) => r.memberId === null)).toBe(true);
  });
});
