import { brands, expect, menuEntries, test } from './support.ts';

test.describe('each brand by host name', () => {
  test('shows its own title, menu order, theme, logo and footer', async ({ page, brand }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(brand.title);
    expect(await menuEntries(page)).toEqual(brand.menu);
    await expect(page.locator('html')).toHaveAttribute('lang', brand.language);
    const theme = await page.evaluate(() => {
      const root = document.documentElement;
      return {
        mode: root.dataset.theme,
        accent: getComputedStyle(root).getPropertyValue('--accent').trim(),
      };
    });
    expect(theme).toEqual({ mode: brand.theme, accent: brand.accent });
    await expect(page.getByRole('banner').getByRole('img', { name: brand.name })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(brand.age));
  });

  test('serves the brand inline for the first paint: title and description come from the server', async ({
    page,
    brand,
  }) => {
    // The raw server answer (Node cannot resolve *.localhost; the browser can).
    const html = (await (await page.goto('/'))?.text()) ?? '';
    expect(html).toContain(`<title>${brand.title}</title>`);
    expect(html).toContain('id="brand-data"');
    expect(html).not.toContain(brands[brand.name === 'Royal Win' ? 'lucky' : 'royal'].name);
  });

  test('shows the home sections: notices, banners, jackpot', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: /Banners|Mga banner/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Jackpot' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Announcements|Mga anunsyo/ })).toBeVisible();
  });

  test('opens the announcements from the notice strip', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Announcements|Mga anunsyo/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('details').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('goes to the download page with QR codes for Android and iOS', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /App download|I-download ang app/ })
      .click();
    await expect(page).toHaveURL(/\/down$/);
    await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(2);
  });

  test('answers an unknown path with the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: /Page not found|Hindi nakita ang pahina/ }),
    ).toBeVisible();
  });
});

test('an unknown host gets a clear page, never another brand', async ({ page, brandId }) => {
  test.skip(brandId !== 'royal', 'host-independent');
  const port = new URL(test.info().project.use.baseURL!).port;
  const response = await page.goto(`http://unknown-site.localhost:${port}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This site is not configured')).toBeVisible();
  await expect(page.getByText('Royal Win')).toHaveCount(0);
  await expect(page.getByText('Lucky PH')).toHaveCount(0);
});
