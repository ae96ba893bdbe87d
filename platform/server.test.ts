import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAnnouncement } from './modules/content/index.ts';
import { createTestPlatform, type TestPlatform } from './test/harness.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, host = 'alpha.test', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('brand resolution by host', () => {
  it('answers an unknown host with the UNKNOWN_HOST error of spec §8', async () => {
    const response = await get('/wps/system/status', 'other.example');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'UNKNOWN_HOST', message: 'Invalid URL, please contact customer service' },
    });
  });

  it('ignores the port and the case of the host', async () => {
    const response = await get('/wps/system/domainRoute', 'WWW.Alpha.Test:8080');
    expect(response.statusCode).toBe(200);
    expect(response.json().value.domains).toEqual([
      { domain: 'alpha.test' },
      { domain: 'www.alpha.test' },
    ]);
  });

  it('rejects a Merchant header that names another merchant', async () => {
    const response = await get('/wps/system/status', 'alpha.test', { merchant: 'BRAVO' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('UNKNOWN_HOST');
  });

  it('accepts the brand own merchant code and an empty Merchant header', async () => {
    expect((await get('/wps/system/status', 'alpha.test', { merchant: 'ALPHA' })).statusCode).toBe(
      200,
    );
    expect((await get('/wps/system/status', 'alpha.test', { merchant: '' })).statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404, never a page', async () => {
    const response = await get('/wps/nothing/here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('GET /wps/system/status and /permission', () => {
  it('reports a normal status with no maintenance', async () => {
    const response = await get('/wps/system/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      value: { status: 0, maintenanceEnd: null, maintenanceMessage: null },
    });
  });

  it('reports the caller location from GeoIP', async () => {
    const local = await t.app.inject({
      url: '/wps/system/permission',
      headers: { host: 'alpha.test' },
      remoteAddress: '127.0.0.1',
    });
    expect(local.json()).toEqual({
      value: {
        status: 0,
        maintenance: false,
        maintenanceEnd: null,
        maintenanceMessage: null,
        regionRestriction: false,
        location: { ip: '127.0.0.1', country: 'PH' },
        imageCDNs: [],
        launchGameCDNs: [],
      },
    });
    const us = await t.app.inject({
      url: '/wps/system/permission',
      headers: { host: 'alpha.test' },
      remoteAddress: '8.8.8.8',
    });
    expect(us.json().value.location).toEqual({ ip: '8.8.8.8', country: 'US' });
  });

  it('uses X-Forwarded-For only when the proxy is trusted', async () => {
    const headers = { host: 'alpha.test', 'x-forwarded-for': '8.8.8.8' };
    const untrusted = await t.app.inject({
      url: '/wps/system/permission',
      headers,
      remoteAddress: '10.0.0.5',
    });
    expect(untrusted.json().value.location).toEqual({ ip: '10.0.0.5', country: 'PH' });
    const proxied = t.rebuild({ trustProxy: ['10.0.0.0/8'] });
    const trusted = await proxied.inject({
      url: '/wps/system/permission',
      headers,
      remoteAddress: '10.0.0.5',
    });
    expect(trusted.json().value.location).toEqual({ ip: '8.8.8.8', country: 'US' });
  });
});

describe('caching of API answers', () => {
  it('tells browsers and proxies to store no API answer unless the route allows it', async () => {
    const status = await get('/wps/system/status');
    expect(status.headers['cache-control']).toBe('no-store');
    const error = await get('/wps/member/info');
    expect(error.statusCode).toBe(401);
    expect(error.headers['cache-control']).toBe('no-store');
    const menus = await get('/lgw/games/game_menus');
    expect(menus.headers['cache-control']).toBe('no-cache');
  });

  it('sends the security headers on every answer, errors and unknown hosts included', async () => {
    for (const answer of [
      await get('/wps/system/status'),
      await get('/wps/member/info'),
      await get('/wps/system/status', 'unknown.test'),
      await get('/'),
    ]) {
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('keeps the document headers to pages: an API answer may load and run nothing', async () => {
    const api = await get('/wps/system/status');
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(api.headers['permissions-policy']).toBeUndefined();
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    const page = await get('/');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(page.headers['permissions-policy'])).toContain('camera=()');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('returns the feature tree with the brand flag overrides applied', async () => {
    const response = await get('/wps/system/whitelabel');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      value: [
        {
          modId: 'REGISTRATION',
          enabled: true,
          childrenNodes: [{ modId: 'mobileReg', enabled: true, childrenNodes: [] }],
        },
        { modId: 'referralPromo', enabled: false, childrenNodes: [] },
      ],
    });
    const bravo = await get('/wps/system/whitelabel', 'bravo.test');
    expect(bravo.json().value[1]).toEqual({
      modId: 'referralPromo',
      enabled: true,
      childrenNodes: [],
    });
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('lists domains, resources with served QR codes, and customer service', async () => {
    const response = await get('/wps/system/domainRoute');
    expect(response.json()).toEqual({
      value: {
        domains: [{ domain: 'alpha.test' }, { domain: 'www.alpha.test' }],
        resources: [
          { resourceType: 'TELEGRAM', url: 'https://t.me/alpha', labelNameEn: 'Telegram' },
          {
            resourceType: 'Android',
            url: 'https://alpha.example/app.apk',
            labelNameEn: 'Android app',
            qrCodeUrl: '/brand-assets/alpha/qr.png',
          },
        ],
        customerService: [
          { csType: 'LIVECHAT', path: 'https://chat.alpha.example/' },
          { csType: 'VIP', path: 'https://vip.alpha.example/' },
        ],
      },
    });
  });

  it('answers empty lists for a brand without resources', async () => {
    const response = await get('/wps/system/domainRoute', 'bravo.test');
    expect(response.json().value).toEqual({
      domains: [{ domain: 'bravo.test' }, { domain: '127.0.0.1' }],
      resources: [],
      customerService: [],
    });
  });
});

describe('GET /wps/system/banners', () => {
  it('returns the group banners with served URLs, group name and localized alt text', async () => {
    const response = await get('/wps/system/banners?group=w_home', 'bravo.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      value: [
        {
          bannerId: 'welcome',
          url: '/brand-assets/base/banner.svg',
          groupName: 'w_home',
          linkageType: 'route',
          link: '/promotions',
          alt: 'Maligayang pagdating',
        },
      ],
    });
    const english = await get('/wps/system/banners?group=w_home', 'bravo.test', { language: 'EN' });
    expect(english.json().value[0].alt).toBe('Welcome');
  });

  it('answers 404 for a group the brand does not define', async () => {
    const response = await get('/wps/system/banners?group=w_rng');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 400 with a message for a missing or malformed group', async () => {
    for (const url of [
      '/wps/system/banners',
      '/wps/system/banners?group=',
      '/wps/system/banners?group=<script>',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.message).toMatch(/group/);
    }
    expect((await get('/wps/system/banners?group=<script>')).json().error.message).toBe(
      'Invalid query: group "<script>" must name a banner group such as w_home, w_rng, w_live',
    );
  });
});

describe('GET /wps/system/notices', () => {
  beforeAll(async () => {
    await postAnnouncement(t.db, t.clock, {
      type: 'PL',
      title: 'Player EN',
      content: '<p>en</p>',
      brandId: 'alpha',
      language: 'EN',
    });
    await postAnnouncement(t.db, t.clock, {
      type: 'PR',
      title: 'Promo TY',
      content: '<p>ty</p>',
      brandId: 'alpha',
      language: 'TY',
    });
    await postAnnouncement(t.db, t.clock, {
      type: 'B',
      title: 'Strip all',
      content: 'all',
      language: null,
    });
  });

  it('groups announcements by type and answers every group', async () => {
    const response = await get('/wps/system/notices', 'alpha.test', { language: 'EN' });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(Object.keys(value).sort()).toEqual(['banners', 'help', 'player', 'popup', 'promotion']);
    expect(value.player.map((n: { title: string }) => n.title)).toEqual(['Player EN']);
    expect(value.banners.map((n: { title: string }) => n.title)).toEqual(['Strip all']);
    expect(value.promotion).toEqual([]);
    expect(value.player[0]).toMatchObject({
      type: 'PL',
      content: '<p>en</p>',
      createdAt: '2026-03-02T10:00:00.000Z',
    });
  });

  it('limits the answer to the requested types', async () => {
    const response = await get('/wps/system/notices?types=B', 'alpha.test', { language: 'EN' });
    expect(response.json().value.player).toEqual([]);
    expect(response.json().value.banners).toHaveLength(1);
  });

  it('answers 400 naming the bad type', async () => {
    for (const url of ['/wps/system/notices?types=PL,XX', '/wps/system/notices?types=PL,']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.message).toMatch(/B, PL, PU, PR, H/);
    }
    expect((await get('/wps/system/notices?types=PL,XX')).json().error.message).toContain('XX');
  });

  it('treats an empty types parameter as absent, like every query parameter', async () => {
    const response = await get('/wps/system/notices?types=', 'alpha.test', { language: 'EN' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.banners).toHaveLength(1);
  });
});

describe('errors never crash the server', () => {
  it('answers a malformed JSON body with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/system/status',
      headers: { host: 'alpha.test', 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });
});
