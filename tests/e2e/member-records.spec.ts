/**
 * The member center's record and transfer pages against the real platform, on both brands: a
 * member under an agent, credited by the operator, sets the withdrawal password, sends money to
 * the agent, reads both movements in the account record, plays the in-house slot and reads the
 * rounds in the betting record and profit and loss; and a member sets a deposit limit in "My
 * account".
 */
import { createMember, inEnglish, logIn, uniqueUsername } from './accounts.ts';
import { axeViolations, expect, operator, playButton, test } from './support.ts';

test.beforeEach(async ({ page }) => inEnglish(page));

/** A new agent of `brandId` and a member under it, credited ₱3,000.00 by the operator on top of the demo credit. */
function memberUnderAgent(brandId: string): { agent: string; member: string } {
  const agent = uniqueUsername('agt');
  const code = `A${agent.slice(-7).toUpperCase()}`;
  operator(
    'member',
    'create',
    '--brand',
    brandId,
    '--username',
    agent,
    '--agent',
    '1',
    '--affiliate',
    code,
  );
  const member = uniqueUsername('dwn');
  operator(
    'member',
    'create',
    '--brand',
    brandId,
    '--username',
    member,
    '--password',
    'secret123',
    '--affiliate',
    code,
  );
  operator(
    'ledger',
    'adjust',
    '--brand',
    brandId,
    '--username',
    member,
    '--amount',
    '300000',
    '--reason',
    'Welcome top-up',
  );
  return { agent, member };
}

test('a member sends money to its upline and reads it in the account record', async ({
  page,
  brandId,
}) => {
  test.setTimeout(90_000);
  const { agent, member } = memberUnderAgent(brandId);
  await page.goto('/');
  await logIn(page, member, 'secret123');
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText('₱8,000.00');

  // The withdrawal password guards the transfer: set it on the withdraw page first.
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Transfer to upline' }).click();
  await expect(page).toHaveURL('/member/transferUpline');
  const transfer = page.getByRole('region', { name: 'Transfer to upline' });
  await transfer.getByRole('link', { name: /withdraw/i }).click();
  const withdraw = page.getByRole('region', { name: 'Withdraw' });
  const realName = withdraw.getByRole('textbox', { name: 'Real name' });
  await expect(withdraw.getByLabel('Confirm withdrawal password')).toBeVisible();
  if (await realName.isVisible()) {
    await realName.fill('Juan Dela Cruz');
    await withdraw.getByRole('button', { name: 'Save real name' }).click();
  }
  await withdraw.getByLabel('Withdrawal password', { exact: true }).fill('135790');
  await withdraw.getByLabel('Confirm withdrawal password').fill('135790');
  await withdraw.getByRole('button', { name: 'Set withdrawal password' }).click();
  await expect(withdraw.getByTestId('withdraw-notice')).toHaveText(
    'Your withdrawal password is set.',
  );

  const menu = page.getByRole('navigation', { name: 'Member center' });
  await menu.getByRole('link', { name: 'Transfer to upline' }).click();
  await expect(transfer.getByText(agent)).toBeVisible();
  await transfer.getByRole('textbox', { name: /^Amount/ }).fill('250');
  await transfer.getByLabel('Withdrawal password', { exact: true }).fill('000000');
  await transfer.getByRole('button', { name: 'Send' }).click();
  await expect(transfer.getByText(/attempts? left/)).toBeVisible();
  await transfer.getByLabel('Withdrawal password', { exact: true }).fill('135790');
  await transfer.getByRole('button', { name: 'Send' }).click();
  await expect(transfer.getByRole('status').filter({ hasText: 'You sent ₱250.00' })).toBeVisible();
  await expect(balance).toHaveText('₱7,750.00');
  expect(await axeViolations(page)).toEqual([]);

  await menu.getByRole('link', { name: 'Account record' }).click();
  await expect(page).toHaveURL('/member/transactionHistory');
  const record = page.getByRole('region', { name: 'Account record' });
  const rows = record.getByRole('row');
  await expect(rows.filter({ hasText: 'Transfer' })).toContainText('-₱250.00');
  await expect(rows.filter({ hasText: 'Transfer' })).toContainText('₱7,750.00');
  await expect(rows.filter({ hasText: 'Adjustment' })).toContainText('Welcome top-up');
  await record.getByRole('combobox', { name: 'Type' }).selectOption('adjustment');
  await expect(rows.filter({ hasText: 'Transfer' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Three rounds of the in-house slot, then the betting record and profit and loss show them.
  await page.goto('/inhouse');
  await playButton(page, 'Lucky Sevens').click();
  const game = page.frameLocator('iframe[title="Lucky Sevens"]');
  for (let round = 0; round < 3; round += 1) {
    await expect(game.locator('#spin')).toBeEnabled();
    await game.locator('#spin').click();
    await expect(game.locator('#win')).not.toHaveText('-');
  }
  await expect(game.locator('#spin')).toBeEnabled();
  await page.goto('/member/personalHistoryCopy');
  const bets = page.getByRole('region', { name: 'Betting record' });
  await expect(bets.getByRole('row').filter({ hasText: 'Lucky Sevens' })).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);
  await menu.getByRole('link', { name: 'Profit and loss' }).click();
  const profit = page.getByRole('region', { name: 'Profit and loss' });
  await expect(profit.getByRole('img')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('My account shows the account and this login; a deposit limit set there refuses a deposit over it', async ({
  page,
  brandId,
}) => {
  const member = uniqueUsername('lim');
  createMember(brandId, member);
  await page.goto('/');
  await logIn(page, member, 'secret123');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL('/member/securityCenter');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  // The account and its protections, and this very login with the browser and address.
  const account = page.getByRole('region', { name: 'Account and security' });
  await expect(account).toContainText(member);
  await expect(account.getByRole('button', { name: 'Change password' })).toBeVisible();
  const thisLogin = account.getByRole('row').filter({ hasText: 'This device' });
  await expect(thisLogin).toHaveCount(1);
  await expect(thisLogin).toContainText(/Chrome \d+ on Linux/);
  await expect(thisLogin).toContainText('127.0.0.1');
  await expect(thisLogin).toContainText('Password');
  const day = page.getByRole('form', { name: '24 hours' });
  await day.getByRole('textbox', { name: /^New limit for 24 hours/ }).fill('300');
  await day.getByRole('button', { name: 'Set limit' }).click();
  await expect(page.getByRole('region', { name: 'Deposit limits' })).toContainText(
    /₱300\.00\. It applies at once\./,
  );
  expect(await axeViolations(page)).toEqual([]);

  await page
    .getByRole('navigation', { name: 'Member center' })
    .getByRole('link', { name: 'Deposit' })
    .click();
  const deposit = page.getByRole('region', { name: 'Deposit' });
  await deposit.getByRole('radio', { name: 'GCash' }).check();
  await deposit.getByRole('textbox', { name: 'Amount (₱)' }).fill('500');
  await deposit.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(deposit.getByText(/deposit limit/)).toBeVisible();
  await expect(page).toHaveURL('/member/depositv2');
});
