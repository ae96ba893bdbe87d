import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  acknowledgeRegistration,
  inEnglish,
  registerByUsername,
  uniqueUsername,
} from './accounts.ts';
import { axeViolations, expect, operator, test } from './support.ts';

/**
 * Registers a new member (with the brand's demo credit of ₱5,000.00) and opens the deposit page
 * from the header's account menu; answers the member's username.
 */
async function newMemberAtDeposit(page: Page, brandId: string): Promise<string> {
  const username = uniqueUsername('dep');
  await registerByUsername(page, brandId, { username, password: 'secret123' });
  await acknowledgeRegistration(page);
  await expect(page.getByTestId('balance')).toHaveText('₱5,000.00');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Deposit' }).click();
  await expect(page).toHaveURL('/member/depositv2');
  await expect(
    page
      .getByRole('region', { name: 'Deposit' })
      .getByRole('heading', { level: 1, name: 'Deposit' }),
  ).toBeVisible();
  return username;
}

/** The deposit id of the demo gateway's pay page the browser is on. */
async function atPayPage(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/demo-gateway\/pay\/[A-Za-z0-9_-]{22}\?language=EN$/);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

test.beforeEach(async ({ page }) => inEnglish(page));

/** Both brands run the same cashier; the deposit flows assert Royal Win's channels and presets. */
const royalOnly = (brandId: string) =>
  test.skip(brandId !== 'royal', 'The deposit flows are checked on Royal Win');

test('a new member deposits through GCash at the demo gateway, and the balance rises', async ({
  page,
  brandId,
}) => {
  royalOnly(brandId);
  await newMemberAtDeposit(page, brandId);
  const main = page.getByRole('region', { name: 'Deposit' });
  await main.getByRole('radio', { name: 'GCash' }).check();
  await main.getByRole('button', { name: '₱500.00' }).click();
  await expect(main.getByRole('textbox', { name: 'Amount (₱)' })).toHaveValue('500');
  // GCash's 1.5 % fee is paid by the site: the player pays the amount.
  await expect(main.getByTestId('deposit-fee')).toHaveText('₱7.50, paid by Royal Win');
  await expect(main.getByTestId('deposit-total')).toHaveText('₱500.00');
  await expect(main.getByText('10 of 10 deposits left today')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await main.getByRole('button', { name: 'Continue to payment' }).click();
  const depositId = await atPayPage(page);
  await expect(page.getByTestId('pay-amount')).toHaveText('₱500.00');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Paid/);
  await page.getByRole('link', { name: 'Return to the site' }).click();

  await expect(page).toHaveURL(`/member/depositv2?deposit=${depositId}`);
  const status = page.getByRole('region', { name: 'Deposit' }).getByRole('status');
  await expect(status).toContainText('Paid');
  await expect(status).toContainText('₱500.00 has been added to your balance.');
  await expect(page.getByTestId('balance')).toHaveText('₱5,500.00');
  expect(await axeViolations(page)).toEqual([]);
});

