import type { Locator, Page } from '@playwright/test';
import { expect, operator, test } from './support.ts';

let counter = 0;
/**
 * This worker's own digit (Playwright's parallel index; up to 4 workers): tests that run side by
 * side and ask in the same millisecond still get different names and numbers.
 */
const workerSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 4;

/** A username no other test uses: a letter, then letters and digits, 6-16 characters. */
export function uniqueUsername(prefix: string): string {
  counter += 1;
  return `${prefix}${workerSlot}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 16);
}

/**
 * A Philippine mobile number no other test uses (national digits): 917 and 7 digits that grow
 * with each call and end in the worker's slot (they repeat after about 41 minutes).
 */
export function uniqueMobile(): string {
  counter += 1;
  const serial = (Date.now() + counter) % 2_500_000;
  return `917${String(serial * 4 + workerSlot).padStart(7, '0')}`;
}

/**
 * Creates a member of `brandId` with the operator CLI, with the password `secret123` and, when
 * given, a Philippine `mobile` (national digits).
 */
export function createMember(brandId: string, username: string, mobile?: string): void {
  const phone = mobile === undefined ? [] : ['--mobile', `+63${mobile}`];
  operator(
    'member',
    'create',
    '--brand',
    brandId,
    '--username',
    username,
    '--password',
    'secret123',
    ...phone,
  );
}

/** The newest outbox message to `to` (SMS as E.164, or an e-mail address). */
export function lastMessage(to: string, channel: 'sms' | 'email'): string {
  const answer = JSON.parse(
    operator('outbox', '--to', to, '--channel', channel, '--last', '1', '--json'),
  ) as { body: string }[] | { messages: { body: string }[] };
  const list = Array.isArray(answer) ? answer : answer.messages;
  const message = list.at(-1);
  if (!message) throw new Error(`No ${channel} to ${to} in the outbox`);
  return message.body;
}

/** The 6-digit code of the newest SMS to a Philippine mobile number. */
export function smsCode(mobile: string): string {
  const code = /\b(\d{6})\b/.exec(lastMessage(`+63${mobile}`, 'sms'))?.[1];
  if (!code) throw new Error(`No code in the SMS to ${mobile}`);
  return code;
}

/** Shows the site in English whatever the brand's default, so selectors are the same on both brands. */
export async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
  // And its cookie, as the storefront's language switch writes both: the server renders the
  // page in English too, so the browser hydrates it instead of rendering it afresh (which
  // would replace the server's page with the loading overlay for a moment).
  await page
    .context()
    .addCookies([{ name: 'lang', value: 'EN', url: test.info().project.use.baseURL! }]);
}

/** Waits until the ALTCHA proof of work in `scope` reports success. */
export async function verified(page: Page): Promise<void> {
  await expect(page.locator('altcha-widget').getByText('Verified')).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * Waits until the form in `scope` shows its dialing-code picker set to the Philippines (+63), as
 * a player sees it before typing a number. Until the country codes load there is no picker, and
 * a number is judged against no country.
 */
export async function philippineDialingCode(scope: Locator): Promise<void> {
  await expect(
    scope.getByRole('combobox', { name: /Country dialing code: Philippines/ }),
  ).toHaveValue('+63');
}

/** Types a Philippine mobile number into the form in `scope`, once its picker shows +63. */
export async function fillMobile(scope: Locator, mobile: string): Promise<void> {
  await philippineDialingCode(scope);
  await scope.getByPlaceholder('Mobile number *').fill(mobile);
}

/** Opens the login modal from the header. */
export async function openLogin(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
}

/** Logs in through the modal with a username and password. */
export async function logIn(
  page: Page,
  username: string,
  password: string,
  remember = false,
): Promise<void> {
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByPlaceholder('Username *').fill(username);
  await dialog.getByPlaceholder('Password *', { exact: true }).fill(password);
  if (remember) await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
  await verified(page);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** The account name the header shows once logged in. */
export function accountButton(page: Page, account: string) {
  return page.getByRole('banner').getByRole('button', { name: new RegExp(account) });
}

/** Fills and sends the username registration form on /register. */
export async function registerByUsername(
  page: Page,
  brandId: string,
  { username, password, url = '/register' }: { username: string; password: string; url?: string },
): Promise<void> {
  await page.goto(url);
  const form = page.getByRole('main');
  await form.getByPlaceholder('Username *').fill(username);
  await form.getByPlaceholder('Password *', { exact: true }).fill(password);
  await form.getByPlaceholder(/^Confirm password/).fill(password);
  if (brandId === 'royal') await form.getByPlaceholder('Real name *').fill('Juan Dela Cruz');
  await form.getByRole('checkbox', { name: /years old and agree/ }).check();
  await verified(page);
  await form.getByRole('button', { name: 'Register' }).click();
}

/** Closes the "registered successfully" notice. */
export async function acknowledgeRegistration(page: Page): Promise<void> {
  const done = page.getByRole('dialog', { name: 'Registered successfully' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
}
