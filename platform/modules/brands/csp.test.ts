/**
 * The page's Content-Security-Policy per brand (issue 11 finding 8): images load from the site,
 * `data:`, the brand's image CDNs and declared asset hosts, and the catalog's icon hosts; not
 * from any https host.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../catalog/index.ts';
import { fixtureAlpha } from '../../test/fixtures.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';

const fixtureCharlie = {
  ...fixtureAlpha,
  id: 'charlie',
  name: 'Charlie',
  merchantCode: 'CHARLIE',
  domains: ['charlie.test'],
  cdn: {
    images: ['https://img.charlie.example/static/'],
    assetHosts: ['https://assets.charlie.example', 'https://media.partner.example:8443'],
  },
};

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ catalog: true, extraBrands: { charlie: fixtureCharlie } });
});
afterAll(async () => {
  await t?.close();
});

/** The img-src sources of the CSP `host`'s answer to `url` carries. */
async function imgSrc(host: string, url = '/'): Promise<string[]> {
  const response = await t.app.inject({ url, headers: { host } });
  const csp = String(response.headers['content-security-policy']);
  const directive = csp.split(';').find((d) => d.trim().startsWith('img-src '));
  return directive!.trim().split(/\s+/).slice(1);
}

describe('img-src', () => {
  it("is the site and data: for a brand that declares no image hosts (no 'https:')", async () => {
    expect(await imgSrc('alpha.test')).toEqual(["'self'", 'data:']);
    expect(await imgSrc('alpha.test', '/promotions')).toEqual(["'self'", 'data:']);
  });

  it("adds the brand's image CDNs and asset hosts, as origins, on its pages only", async () => {
    expect(await imgSrc('charlie.test')).toEqual([
      "'self'",
      'data:',
      'https://img.charlie.example',
      'https://assets.charlie.example',
      'https://media.partner.example:8443',
    ]);
    expect(await imgSrc('alpha.test')).not.toContain('https://assets.charlie.example');
  });

  it('adds the hosts of the game icons of the catalog', async () => {
    await t.db
      .update(games)
      .set({ icon: 'https://icons.vendor.example/alpha/1001.png' })
      .where(eq(games.vassalage, 'ALPHA'));
    await t.catalog.reload();
    expect(await imgSrc('alpha.test')).toEqual(["'self'", 'data:', 'https://icons.vendor.example']);
    expect(await imgSrc('charlie.test')).toContain('https://icons.vendor.example');
  });

  it('is not given to API answers, which may load nothing at all', async () => {
    const answer = await t.app.inject({
      url: '/wps/system/status',
      headers: { host: 'charlie.test' },
    });
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