test('back from the gateway unpaid, the deposit waits with a way to pay; declined, a new one can start', async ({
  page,
  brandId,
}) => {
  royalOnly(brandId);
  await newMemberAtDeposit(page, brandId);
  const main = page.getByRole('region', { name: 'Deposit' });
  await main.getByRole('radio', { name: 'Maya' }).check();
  await main.getByRole('textbox', { name: 'Amount (₱)' }).fill('50');
  await main.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(main.getByText('The amount is below the minimum')).toBeVisible();
  await main.getByRole('textbox', { name: 'Amount (₱)' }).fill('250');
  await expect(main.getByText('The amount is below the minimum')).toBeHidden();
  await main.getByRole('button', { name: 'Continue to payment' }).click();

  const depositId = await atPayPage(page);
  await page.getByRole('button', { name: 'Back to the site without paying' }).click();
  await expect(page).toHaveURL(`/member/depositv2?deposit=${depositId}`);
  await expect(page.getByRole('region', { name: 'Deposit' }).getByRole('status')).toContainText(
    'Waiting for your payment',
  );
  expect(await axeViolations(page)).toEqual([]);

  await page
    .getByRole('region', { name: 'Deposit' })
    .getByRole('link', { name: 'Go to payment' })
    .click();
  expect(await atPayPage(page)).toBe(depositId);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page.getByRole('region', { name: 'Deposit' }).getByRole('status')).toContainText(
    'Declined',
  );
  await expect(page.getByTestId('balance')).toHaveText('₱5,000.00');

  await page
    .getByRole('region', { name: 'Deposit' })
    .getByRole('button', { name: 'Make a new deposit' })
    .click();
  await expect(page).toHaveURL(/\/member\/depositv2$/);
  await page.getByRole('region', { name: 'Deposit' }).getByRole('radio', { name: 'Maya' }).check();
  // The declined deposit counts in the channel's day.
  await expect(
    page.getByRole('region', { name: 'Deposit' }).getByText('9 of 10 deposits left today'),
  ).toBeVisible();
});

test('a QR Ph deposit shows its code on the site, and once paid the balance rises', async ({
  page,
  brandId,
}) => {
  royalOnly(brandId);
  await newMemberAtDeposit(page, brandId);
  const main = page.getByRole('region', { name: 'Deposit' });
  await main.getByRole('radio', { name: 'QR Ph' }).check();
  await main.getByRole('button', { name: '₱100.00' }).click();
  await main.getByRole('button', { name: 'Show the QR code' }).click();

  await expect(page).toHaveURL(/\/member\/depositv2\?deposit=[A-Za-z0-9_-]{22}$/);
  const depositId = new URL(page.url()).searchParams.get('deposit')!;
  const code = main.getByRole('img', { name: 'QR Ph code to pay ₱100.00' });
  await expect(code).toBeVisible();
  // The platform drew the code: the image loads.
  await expect
    .poll(() => code.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expect(main.getByRole('status')).toContainText('Scan the QR Ph code');
  expect(await axeViolations(page)).toEqual([]);

  // The demo acquirer pays the code as a banking app would.
  await main.getByRole('link', { name: 'Pay the code with the demo banking app' }).click();
  expect(await atPayPage(page)).toBe(depositId);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page.getByRole('region', { name: 'Deposit' }).getByRole('status')).toContainText(
    'Paid',
  );
  await expect(page.getByTestId('balance')).toHaveText('₱5,100.00');
});

/** The receipt the e2e player sends: a real PNG (a picture of a transfer). */
const receiptFile = 'tests/fixtures/receipts/receipt.png';

/** The bank transfers of `username` as the operator lists them, newest first. */
function bankTransfers(brandId: string, username: string) {
  const out = operator(
    'cashier',
    'deposits',
    '--brand',
    brandId,
    '--username',
    username,
    '--kind',
    'bank-transfer',
    '--json',
  );
  return JSON.parse(out) as { id: string; status: string; reference: string; receipt: unknown }[];
}

