import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureScript } from '../../test/fixtures.ts';
import { createTestPlatform, tempDir, type TestPlatform } from '../../test/harness.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

/** The brand data the page embeds, read back the way the storefront reads it. */
function brandData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="brand-data">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'brand-data script').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('pages per brand', () => {
  it('renders alpha with its language, title, description, favicon, theme and data', async () => {
    const response = await page('/', 'alpha.test');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    expect(html).toContain('<title>Home | Alpha Casino</title>');
    expect(html).toContain('<meta name="description" content="Casino and slots." />');
    expect(html).toContain('<link rel="icon" href="/brand-assets/base/favicon.svg" />');
    const alpha = t.registry.byId('alpha')!;
    expect(html).toContain(
      `<link rel="stylesheet" href="/brand/theme.css?v=${alpha.themeHash}" />`,
    );
    expect(html).not.toContain('<!--brand-head-->');
    expect(html).not.toContain('<!--brand-data-->');
    const data = brandData(html);
    expect(data).toMatchObject({ id: 'alpha', name: 'Alpha Casino', merchantCode: 'ALPHA' });
    expect((data.theme as { logo: string }).logo).toBe('/brand-assets/alpha/logo.svg');
  });

  it('renders bravo on its own host in Tagalog with its own theme link and data', async () => {
    const html = (await page('/', 'bravo.test')).body;
    expect(html).toContain('<html lang="tl" dir="ltr" data-theme="light">');
    expect(html).toContain('<title>Tahanan | Bravo &amp; &lt;Friends&gt;</title>');
    expect(html).toContain(`/brand/theme.css?v=${t.registry.byId('bravo')!.themeHash}`);
    expect(t.registry.byId('bravo')!.themeHash).not.toBe(t.registry.byId('alpha')!.themeHash);
    expect(brandData(html)).toMatchObject({ id: 'bravo', merchantCode: 'BRAVO' });
    expect(html).not.toContain('Alpha Casino');
  });

  it('answers unknown paths with the 404 title and status, still as the brand page', async () => {
    const alpha = await page('/no-such-page', 'alpha.test');
    expect(alpha.statusCode).toBe(404);
    expect(alpha.body).toContain('<title>Page not found | Alpha Casino</title>');
    const bravo = await page('/wala', 'bravo.test');
    expect(bravo.statusCode).toBe(404);
    expect(bravo.body).toContain(
      '<title>Hindi nakita ang pahina | Bravo &amp; &lt;Friends&gt;</title>',
    );
  });

  it('finds a route with a trailing slash and ignores the query string', async () => {
    const response = await page('/promotions/?ref=abc', 'alpha.test');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Promotions | Alpha Casino</title>');
  });

  it('answers a missing file (not a page) with a plain 404', async () => {
    const response = await page('/missing.png', 'alpha.test');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/plain');
  });
});

describe('escaping', () => {
  it('keeps brand text from breaking out of the head or the brand-data script', async () => {
    const response = await page('/promotions', 'bravo.test');
    const html = response.body;
    // One script element for the data, and the injected markup never becomes markup.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<title>Promo &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Bravo &amp; &lt;Friends&gt;</title>',
    );
    expect(html).toContain('content="Sabi &quot;hi&quot; &lt;!-- &amp; $&amp; \u2028 wakas"');
    const raw = /id="brand-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(raw).not.toMatch(/[<>&\u2028\u2029]/);
    // Read back, the data is exactly the brand's text.
    const data = brandData(html) as {
      name: string;
      routes: Record<string, { title: { TY: string }; description: { EN: string } }>;
    };
    expect(data.name).toBe('Bravo & <Friends>');
    expect(data.routes['/promotions']!.title.TY).toBe('Promo </script><script>alert(1)</script>');
    expect(data.routes['/promotions']!.description.EN).toBe('Say "hi" <!-- & $& \u2028 end');
  });
});

