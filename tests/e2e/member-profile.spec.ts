/**
 * The profile page (`/member/profile`, issue 14 item 5) against the real platform: a new member
 * opens it from My account, sets the real name once, binds a phone number and an e-mail address
 * with the codes the platform sent (read from the outbox with the operator CLI, a wrong code
 * first), and sees them masked in My account.
 */
import {
  accountButton,
  createMember,
  inEnglish,
  lastMessage,
  logIn,
  smsCode,
  uniqueMobile,
  uniqueUsername,
} from './accounts.ts';
import { axeViolations, expect, test } from './support.ts';

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
  // Codes count per address too: send from an address of this test's own (the platform trusts
  // the proxy header in these runs), a private one it places in the Philippines like 127.0.0.1.
  const part = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.14.${part()}.${part()}` });
});

/** The six-digit code of the newest e-mail to `address`. */
function emailCode(address: string): string {
  const code = /\b(\d{6})\b/.exec(lastMessage(address, 'email'))?.[1];
  if (!code) throw new Error(`No code in the e-mail to ${address}`);
  return code;
}

test('a new member sets the real name and binds a phone and an e-mail address', async ({
  page,
  brandId,
}) => {
  test.setTimeout(90_000);
  const username = uniqueUsername('prf');
  createMember(brandId, username);
  await page.goto('/');
  await logIn(page, username, 'secret123');
  await expect(accountButton(page, username)).toBeVisible();
  await page.goto('/member/securityCenter');
  const account = page.getByRole('region', { name: 'Profile' });
  await expect(account.getByTestId('security-real-name')).toHaveText('Not set');
  await account.getByRole('link', { name: 'Set it' }).click();
  await expect(page).toHaveURL('/member/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // The real name, once: then it shows and cannot be edited.
  const realName = page.getByRole('region', { name: 'Real name' });
  await realName.getByRole('textbox', { name: 'Real name' }).fill('Juan Dela Cruz');
  await realName.getByRole('button', { name: 'Save real name' }).click();
  await expect(realName.getByRole('status')).toHaveText('Your real name is saved.');
  await expect(realName.getByTestId('profile-real-name')).toHaveText('Juan Dela Cruz');
  await expect(realName.getByRole('textbox')).toHaveCount(0);

  // The phone: a code to the new number, a wrong one first.
  const mobile = page.getByRole('region', { name: 'Mobile number' });
  await mobile.getByRole('button', { name: 'Bind' }).click();
  await expect(mobile.getByRole('combobox', { name: /Philippines/ })).toHaveValue('+63');
  const number = uniqueMobile();
  await mobile.getByRole('textbox', { name: 'Mobile number' }).fill(number);
  await mobile.getByRole('button', { name: 'Send code' }).click();
  await expect(mobile.getByRole('button', { name: /^Code sent/ })).toBeDisabled();
  const code = smsCode(number);
  const codeField = mobile.getByRole('textbox', { name: 'Verification code' });
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await mobile.getByRole('button', { name: 'Confirm' }).click();
  await expect(mobile.getByText('Please enter a valid verification code')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await codeField.fill(code);
  await mobile.getByRole('button', { name: 'Confirm' }).click();
  await expect(mobile.getByRole('status').last()).toHaveText('Your mobile number is bound.');
  const maskedNumber = `+${'*'.repeat(8)}${number.slice(-4)}`;
  await expect(mobile.getByTestId('profile-mobile')).toHaveText(maskedNumber);

  // The e-mail address, the same way.
  const email = page.getByRole('region', { name: 'E-mail address' });
  const address = `${username}@example.com`;
  await email.getByRole('button', { name: 'Bind' }).click();
  await email.getByRole('textbox', { name: 'E-mail address' }).fill(address);
  await email.getByRole('button', { name: 'Send code' }).click();
  await expect(email.getByText(/^A code was sent to/)).toBeVisible();
  await email.getByRole('textbox', { name: 'Verification code' }).fill(emailCode(address));
  await email.getByRole('button', { name: 'Confirm' }).click();
  await expect(email.getByRole('status').last()).toHaveText('Your e-mail address is bound.');
  const maskedAddress = `${username[0]}***@example.com`;
  await expect(email.getByTestId('profile-email')).toHaveText(maskedAddress);

  // My account shows them, masked.
  await page.goto('/member/securityCenter');
  await expect(account.getByTestId('security-real-name')).toHaveText('Juan Dela Cruz');
  await expect(account.getByTestId('security-mobile')).toHaveText(maskedNumber);
  await expect(account.getByTestId('security-email')).toHaveText(maskedAddress);
  await expect(account.getByRole('link', { name: 'Change' })).toHaveCount(3);
});
