/**
 * The withdrawal page (issue 14 item 3, ADR 0022) against the real platform, on both brands: a
 * new member sets the real name (Lucky PH does not ask for it at registration; Royal Win does),
 * the withdrawal password and a GCash account, requests and cancels a withdrawal, requests again
 * past a wrong password, the operator pays it out with the CLI, and the member confirms it.
 */
import {
  acknowledgeRegistration,
  inEnglish,
  registerByUsername,
  uniqueUsername,
} from './accounts.ts';
import { axeViolations, expect, operator, test } from './support.ts';

/** The pending withdrawals of `username`, newest first, as the operator lists them. */
function pendingWithdrawals(brandId: string, username: string): { id: string }[] {
  const out = operator(
    'cashier',
    'withdrawals',
    '--brand',
    brandId,
    '--username',
    username,
    '--status',
    'pending',
    '--json',
  );
  return JSON.parse(out) as { id: string }[];
}

const withdrawalPassword = '135790';

test.beforeEach(async ({ page }) => inEnglish(page));

test('a new member sets up, requests, cancels, is paid out and confirms the receipt', async ({
  page,
  brandId,
}) => {
  test.setTimeout(90_000);
  const username = uniqueUsername('wdr');
  await registerByUsername(page, brandId, { username, password: 'secret123' });
  await acknowledgeRegistration(page);
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText('₱5,000.00');

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL('/member/withdraw');
  const main = page.getByRole('region', { name: 'Withdraw' });
  await expect(main.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  await expect(main.getByTestId('withdraw-withdrawable')).toHaveText('₱5,000.00');
  await expect(main.getByTestId('withdraw-left')).toHaveText('3 of 3');
  const notice = main.getByTestId('withdraw-notice');

  // The real name: Royal Win asked for it at registration, Lucky PH asks here, once.
  const realName = main.getByRole('textbox', { name: 'Real name' });
  if (brandId === 'lucky') {
    await realName.fill('Juan Dela Cruz');
    await main.getByRole('button', { name: 'Save real name' }).click();
    await expect(notice).toHaveText('Your real name is saved.');
  }
  await expect(realName).toBeHidden();
  expect(await axeViolations(page, true)).toEqual([]);

  await main.getByLabel('Withdrawal password', { exact: true }).fill(withdrawalPassword);
  await main.getByLabel('Confirm withdrawal password').fill(withdrawalPassword);
  await main.getByRole('button', { name: 'Set withdrawal password' }).click();
  await expect(notice).toHaveText('Your withdrawal password is set.');

  // A GCash account in the real name; the demo brands send no SMS, so no code is asked.
  await expect(main.getByRole('combobox', { name: 'Provider' })).toHaveValue('gcash');
  await expect(main.getByRole('textbox', { name: 'Account holder' })).toHaveValue('Juan Dela Cruz');
  await expect(main.getByLabel('Verification code')).toHaveCount(0);
  await main.getByRole('textbox', { name: 'Mobile number of the e-wallet' }).fill('0917 123 4567');
  await main.getByRole('button', { name: 'Add account' }).click();
  await expect(notice).toHaveText('GCash •••• 4567 is added.');

  // Requested: the amount is reserved at once, the header balance drops.
  await expect(main.getByRole('radio', { name: 'GCash •••• 4567' })).toBeChecked();
  await main.getByRole('textbox', { name: 'Amount (₱)' }).fill('1000');
  await main.getByLabel('Withdrawal password', { exact: true }).fill(withdrawalPassword);
  await main.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(notice).toHaveText(
    'Your withdrawal of ₱1,000.00 is requested and waiting for the payout.',
  );
  await expect(main.getByTestId('requested')).toHaveText(/₱1,000.00 to GCash •••• 4567: Pending/);
  await expect(balance).toHaveText('₱4,000.00');
  const first = main.getByTestId('withdrawal').first();
  await expect(first).toHaveAttribute('data-status', 'pending');
  expect(await axeViolations(page, true)).toEqual([]);

  // Cancelled: the amount is back.
  await first.getByRole('button', { name: 'Cancel' }).click();
  await expect(notice).toHaveText(
    'The withdrawal of ₱1,000.00 is cancelled; the amount is back in your balance.',
  );
  await expect(first).toHaveAttribute('data-status', 'cancelled');
  await expect(balance).toHaveText('₱5,000.00');
  await expect(main.getByTestId('requested')).toHaveText(/: Cancelled$/);

  // Again, first with a wrong withdrawal password: the attempts left are said under the field.
  await main.getByRole('textbox', { name: 'Amount (₱)' }).fill('1000');
  const password = main.getByLabel('Withdrawal password', { exact: true });
  await password.fill('000000');
  await main.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(
    main.getByText('The withdrawal password is incorrect. 4 attempts left before it locks.'),
  ).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(balance).toHaveText('₱5,000.00');
  await password.fill(withdrawalPassword);
  await main.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(notice).toHaveText(
    'Your withdrawal of ₱1,000.00 is requested and waiting for the payout.',
  );
  await expect(balance).toHaveText('₱4,000.00');
  await expect(main.getByTestId('withdraw-left')).toHaveText('1 of 3');

  // The operator sends the money and records the payout.
  const [pending] = pendingWithdrawals(brandId, username);
  expect(pending).toBeDefined();
  operator('cashier', 'pay', pending!.id, '--brand', brandId, '--note', 'GCash ref 5012 3344');

  await page.reload();
  const paid = page.getByRole('region', { name: 'Withdraw' }).getByTestId('withdrawal').first();
  await expect(paid).toHaveAttribute('data-status', 'paid');
  await expect(paid).toContainText('Paid');
  await expect(paid).toContainText('Payout reference: GCash ref 5012 3344');
  await expect(
    page
      .getByRole('region', { name: 'Withdraw' })
      .getByText('If not confirmed within 1440 minutes it counts as received'),
  ).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('₱4,000.00');
  expect(await axeViolations(page, true)).toEqual([]);

  const receipt = paid.getByRole('group', { name: 'Did it arrive in your account?' });
  await receipt.getByRole('button', { name: 'Received', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Withdraw' }).getByTestId('withdraw-notice'),
  ).toHaveText('Thank you: the withdrawal of ₱1,000.00 is confirmed as received.');
  await expect(paid).toContainText('You confirmed that it arrived.');
  await expect(paid.getByRole('button')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Withdraw' }).getByRole('button', { name: 'All received' }),
  ).toHaveCount(0);
});

test('a visitor is asked to log in', async ({ page }) => {
  await page.goto('/member/withdraw');
  const main = page.getByRole('region', { name: 'Withdraw' });
  await expect(main.getByText('Log in to make a withdrawal.')).toBeVisible();
  expect(await axeViolations(page, true)).toEqual([]);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