describe('headers', () => {
  it('sends the CSP without inline script and no upgrade-insecure-requests or HSTS', async () => {
    const response = await page('/', 'alpha.test');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('forbids framing the same way in X-Frame-Options as in the CSP, and switches off unused features', async () => {
    const response = await page('/', 'alpha.test');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
      expect(policy).toContain(`${feature}=()`);
  });

  it('sends HSTS only when asked', async () => {
    const app = t.rebuild({ hsts: true });
    const response = await app.inject({ url: '/', headers: { host: 'alpha.test' } });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('never caches index.html and caches hashed assets forever', async () => {
    expect((await page('/', 'alpha.test')).headers['cache-control']).toBe('no-cache');
    const asset = await page('/assets/index-abc123.js', 'alpha.test');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(fixtureScript);
    expect((await page('/boot.js', 'alpha.test')).headers['cache-control']).toBe('no-cache');
  });

  it('serves the precompressed brotli sibling of an asset', async () => {
    const response = await page('/assets/index-abc123.js', 'alpha.test', {
      'accept-encoding': 'br',
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(fixtureScript);
  });

  it('compresses rendered pages', async () => {
    const gzip = await page('/', 'alpha.test', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<title>Home | Alpha Casino</title>');
    const br = await page('/', 'alpha.test', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await page('/', 'alpha.test');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('never serves the raw template', async () => {
    const response = await page('/index.html', 'alpha.test');
    expect(response.body).not.toContain('<!--brand-head-->');
  });
});

describe('theme stylesheet', () => {
  it('serves the brand theme, cacheable forever only under its current hash', async () => {
    const alpha = t.registry.byId('alpha')!;
    const current = await page(`/brand/theme.css?v=${alpha.themeHash}`, 'alpha.test');
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.body).toContain('--accent: #aa0000;');
    const stale = await page('/brand/theme.css?v=old', 'alpha.test');
    expect(stale.headers['cache-control']).toBe('no-cache');
    const bravo = await page('/brand/theme.css', 'bravo.test');
    expect(bravo.body).toContain('--accent: #008800;');
    expect(bravo.body).toMatch(/^:root, :root\[data-theme='light'\]/);
  });
});

describe('brand assets and flags', () => {
  it('serves brand images', async () => {
    const response = await page('/brand-assets/alpha/logo.svg', 'alpha.test');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('alpha logo');
    expect((await page('/brand-assets/alpha/qr.png', 'alpha.test')).headers['content-type']).toBe(
      'image/png',
    );
  });

  it('never serves brand JSON or anything outside the brands folder', async () => {
    for (const url of [
      '/brand-assets/alpha.json',
      '/brand-assets/base.json',
      '/brand-assets/../package.json',
      '/brand-assets/%2e%2e/%2e%2e/package.json',
      '/brand-assets/alpha/..%2f..%2fbrands/alpha.json',
      '/brand-assets/alpha/%2e%2e/alpha.json',
    ]) {
      const response = await page(url, 'alpha.test');
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain('merchantCode');
      expect(response.body, url).not.toContain('"name"');
    }
  });

  it('serves country flags as SVG and nothing else from that folder', async () => {
    const flag = await page('/flags/ph.svg', 'alpha.test');
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toContain('image/svg+xml');
    expect(flag.body).toContain('<svg');
    expect((await page('/flags/../package.json', 'alpha.test')).statusCode).toBe(404);
    expect((await page('/flags/zz.svg', 'alpha.test')).statusCode).toBe(404);
  });
});

describe('unknown host and missing build', () => {
  it('shows a self-contained bilingual page that names no brand', async () => {
    for (const url of ['/', '/promotions', '/brand/theme.css', '/brand-assets/alpha/logo.svg']) {
      const response = await page(url, 'unknown.example');
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('This site is not configured');
      expect(response.body).toContain('Hindi naka-configure ang site na ito');
      for (const leak of ['Alpha', 'Bravo', 'brand-data', 'theme.css', '<script'])
        expect(response.body, url).not.toContain(leak);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("default-src 'none'");
    }
  });

  it('answers 503 telling to build when the storefront has no index.html', async () => {
    const empty = tempDir();
    try {
      const app = t.rebuild({ storefrontDir: join(empty.path, 'not-built') });
      const response = await app.inject({ url: '/', headers: { host: 'alpha.test' } });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
      expect(response.body).not.toContain('Alpha');
      // The API keeps working without a build.
      const api = await app.inject({ url: '/wps/system/status', headers: { host: 'alpha.test' } });
      expect(api.statusCode).toBe(200);
    } finally {
      empty.dispose();
    }
  });
});

describe('without a server build', () => {
  it('serves the empty page the browser renders, with an ETag', async () => {
    const response = await page('/', 'alpha.test');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('id="page-state"');
    const again = await page('/', 'alpha.test', { 'if-none-match': response.headers.etag! });
    expect(again.statusCode).toBe(304);
  });
});
