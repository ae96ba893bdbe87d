/**
 * The member center (spec §2 "Personal center", issue 14 item 5) against the real platform, on
 * both brands: opened from the header's account menu, a menu beside the page with the current
 * entry marked, a route per page so links and the back button work, and a close button back to
 * where the player was.
 */
import {
  acknowledgeRegistration,
  inEnglish,
  registerByUsername,
  uniqueUsername,
} from './accounts.ts';
import { axeViolations, expect, test } from './support.ts';

test.beforeEach(async ({ page }) => inEnglish(page));

test('a member moves through the member center and closes it', async ({ page, brandId }) => {
  test.setTimeout(60_000);
  await registerByUsername(page, brandId, {
    username: uniqueUsername('mcr'),
    password: 'secret123',
  });
  await acknowledgeRegistration(page);
  await page.goto('/rng');
  await expect(page.getByTestId('balance')).toHaveText('₱5,000.00');

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Deposit' }).click();
  await expect(page).toHaveURL('/member/depositv2');
  const menu = page.getByRole('navigation', { name: 'Member center' });
  await expect(menu.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');

  await menu.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL('/member/withdraw');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: 'Deposit' })).not.toHaveAttribute('aria-current');
  // A new member has no upline to send to.
  await expect(menu.getByRole('link', { name: 'Transfer to upline' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL('/member/depositv2');
  await expect(menu.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');

  await menu.getByRole('button', { name: 'Close the member center' }).click();
  await expect(page).toHaveURL('/rng');
  await expect(page.getByRole('navigation', { name: 'Member center' })).toHaveCount(0);
});

test('on a phone the menu is a strip above the page', async ({ page, brandId }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerByUsername(page, brandId, {
    username: uniqueUsername('mcp'),
    password: 'secret123',
  });
  await acknowledgeRegistration(page);
  await page.goto('/member/personalProfit');
  const menu = page.getByRole('navigation', { name: 'Member center' });
  const current = menu.getByRole('link', { name: 'Profit and loss' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  // The last entry: the strip scrolled sideways to show it.
  await expect(current).toBeInViewport({ ratio: 1 });
  const strip = await menu.boundingBox();
  const heading = await page
    .getByRole('heading', { level: 1, name: 'Profit and loss' })
    .boundingBox();
  expect(strip && heading && strip.y + strip.height <= heading.y).toBe(true);
  expect(strip!.height).toBeLessThan(80);
  expect(await axeViolations(page)).toEqual([]);
});

test('a visitor on a member center page is asked to log in', async ({ page }) => {
  await page.goto('/member/withdraw');
  const menu = page.getByRole('navigation', { name: 'Member center' });
  await expect(menu.getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
});
