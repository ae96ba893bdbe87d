/** Game launches: real money and trial, language, errors and vendor templates. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameLaunches, recentGames } from './tables.ts';
import { games, gameVendors } from '../catalog/index.ts';
import { launchTokenHash } from './launches.ts';
import { trialBalance } from '../ledger/index.ts';
import { bearer, playMember } from '../../test/play.ts';
import { host, playRoutesSuite } from './test-support.ts';

const suite = playRoutesSuite();
const { send, launch } = suite;

describe('POST /wps/game/launchGame', () => {
  it('answers a member the built-in engine address and records the game as recent', async () => {
    const { member, token } = await playMember(suite.t, { balance: 1_000 });
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
    const stored = await suite.t.db
      .select()
      .from(gameLaunches)
      .where(eq(gameLaunches.memberId, member.id));
    expect(stored).toHaveLength(1);
    const launchToken = new URL(value.game_url, 'http://x').searchParams.get('launch')!;
    expect(stored[0]!.tokenHash).not.toContain(launchToken);
    expect(stored[0]).toMatchObject({ trial: false, brandId: 'casino' });
    expect(await trialBalance(suite.t.db, stored[0]!.tokenHash)).toBe(0n);
    expect(stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()).toBe(12 * 3_600_000);
    const recent = await suite.t.db
      .select()
      .from(recentGames)
      .where(eq(recentGames.memberId, member.id));
    expect(recent.map((r) => r.nodeId)).toEqual(['BGS-SLOT']);
  });

  it('answers in the request language: body, then query, then header', async () => {
    const { token } = await playMember(suite.t);
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
    const { token } = await playMember(suite.t);
    const response = await launch({ nodeId: 'ALPHA-1001', accountType: 1, token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.trial).toBe(false);
  });

  it('refuses visitors (401) and trial accounts (403) a real-money launch', async () => {
    const visitor = await launch({ nodeId: 'BGS-SLOT', accountType: 1 });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('NOT_LOGGED_IN');
    const { token } = await playMember(suite.t, { isAgent: 4 });
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
    const [row] = await suite.t.db
      .select()
      .from(gameLaunches)
      .where(eq(gameLaunches.tokenHash, launchTokenHash(launchToken)));
    expect(row).toMatchObject({ trial: true, memberId: null });
    expect(await trialBalance(suite.t.db, row!.tokenHash)).toBe(200_000n);

    const offered = await launch({ nodeId: 'ALPHA-1001', accountType: 0 });
    expect(offered.statusCode).toBe(400);
    expect(offered.json().error.code).toBe('TRIAL_NOT_OFFERED');
    // ALPHA-1000 has supportPlay 0 (every fourth ALPHA game).
    expect((await launch({ nodeId: 'ALPHA-1000', accountType: 0 })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or disabled game and 400 for bad input', async () => {
    const { token } = await playMember(suite.t);
    const unknown = await launch({ nodeId: 'NOPE-1', accountType: 1 }, bearer(token));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('GAME_NOT_FOUND');
    await suite.t.db.update(games).set({ enabled: false }).where(eq(games.nodeId, 'BETA-5'));
    try {
      const disabled = await launch({ nodeId: 'BETA-5', accountType: 1 }, bearer(token));
      expect(disabled.statusCode).toBe(404);
    } finally {
      await suite.t.db.update(games).set({ enabled: true }).where(eq(games.nodeId, 'BETA-5'));
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
    const notObject = await suite.t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { host, 'content-type': 'application/json' },
      payload: '"nope"',
    });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().error.code).toBe('BAD_REQUEST');
  });

  it('fills an external vendor launch template', async () => {
    const { token } = await playMember(suite.t);
    await suite.t.db
      .update(gameVendors)
      .set({ launchUrl: 'https://beta.example/play?t={token}&g={gameId}&l={language}' })
      .where(eq(gameVendors.vassalage, 'BETA'));
    try {
      const response = await launch({ nodeId: 'BETA-2', accountType: 1 }, bearer(token));
      expect(response.json().value.game_url).toMatch(
        /^https:\/\/beta\.example\/play\?t=[A-Za-z0-9_-]{43}&g=b2&l=EN$/,
      );
    } finally {
      await suite.t.db
        .update(gameVendors)
        .set({ launchUrl: null })
        .where(eq(gameVendors.vassalage, 'BETA'));
    }
  });
});
