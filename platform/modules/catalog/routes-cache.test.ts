/**
 * How the lobby's game calls are served from the in-memory catalog: cached answers compressed
 * with an ETag, a catalog change seen after a reload, and no database query on the lobby path.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server.ts';
import { systemStatusStore } from '../content/index.ts';
import type { Database } from '../../kernel/db/client.ts';
import { games } from './tables.ts';
import { testGeoIp } from '../../test/harness.ts';
import { gameCallsSuite } from './game-calls.fixtures.ts';

describe('game calls', () => {
  const { list, platform } = gameCallsSuite();

  it('sends cached answers compressed on request, with an ETag that revalidates', async () => {
    const url = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=42';
    const plain = await platform().app.inject({ url, headers: { host: 'alpha.test' } });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const br = await platform().app.inject({
      url,
      headers: { host: 'alpha.test', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await platform().app.inject({
      url,
      headers: { host: 'alpha.test', 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const again = await platform().app.inject({
      url,
      headers: { host: 'alpha.test', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('follows a catalog change once the catalog reloads', async () => {
    const before = await list({ vassalage: 'FSH' });
    expect(before.total).toBe(2);
    await platform().db.update(games).set({ enabled: false }).where(eqNode('FSH-2'));
    await platform().catalog.reload();
    const after = await list({ vassalage: 'FSH' });
    expect(after.games.map((g) => g.nodeId)).toEqual(['FSH-1']);
    await platform().db.update(games).set({ enabled: true }).where(eqNode('FSH-2'));
    await platform().catalog.reload();
  });

  it('answers the lobby calls without touching the database', async () => {
    // Every property access of this database throws: a query on the lobby path would fail.
    const forbidden = new Proxy({} as Database, {
      get() {
        throw new Error('the lobby path queried the database');
      },
    });
    // The system status is read from memory too: its store loads on the real database.
    const systemStatus = systemStatusStore(platform().db, platform().clock, { pollMs: 0 });
    await systemStatus.load();
    const app = buildServer({
      db: forbidden,
      clock: platform().clock,
      registry: platform().registry,
      geoip: await testGeoIp(),
      brandsDir: platform().brandsDir,
      storefrontDir: platform().storefrontDir,
      catalog: platform().catalog,
      systemStatus,
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
      systemStatus.close();
    }
  });
});

function eqNode(nodeId: string) {
  return eq(games.nodeId, nodeId);
}
