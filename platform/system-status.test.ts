/**
 * The system status enforced by the platform (issue 11 finding 13): during maintenance and
 * for callers the region restriction keeps out, every player API route refuses, while the
 * status calls the maintenance and restriction pages render from, the operator API and the
 * vendors' seamless wallet keep answering.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminServer } from './admin.ts';
import type { TestPlatform } from './test/harness.ts';
import { bearer, createPlayPlatform, playMember, vendorCall } from './test/play.ts';

let t: TestPlatform;
let admin: FastifyInstance;
let token: string;
let username: string;
beforeAll(async () => {
  t = await createPlayPlatform();
  admin = buildAdminServer({ db: t.db, clock: t.clock, registry: t.registry });
  const player = await playMember(t, { balance: 5_000 });
  token = player.token;
  username = player.member.username;
});
afterAll(async () => {
  await admin?.close();
  await t?.close();
});
afterEach(async () => {
  await admin.inject({ method: 'DELETE', url: '/maintenance?brand=casino' });
  await admin.inject({ method: 'DELETE', url: '/regions/casino' });
});

const host = 'casino.test';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One route of every player API family, called as a logged-in member would. */
const playerRoutes: readonly [Method, string, object?][] = [
  ['GET', '/lgw/games/game_menus'],
  ['GET', '/wps/game/vendors'],
  ['GET', '/wps/game/vendors/gameTypes'],
  ['GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=10'],
  ['GET', '/wps/relay/GCSGAME_hotGamesV2?gameType=RNG'],
  ['GET', '/wps/relay/GCSGAME_getRankList'],
  ['GET', '/wps/relay/GCS_recentGame'],
  ['GET', '/wps/game/favorites'],
  ['GET', '/wps/game/favorites/ids'],
  ['POST', '/wps/game/launchGame', { action: 'getLaunchAddressV2', nodeId: '1001' }],
  ['GET', '/wps/v2/wallets/balance'],
  ['GET', '/wps/member/info'],
  ['POST', '/wps/member/password', {}],
  ['GET', '/wps/system/setting/register'],
  ['PUT', '/wps/member/register', {}],
  ['POST', '/wps/session/login', { username: 'someone', password: 'Welcome2025' }],
  ['POST', '/wps/session/login/freeplay', {}],
  ['DELETE', '/wps/session/logout'],
  ['GET', '/wps/captcha'],
  ['GET', '/wps/altcha/challenge'],
  ['POST', '/wps/verification/sms/register', {}],
  ['GET', '/wps/system/whitelabel'],
  ['GET', '/wps/system/domainRoute'],
  ['GET', '/wps/system/notices'],
  ['GET', '/wps/system/banners?group=w_home'],
  ['GET', '/wps/system/countryCodes'],
  ['GET', '/wps/system/publicKey'],
  ['GET', '/wps/no/such/route'],
];

function player(method: Method, url: string, body?: object, ip = '127.0.0.1') {
  return t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { host, ...bearer(token) },
    ...(body ? { payload: body } : {}),
  });
}

/** A signed seamless-wallet balance call from vendor ALPHA. */
function vendorBalance() {
  return vendorCall(t, 'balance', { username, currency: 'PHP' }, { host });
}

async function expectOpen(): Promise<void> {
  for (const url of ['/wps/system/permission', '/wps/system/status']) {
    const response = await player('GET', url);
    expect(response.statusCode, url).toBe(200);
  }
  expect((await vendorBalance()).json()).toEqual({
    value: { balance: 5_000, currency: 'PHP', status: 'OK' },
  });
  expect((await admin.inject({ url: '/status?brand=casino' })).statusCode).toBe(200);
}

describe('the system status on the server', () => {
  it('lets every player route through while the brand is open', async () => {
    for (const url of ['/lgw/games/game_menus', '/wps/v2/wallets/balance']) {
      expect((await player('GET', url)).statusCode, url).toBe(200);
    }
  });

  it('refuses every player route during maintenance with 503 MAINTENANCE and Retry-After', async () => {
    const until = new Date(t.clock.now().getTime() + 90 * 60_000).toISOString();
    const started = await admin.inject({
      method: 'POST',
      url: '/maintenance',
      payload: { brand: 'casino', until, message: 'Wallet upgrade' },
    });
    expect(started.statusCode).toBe(200);
    for (const [method, url, body] of playerRoutes) {
      const response = await player(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(503);
      expect(response.headers['retry-after'], url).toBe(String(90 * 60));
      expect(response.json().error, url).toMatchObject({
        code: 'MAINTENANCE',
        message: 'System maintenance notice',
        retryAfterSeconds: 90 * 60,
      });
    }
    await expectOpen();
    // Another brand stays open.
    const other = await t.app.inject({
      url: '/lgw/games/game_menus',
      headers: { host: 'echo.test' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('sends no Retry-After when the maintenance end is not announced', async () => {
    await admin.inject({ method: 'POST', url: '/maintenance', payload: { brand: 'casino' } });
    const response = await player('GET', '/wps/v2/wallets/balance');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json().error.code).toBe('MAINTENANCE');
  });

  it('refuses every player route to a caller the region restriction keeps out (403)', async () => {
    const set = await admin.inject({
      method: 'PUT',
      url: '/regions/casino',
      payload: { allow: ['SG'] },
    });
    expect(set.statusCode).toBe(200);
    for (const [method, url, body] of playerRoutes) {
      const response = await player(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error, url).toEqual({
        code: 'REGION_RESTRICTED',
        message: 'Access restricted for blocked IP or location',
      });
    }
    await expectOpen();
    // Callers from an allowed country (local addresses are PH) get through.
    await admin.inject({ method: 'PUT', url: '/regions/casino', payload: { allow: ['PH'] } });
    expect((await player('GET', '/wps/v2/wallets/balance')).statusCode).toBe(200);
  });

  it('answers maintenance first when both apply', async () => {
    await admin.inject({ method: 'PUT', url: '/regions/casino', payload: { allow: ['SG'] } });
    await admin.inject({ method: 'POST', url: '/maintenance', payload: { brand: 'casino' } });
    const response = await player('GET', '/lgw/games/game_menus');
    expect(response.json().error.code).toBe('MAINTENANCE');
    const permission = (await player('GET', '/wps/system/permission')).json().value;
    expect(permission).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
  });
});
