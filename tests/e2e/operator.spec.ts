import { expect, maintenanceOn, operator, test } from './support.ts';

test.describe('operator CLI', { tag: '@brand-wide' }, () => {
  test.afterEach(({ brandId }) => {
    operator('maintenance', 'off', '--brand', brandId);
    operator('region', 'clear', brandId);
  });

  test('maintenance on shows the maintenance page, off brings the site back', async ({
    page,
    brandId,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: /Main menu|Pangunahing menu/ }),
    ).toBeVisible();
    maintenanceOn(brandId, 'Upgrading the wallet');
    await page.reload();
    await expect(
      page.getByRole('heading', { name: /System maintenance notice|Abiso ng maintenance/ }),
    ).toBeVisible();
    await expect(page.getByText('Upgrading the wallet')).toBeVisible();
    await expect(page.locator('time')).toHaveAttribute('datetime', '2030-01-01T06:00:00.000Z');
    await expect(page.getByRole('navigation', { name: /Main menu|Pangunahing menu/ })).toHaveCount(
      0,
    );
    operator('maintenance', 'off', '--brand', brandId);
    await page.reload();
    await expect(
      page.getByRole('navigation', { name: /Main menu|Pangunahing menu/ }),
    ).toBeVisible();
  });

  test('maintenance that begins while the page is open shows at its next call, without a reload', async ({
    page,
    brandId,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: /Main menu|Pangunahing menu/ });
    await expect(menu).toBeVisible();
    operator('maintenance', 'on', '--brand', brandId, '--message', 'Wallet upgrade underway');
    // The lobby asks for its games: the platform refuses with MAINTENANCE, and the page follows.
    await page.locator('a[href="/rng"]').first().click();
    await expect(
      page.getByRole('heading', { name: /System maintenance notice|Abiso ng maintenance/ }),
    ).toBeVisible();
    await expect(page.getByText('Wallet upgrade underway', { exact: true })).toBeVisible();
    await expect(menu).toHaveCount(0);
  });

  test("maintenance of one brand leaves the other brand's site up", async ({ page, brandId }) => {
    const other = brandId === 'royal' ? 'lucky' : 'royal';
    operator('maintenance', 'on', '--brand', other);
    try {
      await page.goto('/');
      await expect(
        page.getByRole('navigation', { name: /Main menu|Pangunahing menu/ }),
      ).toBeVisible();
    } finally {
      operator('maintenance', 'off', '--brand', other);
    }
  });

  test("a region restriction shows the caller's IP and country, and clears", async ({
    page,
    brandId,
  }) => {
    operator('region', 'set', brandId, '--allow', 'SG,MY');
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: /Access restricted|Pinaghihigpitan/ }),
    ).toBeVisible();
    await expect(page.getByTestId('caller-ip')).toHaveText(
      /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/,
    );
    await expect(page.getByTestId('caller-country')).toHaveText(/Philippines|Pilipinas/);
    operator('region', 'clear', brandId);
    await page.reload();
    await expect(
      page.getByRole('navigation', { name: /Main menu|Pangunahing menu/ }),
    ).toBeVisible();
  });

  test('maintenance wins over a region restriction', async ({ page, brandId }) => {
    operator('region', 'set', brandId, '--allow', 'SG');
    operator('maintenance', 'on', '--brand', brandId);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: /System maintenance notice|Abiso ng maintenance/ }),
    ).toBeVisible();
  });

  test('a posted announcement appears in the notice strip', async ({ page, brandId }) => {
    const title = `Operator notice for ${brandId} ${Date.now()}`;
    operator(
      'announce',
      '--brand',
      brandId,
      '--type',
      'PL',
      '--title',
      title,
      '--content',
      '<p>Posted from the CLI</p>',
    );
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Announcements|Mga anunsyo/ })).toContainText(
      title,
    );
  });
});
