import { readdirSync, readFileSync } from 'node:fs';
import {
  accountButton,
  acknowledgeRegistration,
  inEnglish,
  registerByUsername,
  uniqueUsername,
} from './accounts.ts';
import { expect, test } from './support.ts';
import type { APIRequestContext } from '@playwright/test';

/**
 * A page as the server sends it, fetched without running any JavaScript, and its `#root`
 * content. Node cannot resolve `lucky.localhost`: ask localhost with the brand's Host header.
 */
async function serverHtml(
  request: APIRequestContext,
  baseURL: string | undefined,
  path: string,
  headers: Record<string, string> = {},
) {
  const site = new URL(baseURL!);
  const answer = await request.get(`http://localhost:${site.port}${path}`, {
    headers: { host: site.host, ...headers },
  });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const root =
    /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="brand-data">/.exec(
      html,
    );
  return { html, root: root?.[1] ?? '', etag: answer.headers()['etag'] };
}

test.describe('server rendering', () => {
  test('renders with the production build of React, whatever NODE_ENV the platform has', () => {
    // The server build bundles React with NODE_ENV=production (vite.server.config.ts).
    const built = readFileSync('dist/server/server.js', 'utf8');
    expect(built).toContain('react-dom-server.node.production');
    expect(built).not.toMatch(/react-dom-server[\w.-]*development/);
    expect(built).not.toMatch(/from ["']react(-dom)?(\/[\w.-]+)?["']/);
  });

  for (const path of ['/', '/rng']) {
    test(`renders ${path} on the server: the frame and the games are in the HTML`, async ({
      request,
      baseURL,
      brand,
    }) => {
      const { html, root } = await serverHtml(request, baseURL, path);
      expect(root).toContain('<header class="header"');
      expect(root).toContain(`alt="${brand.name}"`);
      expect(root).toContain('class="shell"');
      // The game tiles: the home's rows, the lobby grid of /rng.
      expect(root.match(/<article class="game-tile"/g)?.length ?? 0).toBeGreaterThan(10);
      // Styled at first paint: the one stylesheet comes before any script. The app's code is
      // not fetched by the HTML itself: boot.js starts it, with the shown widgets' code, once
      // the page has loaded.
      expect(html.indexOf('<link rel="stylesheet"')).toBeLessThan(html.indexOf('<script'));
      expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
      expect(html).toMatch(
        /<script type="application\/json" id="app-scripts">\{"entry":"\/assets\/index-/,
      );
      // The first screen's widgets (game tiles among them) are one chunk (vite.config.ts).
      expect(html).toMatch(/id="widget-scripts">\[[^\]]*"\/assets\/first-screen-[\w-]+\.js"/);
      // The data the page shows goes with it, so the browser does not fetch it again.
      expect(html).toMatch(/id="page-state">[^<]*"queryKey":\["(rowGames|lobbyGameList)"/);
    });
  }

  test('renders the first banner as a real image, fetched first', async ({ request, baseURL }) => {
    const { root } = await serverHtml(request, baseURL, '/');
    const banner = /<img src="([^"]+)"[^>]*fetchPriority="high"/.exec(root);
    expect(banner, 'the first banner with fetchpriority=high').not.toBeNull();
    expect(root).toContain(
      `<link rel="preload" as="image" href="${banner![1]}" fetchPriority="high"/>`,
    );
  });

  test("has the first screen's code compiled while it streams in, and only that", () => {
    // V8's explicit compile hint (vite.first-screen.ts, ADR 0030) heads the entry and the first
    // screen's widgets; the chunks other pages load stay lazily compiled.
    const hinted = readdirSync('dist/storefront/assets').filter(
      (file) =>
        file.endsWith('.js') &&
        readFileSync(`dist/storefront/assets/${file}`, 'utf8').startsWith(
          '//# allFunctionsCalledOnLoad\n',
        ),
    );
    expect(hinted).toHaveLength(2);
    expect(hinted.some((file) => file.startsWith('index-'))).toBe(true);
    expect(hinted.some((file) => file.startsWith('first-screen-'))).toBe(true);
  });

  test('answers an unchanged page with 304 to its ETag', async ({ request, baseURL }) => {
    const site = new URL(baseURL!);
    // A page is rendered again after 5 s in the cache, with a new seed, so a new ETag: one
    // rendered between the two requests has changed, and comes in full (under its new ETag).
    const inFullUnderTheSameTag: string[] = [];
    await expect(async () => {
      const { etag } = await serverHtml(request, baseURL, '/');
      expect(etag).toMatch(/^"[0-9a-f]+"$/);
      const again = await request.get(`http://localhost:${site.port}/`, {
        headers: { host: site.host, 'if-none-match': etag! },
      });
      if (again.headers()['etag'] === etag && again.status() !== 304)
        inFullUnderTheSameTag.push(etag!);
      expect(again.status()).toBe(304);
    }).toPass({ timeout: 15_000 });
    expect(inFullUnderTheSameTag).toEqual([]);
  });

  test('renders the language and theme the player chose (cookies)', async ({
    request,
    baseURL,
  }) => {
    const { html, root } = await serverHtml(request, baseURL, '/', {
      cookie: 'lang=EN; theme=light',
    });
    expect(html).toMatch(/<html lang="en" dir="ltr" data-theme="light">/);
    expect(root).toContain('aria-label="Switch to dark theme"');
  });

  test('hydrates the page: React keeps the server elements, with no console errors', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Remembers the server's header element before the app's script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { serverHeader: Element | null }).serverHeader =
          document.querySelector('#root header');
      });
    });
    await page.goto('/rng');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('banner')).toBeVisible();
    const kept = await page.evaluate(() => {
      const before = (window as unknown as { serverHeader: Element | null }).serverHeader;
      return before !== null && before === document.querySelector('#root header');
    });
    expect(kept).toBe(true);
    expect(errors).toEqual([]);
  });

  test('renders a vendor tab of /rng as the app does: the side menu marks that vendor, and it stays so', async ({
    page,
    request,
    baseURL,
  }) => {
    const site = new URL(baseURL!);
    const { value } = (await (
      await request.get(`http://localhost:${site.port}/wps/game/vendors`, {
        headers: { host: site.host },
      })
    ).json()) as {
      value: {
        lanes: { gameCategory: string; vendors: { vassalage: string; displayName: string }[] }[];
      };
    };
    const vendor = value.lanes.find((lane) => lane.gameCategory === 'RNG')!.vendors[1]!;
    const path = `/rng?page=${vendor.vassalage}`;
    const { root } = await serverHtml(request, baseURL, path);
    const current = [
      ...root.matchAll(/aria-current="page"><span class="side-menu-label">([^<]*)</g),
    ].map((match) => match[1]);
    expect(current).toEqual([vendor.displayName]);

    // Any change to which side-menu entry is current, from the HTML's parsing on.
    await inEnglish(page);
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { currentChanges: string[] }).currentChanges = changes;
      new MutationObserver((records) => {
        for (const record of records)
          if (record.attributeName === 'aria-current' && record.target instanceof Element)
            if (record.target.closest('.side-menu')) changes.push(record.target.textContent ?? '');
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-current'] });
    });
    await page.goto(path);
    const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
      name: vendor.displayName,
      exact: true,
    });
    // React has hydrated the link (it keeps its fiber on the element), and its effects ran.
    await expect
      .poll(() =>
        link.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber')),
        ),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(link).toHaveAttribute('aria-current', 'page');
    expect(
      await page.evaluate(() => (window as unknown as { currentChanges: string[] }).currentChanges),
    ).toEqual([]);
  });

  test('shows the first screen before the app runs, and nothing moves when it starts', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 412, height: 823 }); // a phone, as Lighthouse's
    await page.goto('/');
    const layout = () =>
      page.locator('#main > *').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return `${element.className} ${Math.round(box.top)} ${Math.round(box.height)}`;
        }),
      );
    // boot.js gives the pictures in view their address (spec §9: 10 % visible), not the others.
    await expect(page.locator('.hot-games .game-tile img[src]').first()).toBeVisible();
    await expect(page.locator('.game-row').last().locator('img[src]')).toHaveCount(0);
    await expect(page.locator('.game-row').last().locator('img[data-lazy-src]')).not.toHaveCount(0);
    const before = await layout();
    release();
    // The app is live: the rows' arrows know the rows' ends (disabled in the server's HTML).
    await expect(
      page.locator('#main .carousel-arrow[aria-controls]:enabled').first(),
    ).toBeVisible();
    expect(await layout()).toEqual(before);
  });

  test('starts from the data in the page: the home asks for no permission, banners, menu or games again', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (
        /wps\/system\/(permission|banners)|lgw\/games\/game_menus|GCSGAME_gameList/.test(
          request.url(),
        )
      )
        asked.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.banner-slide img').first()).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('never renders member data: a logged-in player gets the logged-out page, then their own', async ({
    page,
    baseURL,
    brandId,
  }) => {
    await inEnglish(page);
    const username = uniqueUsername('s');
    await registerByUsername(page, brandId, { username, password: 'secret123' });
    await acknowledgeRegistration(page);
    await expect(accountButton(page, username)).toBeVisible();
    await expect(page.getByTestId('balance')).toBeVisible();
    const cookie = (await page.context().cookies())
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const { html } = await serverHtml(page.request, baseURL, '/', { cookie });
    expect(html).not.toContain(username);
    expect(html).not.toContain('5,000');
    await page.reload();
    await expect(accountButton(page, username)).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('₱5,000.00');
  });
});
