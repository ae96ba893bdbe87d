/**
 * The lobby's menu, vendor and hot game calls (platform/modules/catalog/routes.ts): game menus,
 * vendor lanes in the request language, a vendor's game types and the hot games.
 */
import { describe, expect, it } from 'vitest';
import { gameCallsSuite, valid, type Tile } from './game-calls.fixtures.ts';

describe('game calls', () => {
  const { get } = gameCallsSuite();

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
});
