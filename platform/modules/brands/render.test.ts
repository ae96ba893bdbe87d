import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { renderedUrl } from './render.ts';

/**
 * A stand-in for the storefront's server build (`dist/server/server.js`): plain JavaScript, no
 * React, answering the `renderPage` contract of engine/core/page-render.ts. It echoes what it
 * was given, counts its calls, and fails for `/broken`.
 */
const fakeServerModule = `
globalThis.fakeRenders = [];
export async function renderPage(input) {
  globalThis.fakeRenders.push(input);
  if (input.url.startsWith('/broken')) throw new Error('render failed');
  let calls = '';
  if (input.url.startsWith('/calls')) {
    // The API calls of a render: a read, answered as the browser's would be, and a write.
    const read = await input.fetch(new Request('http://localhost/wps/system/permission', {
      headers: { merchant: input.brand.merchantCode },
    }));
    const body = await read.json();
    calls = ' read=' + read.status + ' ip=' + body.value.location.ip;
    calls += ' write=' + await input.fetch(new Request('http://localhost/wps/session/logout', {
      method: 'POST',
    })).then(() => 'sent', (error) => 'refused');
  }
  return {
    html: '<main data-brand="' + input.brand.id + '" data-lang="' + input.language +
      '" data-theme="' + input.theme + '" data-status="' + input.permission.status + '">' +
      input.url.replace(/</g, '&lt;') + calls + '</main>',
    state: {
      path: input.url.split('?')[0],
      language: input.language,
      theme: input.theme,
      permission: input.permission,
      seed: 7,
      widgets: ['header'],
    },
  };
}
`;

declare global {
  var fakeRenders: Record<string, unknown>[];
}

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
  // Where the platform looks for the server build: beside the storefront build.
  const serverDir = join(t.storefrontDir, '..', 'server');
  mkdirSync(serverDir, { recursive: true });
  writeFileSync(join(serverDir, 'server.js'), fakeServerModule);
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

function pageState(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'page-state script').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('server rendering through the built module', () => {
  it('puts the rendered HTML in #root and its state in inert JSON, for the brand of the host', async () => {
    const response = await page('/promotions?ref=a', 'alpha.test');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<div id="root"><main data-brand="alpha" data-lang="EN" data-theme="null" data-status="0">/promotions?ref=a</main></div>',
    );
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    expect(pageState(html)).toMatchObject({ path: '/promotions', seed: 7, widgets: ['header'] });
  });

  it('renders the language and theme of the cookies, when the brand offers them', async () => {
    const html = (await page('/', 'bravo.test', { cookie: 'a=1; lang=EN; theme=dark' })).body;
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    expect(html).toContain('data-brand="bravo" data-lang="EN" data-theme="dark"');
    const other = (await page('/', 'bravo.test', { cookie: 'lang=VI; theme=blue' })).body;
    expect(other).toContain('<html lang="tl" dir="ltr" data-theme="light">');
    expect(other).toContain('data-lang="TY" data-theme="null"');
  });

  it('never hands the render a session: only brand, URL, language, theme and status', async () => {
    globalThis.fakeRenders.length = 0;
    await page('/?member=1', 'alpha.test', {
      authorization: 'Bearer secret-token',
      cookie: 'token=secret-token',
    });
    expect(globalThis.fakeRenders).toHaveLength(1);
    const input = globalThis.fakeRenders[0]!;
    expect(Object.keys(input).sort()).toEqual([
      'brand',
      'fetch',
      'language',
      'permission',
      'theme',
      'url',
    ]);
    expect(JSON.stringify(input)).not.toContain('secret-token');
  });

  it("answers the render's API calls in-process as the caller's, reads only", async () => {
    const html = (
      await t.app.inject({
        method: 'GET',
        url: '/calls',
        headers: { host: 'alpha.test' },
        remoteAddress: '203.0.113.9',
      })
    ).body;
    expect(html).toContain('/calls read=200 ip=203.0.113.9 write=refused</main>');
  });

  it('renders and caches a page without the token of its query: one render for every token', async () => {
    globalThis.fakeRenders.length = 0;
    const first = await page('/?token=member-one&ref=a', 'alpha.test');
    const second = await page('/?ref=a&token=member-two', 'alpha.test');
    expect(globalThis.fakeRenders.map((input) => input.url)).toEqual(['/?ref=a']);
    expect(first.body).not.toContain('member-one');
    expect(second.body).toBe(first.body);
    await page('/?token=member-three', 'alpha.test');
    expect(globalThis.fakeRenders.map((input) => input.url)).toEqual(['/?ref=a', '/']);
  });

  it('reuses a rendered page briefly and answers its ETag with 304', async () => {
    globalThis.fakeRenders.length = 0;
    const first = await page('/?etag=1', 'alpha.test');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    const again = await page('/?etag=1', 'alpha.test', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(globalThis.fakeRenders).toHaveLength(1);
    const other = await page('/?etag=2', 'alpha.test', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('serves the empty page the browser fills in when the render fails', async () => {
    const response = await page('/broken', 'alpha.test');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('id="page-state"');
  });
});

describe('renderedUrl', () => {
  it('drops the token and keeps the rest of the query in its order', () => {
    expect(renderedUrl('/rng?token=abc&pageNo=2')).toBe('/rng?pageNo=2');
    expect(renderedUrl('/rng?token=abc')).toBe('/rng');
    expect(renderedUrl('/rng?a=1&b=2')).toBe('/rng?a=1&b=2');
    expect(renderedUrl('/rng')).toBe('/rng');
  });
});
