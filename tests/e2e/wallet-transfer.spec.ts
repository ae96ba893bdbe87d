/**
 * "My wallet" (issue 14 item 4, member center page `transferFund`) against the real platform, on
 * both brands: a new member (₱5,000.00 demo credit) moves money into the Kismet Works wallet
 * (a transfer-wallet vendor of the demo catalog) and back, brings everything back to main, is
 * told when an amount is more than the main wallet holds, and reads the moves in the account
 * record. The header's total never changes: it counts the game wallets too.
 */
import { createMember, inEnglish, logIn, uniqueUsername } from './accounts.ts';
import { axeViolations, expect, test } from './support.ts';

test.beforeEach(async ({ page }) => inEnglish(page));

test('a new member moves money to a game wallet and back, and reads it in the account record', async ({
  page,
  brandId,
}) => {
  test.setTimeout(90_000);
  const member = uniqueUsername('wal');
  createMember(brandId, member);
  await page.goto('/');
  await logIn(page, member, 'secret123');
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText('₱5,000.00');

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'My wallet' }).click();
  await expect(page).toHaveURL('/member/transferFund');
  const wallet = page.getByRole('region', { name: 'My wallet' });
  await expect(wallet.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
  const available = wallet.getByTestId('wallet-available');
  const kismet = wallet.getByTestId('wallet-balance-KSM');
  const notice = wallet.getByTestId('wallet-notice');
  await expect(available).toHaveText('₱5,000.00');
  await expect(kismet).toHaveText('₱0.00');
  await expect(wallet.getByRole('row').filter({ hasText: 'Deep Sea Studio' })).toHaveCount(1);
  // Nothing in the game wallets yet: nothing to bring back.
  await expect(wallet.getByRole('button', { name: 'All back to main' })).toBeDisabled();

  const from = wallet.getByRole('combobox', { name: 'From' });
  const to = wallet.getByRole('combobox', { name: 'To' });
  const amount = wallet.getByRole('textbox', { name: /^Amount/ });
  const transfer = wallet.getByRole('button', { name: 'Transfer now' });

  // ₱1,000.00 into Kismet Works.
  await to.selectOption('KSM');
  await expect(from).toHaveValue('main');
  await amount.fill('1000');
  await transfer.click();
  await expect(notice).toHaveText('Moved ₱1,000.00 from Main wallet to Kismet Works.');
  await expect(available).toHaveText('₱4,000.00');
  await expect(kismet).toHaveText('₱1,000.00');
  await expect(wallet.getByTestId('wallet-total')).toHaveText('₱5,000.00');
  await expect(balance).toHaveText('₱5,000.00');
  await expect(amount).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);

  // ₱500.00 back: choosing Kismet Works as the source puts the main wallet on the other end.
  await from.selectOption('KSM');
  await expect(to).toHaveValue('main');
  await amount.fill('500');
  await transfer.click();
  await expect(notice).toHaveText('Moved ₱500.00 from Kismet Works to Main wallet.');
  await expect(available).toHaveText('₱4,500.00');
  await expect(kismet).toHaveText('₱500.00');
  await expect(balance).toHaveText('₱5,000.00');

  // More than the main wallet holds: said under the amount, nothing sent.
  await from.selectOption('main');
  await expect(to).toHaveValue('KSM');
  await amount.fill('4600');
  await expect(
    wallet.getByText('The amount is more than Main wallet holds (₱4,500.00)'),
  ).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await transfer.click();
  await expect(kismet).toHaveText('₱500.00');
  await amount.fill('');

  // Everything back to main.
  await wallet.getByRole('button', { name: 'All back to main' }).click();
  await expect(notice).toHaveText('₱500.00 is back in your main wallet.');
  await expect(available).toHaveText('₱5,000.00');
  await expect(kismet).toHaveText('₱0.00');
  await expect(wallet.getByRole('button', { name: 'All back to main' })).toBeDisabled();
  await expect(balance).toHaveText('₱5,000.00');

  // The account record lists the three moves (one line each).
  await page
    .getByRole('navigation', { name: 'Member center' })
    .getByRole('link', { name: 'Account record' })
    .click();
  await expect(page).toHaveURL('/member/transactionHistory');
  const record = page.getByRole('region', { name: 'Account record' });
  await record.getByRole('combobox', { name: 'Type' }).selectOption('walletTransfer');
  const moves = record.getByRole('row').filter({ hasText: 'Wallet transfer' });
  await expect(moves).toHaveCount(3);
  await expect(moves.filter({ hasText: '₱1,000.00' })).toHaveCount(1);
  await expect(moves.filter({ hasText: '₱500.00' })).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
});

test("a game's link picks its vendor's wallet as the destination", async ({ page, brandId }) => {
  const member = uniqueUsername('wlk');
  createMember(brandId, member);
  await page.goto('/');
  await logIn(page, member, 'secret123');
  await expect(page.getByTestId('balance')).toHaveText('₱5,000.00');
  await page.goto('/member/transferFund?vendor=DSS');
  const wallet = page.getByRole('region', { name: 'My wallet' });
  await expect(wallet.getByRole('combobox', { name: 'To' })).toHaveValue('DSS');
  await expect(wallet.getByRole('combobox', { name: 'From' })).toHaveValue('main');
  // On a phone the game wallets are cards, and nothing is wider than the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(wallet.getByRole('button', { name: 'Transfer in to Kismet Works' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});
