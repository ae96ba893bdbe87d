import { expect, test } from './support.ts';

test.describe('keyboard focus', () => {
  test('a modal keeps Tab inside, closes on Escape and gives focus back to its opener', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: /Announcements|Mga anunsyo/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('closing the login modal with its close button gives focus back to the header button', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('banner').getByRole('button', { name: /^(Log in|Mag-log in)$/ });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^(Close|Isara)$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
