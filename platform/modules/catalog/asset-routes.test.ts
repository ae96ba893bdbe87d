import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from './tables.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';

describe('drawn game images', () => {
  let platform: TestPlatform;
  const get = (url: string, headers: Record<string, string> = {}) =>
    platform.app.inject({ method: 'GET', url, headers: { host: 'alpha.test', ...headers } });

  beforeAll(async () => {
    platform = await createTestPlatform({ catalog: true });
    // A game code that needs escaping in a path.
    await platform.db.insert(games).values({
      nodeId: 'BETA-ODD',
      gameId: 'odd game #1',
      vassalage: 'BETA',
      gameType: 'RNG',
      name: 'Odd <Game> & Co',
      names: { EN: 'Odd <Game> & Co' },
    });
    await platform.catalog.reload();
  });
  afterAll(async () => {
    await platform.close();
  });

  it('draws the icon of a game, cached for a day with an ETag', async () => {
    const response = await get('/games/icons/ALPHA/1000.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).toContain('Golden Dragon');
    expect(response.body).toContain('>ALPHA</text>');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/games/icons/ALPHA/1000.svg', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("captions a game's icon in the player's language, in the same colours", async () => {
    const list = await get('/wps/relay/GCSGAME_gameList?pageSize=1000', { language: 'TY' });
    const tile = (list.json().value.games as { gameId: string; iconUrl: string }[]).find(
      (t) => t.gameId === '1000',
    )!;
    expect(tile.iconUrl).toBe('/games/icons/ALPHA/1000.svg?lang=TY');
    const tagalog = (await get(tile.iconUrl)).body;
    const english = (await get('/games/icons/ALPHA/1000.svg')).body;
    expect(tagalog).toContain('aria-label="Golden Dragon (TY)"');
    expect(english).toContain('aria-label="Golden Dragon"');
    const colours = (svg: string) => svg.match(/stop-color="#\w+"/g);
    expect(colours(tagalog)).toEqual(colours(english));
    // A game without a name in the language keeps the English icon.
    const odd = (await get('/wps/relay/GCSGAME_gameList?pageSize=1000', { language: 'TY' }))
      .json()
      .value.games.find((t: { gameId: string }) => t.gameId === 'odd game #1');
    expect(odd.iconUrl).toBe('/games/icons/BETA/odd%20game%20%231.svg');
  });

  it('draws vendor cards', async () => {
    const response = await get('/games/vendors/BGS.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toContain('House Games');
    // Lottery vendors have no games but have a card.
    expect((await get('/games/vendors/SBX.svg')).statusCode).toBe(200);
  });

  it('serves the icon and card of every tile and vendor the lobby lists', async () => {
    const list = await get('/wps/relay/GCSGAME_gameList?pageSize=1000');
    const tiles = list.json().value.games as { iconUrl: string }[];
    expect(tiles.length).toBe(45);
    for (const tile of tiles) expect((await get(tile.iconUrl)).statusCode, tile.iconUrl).toBe(200);
    const odd = tiles.find((t) => t.iconUrl.includes('odd'))!;
    expect(odd.iconUrl).toBe('/games/icons/BETA/odd%20game%20%231.svg');
    expect((await get(odd.iconUrl)).body).toContain('Odd &lt;Game&gt; &amp; Co');
    const lanes = (await get('/wps/game/vendors')).json().value.lanes as {
      vendors: { cards: string }[];
    }[];
    for (const vendor of lanes.flatMap((l) => l.vendors))
      expect((await get(vendor.cards)).statusCode, vendor.cards).toBe(200);
  });

  it('answers a JSON 404 for unknown and disabled games, never the storefront page', async () => {
    await platform.db.update(games).set({ enabled: false }).where(eq(games.nodeId, 'FSH-2'));
    await platform.catalog.reload();
    for (const url of [
      '/games/icons/ALPHA/9999.svg',
      '/games/icons/NOPE/1000.svg',
      '/games/icons/FSH/f2.svg',
      '/games/icons/ALPHA/1000.png',
      '/games/icons/ALPHA',
      '/games/vendors/NOPE.svg',
      '/games/vendors/ALPHA',
      '/games/',
      '/games/anything/else.svg',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(response.json().error.code, url).toBe('NOT_FOUND');
    }
    await platform.db.update(games).set({ enabled: true }).where(eq(games.nodeId, 'FSH-2'));
    await platform.catalog.reload();
  });

  it('keeps images within the page CSP (same origin)', async () => {
    const page = await get('/rng');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self'/);
  });
});
