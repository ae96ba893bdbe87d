import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, openSettled, test } from './support.ts';

/** Every route of the demo brands (both inherit brands/base.json's), less the pure aliases. */
const aliases = new Set(['/index', '/index.html', '/home', '/register.html']);
const routes = Object.keys(
  (JSON.parse(readFileSync('brands/base.json', 'utf8')) as { routes: Record<string, unknown> })
    .routes,
).filter((path) => !aliases.has(path));
const phoneWidths = [360, 390, 414];

/** How far the page scrolls sideways at the current width (0 when it does not). */
function sidewaysScroll(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test.describe('phone widths', () => {
  // Each language once and each theme once: a theme changes colours, not sizes.
  const variants = [
    { language: 'EN', theme: 'dark' },
    { language: 'TY', theme: 'light' },
  ] as const;
  for (const { language, theme } of variants) {
    test(`no route scrolls sideways at 360, 390 or 414 px (${language}, ${theme})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.addInitScript(
        ({ lang, mode }) => {
          localStorage.setItem('lang', lang);
          localStorage.setItem('theme', mode);
        },
        { lang: language, mode: theme },
      );
      const overflowing: string[] = [];
      for (const path of routes) {
        await page.setViewportSize({ width: phoneWidths[0]!, height: 800 });
        await openSettled(page, path);
        for (const width of phoneWidths) {
          await page.setViewportSize({ width, height: 800 });
          const extra = await sidewaysScroll(page);
          if (extra > 0) overflowing.push(`${path} at ${width} px: ${extra} px too wide`);
        }
      }
      expect(overflowing).toEqual([]);
    });
  }

  test("the right bar never covers the lobby's carousel arrows or favourite hearts", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const covered: string[] = [];
    for (const width of phoneWidths) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of ['/', '/rng']) {
        await openSettled(page, path);
        await expect(page.locator('.carousel-arrow, .game-tile__heart').first()).toBeVisible();
        covered.push(
          ...(await page.evaluate(() => {
            const targets = [
              ...document.querySelectorAll<HTMLElement>('.carousel-arrow, .game-tile__heart'),
            ].slice(0, 24);
            const top = document.querySelector('.shell-top')?.getBoundingClientRect().bottom ?? 0;
            const found: string[] = [];
            // Put each target at every height of the screen, as a player scrolling would.
            for (const target of targets) {
              for (let y = top + 20; y < innerHeight - 20; y += 30) {
                const box = target.getBoundingClientRect();
                window.scrollBy(0, box.top + box.height / 2 - y);
                const now = target.getBoundingClientRect();
                const hit = document.elementFromPoint(
                  now.left + now.width / 2,
                  now.top + now.height / 2,
                );
                const cover = hit && !target.contains(hit) ? hit.closest('.right-bar') : null;
                if (cover && now.top >= top && now.bottom <= innerHeight) {
                  found.push(`${target.getAttribute('aria-label')} under the right bar`);
                  break;
                }
              }
            }
            return found;
          })),
        );
      }
    }
    expect(covered).toEqual([]);
  });
});

test.describe('mini side bar', () => {
  for (const how of ['chosen with the menu button', 'set by the route (/seamless)'] as const) {
    test(`icons keep their size in mini mode ${how}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const nav = page.getByRole('navigation', { name: /Main menu|Pangunahing menu/ });
      if (how === 'chosen with the menu button') {
        await openSettled(page, '/');
        await page
          .getByRole('banner')
          .getByRole('button', { name: /Collapse menu|Paliitin ang menu/ })
          .click();
      } else {
        await openSettled(page, '/seamless');
      }
      await expect(nav).toHaveAttribute('data-mini', 'true');
      const icons = nav.locator('.side-menu-item > svg, .side-menu-item > img');
      await expect(icons.first()).toBeVisible();
      const sizes = await icons.evaluateAll((list) =>
        list.map((icon) => {
          const box = icon.getBoundingClientRect();
          return Math.min(box.width, box.height);
        }),
      );
      expect(sizes.length).toBeGreaterThan(5);
      for (const size of sizes) expect(size).toBeGreaterThanOrEqual(16);
    });
  }
});
