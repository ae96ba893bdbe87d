/**
 * What the test files of the player game routes (launch, favourites, recent games, rank list)
 * share: one play platform per file, started before its tests and closed after them, and
 * calls to it on the casino brand.
 */
import { afterAll, beforeAll } from 'vitest';
import type { TestPlatform } from '../../test/harness.ts';
import { call, createPlayPlatform } from '../../test/play.ts';

/** The brand host the calls go to. */
export const host = 'casino.test';

/** Starts a play platform for the calling test file, and the calls its tests make. */
export function playRoutesSuite() {
  let platform: TestPlatform | undefined;
  beforeAll(async () => {
    platform = await createPlayPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });
  const suite = {
    /** The running platform; there is one only inside tests and hooks. */
    get t(): TestPlatform {
      if (!platform) throw new Error('The test platform runs only inside tests and hooks.');
      return platform;
    },
    /** A GET on the casino brand. */
    get: (url: string, headers: Record<string, string> = {}) =>
      call(suite.t.app, host, 'GET', url, { headers }),
    /** A JSON POST or DELETE on the casino brand. */
    send: (
      method: 'POST' | 'DELETE',
      url: string,
      body: unknown,
      headers: Record<string, string> = {},
    ) => call(suite.t.app, host, method, url, { body, headers }),
    /** A game launch (`getLaunchAddressV2`) with `body`'s fields. */
    launch: (body: object, headers: Record<string, string> = {}) =>
      suite.send(
        'POST',
        '/wps/game/launchGame',
        { action: 'getLaunchAddressV2', ...body },
        headers,
      ),
  };
  return suite;
}