test('a bank transfer with its receipt is approved by the operator, another one rejected', async ({
  page,
  brandId,
}) => {
  royalOnly(brandId);
  test.setTimeout(90_000);
  const username = await newMemberAtDeposit(page, brandId);
  const main = page.getByRole('region', { name: 'Deposit' });
  await main.getByRole('radio', { name: 'Bank transfer' }).check();
  // Where to transfer to, before anything is started.
  await expect(main.getByText('Demo Bank of the Philippines')).toBeVisible();
  await expect(main.getByText('Royal Win Demo Inc.')).toBeVisible();
  await expect(main.getByText('0000-1234-5678')).toBeVisible();
  await main.getByRole('button', { name: '₱1,000.00' }).click();
  await expect(main.getByTestId('deposit-total')).toHaveText('₱1,000.00');
  await main.getByRole('button', { name: 'Submit the transfer' }).click();
  await expect(main.getByText('Input cannot be empty')).toBeVisible();
  await main.getByRole('textbox', { name: 'Reference of your transfer' }).fill('JUAN 0042');
  await expect(main.getByText('Input cannot be empty')).toBeHidden();
  await main.getByLabel(/Receipt of your transfer/).setInputFiles(receiptFile);
  await expect(main.getByText('receipt.png')).toBeVisible();
  await expect(main.getByRole('img', { name: 'Preview of receipt.png' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await main.getByRole('button', { name: 'Submit the transfer' }).click();
  await expect(page).toHaveURL(/\/member\/depositv2\?deposit=[A-Za-z0-9_-]{22}$/);
  const depositId = new URL(page.url()).searchParams.get('deposit')!;
  await expect(main.getByRole('status')).toContainText(
    'Waiting for the operator to check your transfer',
  );
  await expect(main.getByText(/^Your receipt \(\d+ kB\) is with the operator\.$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The operator sees the transfer with its receipt, saves the picture and approves.
  const [pending] = bankTransfers(brandId, username);
  expect(pending).toMatchObject({ id: depositId, status: 'pending', reference: 'JUAN 0042' });
  expect(pending!.receipt).toMatchObject({ contentType: 'image/png' });
  const saved = join(tmpdir(), `receipt-${depositId}.png`);
  operator('cashier', 'receipt', depositId, '--brand', brandId, '--out', saved);
  expect(readFileSync(saved).equals(readFileSync(receiptFile))).toBe(true);
  operator('cashier', 'approve', depositId, '--brand', brandId, '--note', 'BDO stmt line 7');

  // The open page sees it without a reload.
  await expect(main.getByRole('status')).toContainText('Approved');
  await expect(main.getByRole('status')).toContainText('₱1,000.00 has been added to your balance.');
  await expect(page.getByTestId('balance')).toHaveText('₱6,000.00');

  // A second transfer without a picture: it is sent from the status page, then rejected.
  await main.getByRole('button', { name: 'Make a new deposit' }).click();
  await main.getByRole('radio', { name: 'Bank transfer' }).check();
  await main.getByRole('button', { name: '₱500.00' }).click();
  await main.getByRole('textbox', { name: 'Reference of your transfer' }).fill('JUAN 0043');
  await main.getByRole('button', { name: 'Submit the transfer' }).click();
  await expect(main.getByRole('status')).toContainText('Waiting for the operator');
  await expect(main.getByText(/^No receipt sent yet/)).toBeVisible();
  await main.getByLabel(/Send a receipt/).setInputFiles(receiptFile);
  await main.getByRole('button', { name: 'Send the receipt' }).click();
  await expect(main.getByText(/^Your receipt \(\d+ kB\) is with the operator\.$/)).toBeVisible();
  const [second] = bankTransfers(brandId, username);
  expect(second).toMatchObject({ status: 'pending', reference: 'JUAN 0043' });
  expect(second!.receipt).not.toBeNull();
  operator('cashier', 'reject', second!.id, '--brand', brandId, '--note', 'not on the statement');
  // The receipt's confirmation is a status of its own until the transfer is decided.
  await expect(main.getByRole('status').filter({ hasText: 'Rejected' })).toBeVisible();
  await expect(main.getByRole('status')).toContainText('Nothing was added to your balance.');
  await expect(page.getByTestId('balance')).toHaveText('₱6,000.00');
});

test('a visitor is asked to log in', async ({ page }) => {
  await page.goto('/member/depositv2');
  const main = page.getByRole('region', { name: 'Deposit' });
  await expect(main.getByText('Log in to make a deposit.')).toBeVisible();
  // A click in the instant the page goes live can be lost (Lucky PH, whose member center turns
  // into a dialog then): click again until the login opens, as a player would.
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(async () => {
    if (!(await login.isVisible()))
      await main.getByRole('button', { name: 'Log in' }).click({ timeout: 2_000 });
    await expect(login).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
});
