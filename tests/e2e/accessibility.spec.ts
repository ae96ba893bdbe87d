import {
  axeViolations as violations,
  expect,
  maintenanceOn,
  openSettled,
  operator,
  test,
} from './support.ts';

/** The brand's main routes: home, each kind of lobby, the vendor and provider pages, help. */
const mainRoutes = ['/', '/down', '/register', '/help', '/hot', '/fav', '/rng', '/live'];
const moreRoutes = ['/sports', '/providers', '/game'];

test.describe('accessibility (axe)', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`the main routes have no violations, best practices included, in the ${theme} theme`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      const found: string[] = [];
      for (const [width, paths] of [
        [1280, [...mainRoutes, ...moreRoutes]],
        [390, ['/', '/rng']],
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of paths) {
          await openSettled(page, path);
          found.push(...(await violations(page, true)).map((v) => `${path} @${width}: ${v}`));
        }
      }
      expect(found).toEqual([]);
    });
  }

  for (const theme of ['dark', 'light'] as const) {
    test(`home and download pages have no violations in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Jackpot' })).toBeVisible();
      await expect(page.getByRole('region', { name: /Banners|Mga banner/ })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.goto('/down');
      await expect(page.getByRole('img', { name: /QR code/ }).first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test(
    'the 404, maintenance and IP-restriction pages have no violations',
    { tag: '@brand-wide' },
    async ({ page, brandId }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      try {
        maintenanceOn(brandId, 'Back soon');
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await violations(page)).toEqual([]);
        operator('maintenance', 'off', '--brand', brandId);
        operator('region', 'set', brandId, '--allow', 'SG');
        await page.goto('/');
        await expect(page.getByTestId('caller-ip')).toBeVisible();
        expect(await violations(page)).toEqual([]);
      } finally {
        operator('maintenance', 'off', '--brand', brandId);
        operator('region', 'clear', brandId);
      }
    },
  );

  test('the page loads without console errors or CSP violations', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Jackpot' })).toBeVisible();
    await page.getByRole('button', { name: /Announcements|Mga anunsyo/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
