/** Cashier steps the journeys share: money texts and a deposit through the demo gateway. */
import type { Page } from '@playwright/test';
import { expect } from './support.ts';

/** The numeric value of a money text such as "₱4,990.00". */
export function amount(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ''));
}

/** The brand's money format of a peso amount, as the pages show it. */
export function pesos(value: number): string {
  return `₱${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Deposits ₱500.00 through GCash at the demo gateway. */
export async function depositThroughGateway(page: Page): Promise<void> {
  await page.goto('/member/depositv2');
  const deposit = page.getByRole('region', { name: 'Deposit' });
  await deposit.getByRole('radio', { name: 'GCash' }).check();
  await deposit.getByRole('textbox', { name: 'Amount (₱)' }).fill('500');
  await deposit.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/demo-gateway\/pay\/[A-Za-z0-9_-]{22}\?language=EN$/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Paid/);
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page.getByRole('region', { name: 'Deposit' }).getByRole('status')).toContainText(
    '₱500.00 has been added to your balance.',
  );
}
