import type { Locator, Page } from '@playwright/test';
import {
  fillMobile,
  inEnglish,
  openLogin,
  philippineDialingCode,
  uniqueMobile,
  verified,
} from './accounts.ts';
import { expect, test } from './support.ts';

/** The phone and desktop widths every check runs at. */
const viewports = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/** The registration form on /register, in its mobile-number mode. */
async function mobileRegistration(page: Page): Promise<Locator> {
  await page.goto('/register');
  const form = page.getByRole('main');
  await form.getByRole('tab', { name: 'Mobile number' }).click();
  await philippineDialingCode(form);
  return form;
}

/** The text at `url`, fetched by the page (the site's host name resolves only in the browser). */
function textAt(page: Page, url: string): Promise<string> {
  return page.evaluate(async (address) => (await fetch(address)).text(), url);
}

/** Holds the proof-of-work challenge back; the returned function lets it through. */
async function holdChallenge(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/altcha/challenge*', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const waitText = 'Please wait for the verification to finish';

/** Checks that `input` shows `text` as its error: under it, announced and marked invalid. */
async function expectFieldError(form: Locator, field: string, input: Locator, text: string) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(text);
  await expect(form.locator(`[data-field="${field}"]`).getByRole('alert')).toHaveText(text);
}

/** Checks that `input` has no error any more. */
async function expectNoFieldError(form: Locator, field: string, input: Locator) {
  await expect(input).not.toHaveAttribute('aria-invalid');
  await expect(input).not.toHaveAttribute('aria-describedby');
  await expect(form.locator(`[data-field="${field}"]`).getByRole('alert')).toHaveCount(0);
}

for (const { name, viewport } of viewports) {
  test.describe(`field errors (${name})`, () => {
    test.use({ viewport });

    test.describe('in English', () => {
      test.beforeEach(async ({ page }) => inEnglish(page));

      test('the phone error clears as soon as the number is valid', async ({ page }) => {
        const form = await mobileRegistration(page);
        const mobile = form.getByPlaceholder('Mobile number *');
        await mobile.fill('12345');
        await verified(page);
        await form.getByRole('button', { name: 'Send code' }).click();
        await expectFieldError(form, 'mobileNum', mobile, 'Please enter a valid mobile number');
        await mobile.fill('917123');
        await expectFieldError(form, 'mobileNum', mobile, 'Please enter a valid mobile number');
        await mobile.fill(uniqueMobile());
        await expectNoFieldError(form, 'mobileNum', mobile);
      });

      test('the wait for the verification shows under the SMS code and clears when it is done', async ({
        page,
      }) => {
        // Hold the proof-of-work challenge back until the error has been seen.
        const release = await holdChallenge(page);
        const form = await mobileRegistration(page);
        await fillMobile(form, uniqueMobile());
        await form.getByRole('button', { name: 'Send code' }).click();
        const code = form.getByPlaceholder('Verification code *');
        await expectFieldError(form, 'verificationCode', code, waitText);
        release();
        await verified(page);
        await expectNoFieldError(form, 'verificationCode', code);
      });

      test('the login by SMS code shows the wait under the code too, and clears it', async ({
        page,
      }) => {
        const release = await holdChallenge(page);
        await page.goto('/');
        await openLogin(page);
        const dialog = page.getByRole('dialog', { name: 'Log in' });
        await dialog.getByRole('tab', { name: 'SMS code' }).click();
        await fillMobile(dialog, uniqueMobile());
        await dialog.getByRole('button', { name: 'Send code' }).click();
        const code = dialog.getByPlaceholder('Verification code *');
        await expectFieldError(dialog, 'verificationCode', code, waitText);
        await expect(dialog.getByText(waitText)).toHaveCount(1);
        release();
        await verified(page);
        await expectNoFieldError(dialog, 'verificationCode', code);
      });

      test('a wrong SMS code is shown under the code field, and goes once retyped', async ({
        page,
        brandId,
      }) => {
        const form = await mobileRegistration(page);
        await fillMobile(form, uniqueMobile());
        const code = form.getByPlaceholder('Verification code *');
        await code.fill('000000');
        await form.getByPlaceholder('Password *', { exact: true }).fill('secret123');
        await form.getByPlaceholder(/^Confirm password/).fill('secret123');
        if (brandId === 'royal') await form.getByPlaceholder('Real name *').fill('Maria Clara');
        await form.getByRole('checkbox', { name: /years old and agree/ }).check();
        await verified(page);
        await form.getByRole('button', { name: 'Register' }).click();
        await expectFieldError(
          form,
          'verificationCode',
          code,
          'Please enter a valid verification code',
        );
        await expect(form.getByText('Invalid or missing verification code')).toHaveCount(0);
        await code.fill('123456');
        await expectNoFieldError(form, 'verificationCode', code);
      });

      test('the real name has the spec wording for any wrong format', async ({ page, brandId }) => {
        test.skip(brandId !== 'royal', 'only Royal Win asks for the real name');
        await page.goto('/register');
        const form = page.getByRole('main');
        const realName = form.getByPlaceholder('Real name *');
        await realName.fill('J');
        await form.getByRole('checkbox', { name: /years old and agree/ }).check();
        await form.getByRole('button', { name: 'Register' }).click();
        await expectFieldError(form, 'payeeName', realName, 'Real name format is incorrect');
        await realName.fill('Juan Dela Cruz');
        await expectNoFieldError(form, 'payeeName', realName);
      });
    });

    test('the register page speaks Tagalog on a Tagalog site', async ({ page, brandId }) => {
      test.skip(brandId !== 'lucky', 'Lucky PH is the site whose default language is Tagalog');
      await page.goto('/register');
      const form = page.getByRole('main');
      await expect(form.getByRole('tab')).toHaveText(['Pangalan ng user', 'Numero ng mobile']);
      const placeholders = await form
        .locator('input[placeholder]')
        .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('placeholder')));
      expect(placeholders).toEqual([
        'Pangalan ng user *',
        'Numero ng mobile',
        'Kontrasenya *',
        'Kumpirmahin ang password *',
        'Iyong e-mail',
        'Code ng imbitasyon',
      ]);
      const banner = page.locator('img[src*="banners"]').first();
      await expect(banner).toHaveAttribute('alt', 'Gumawa ng iyong account');
      // The banner's picture has no words drawn on it: its alt is what it says.
      const svg = await textAt(page, (await banner.getAttribute('src'))!);
      expect(svg).not.toContain('<text');
      await form.getByRole('tab', { name: 'Numero ng mobile' }).click();
      await expect(form.getByPlaceholder('Numero ng mobile *')).toBeVisible();
      await expect(form.getByPlaceholder('Code ng beripikasyon *')).toBeVisible();
    });

    test('the demo game tiles are captioned in Tagalog, on the tile and on its picture', async ({
      page,
      brandId,
    }) => {
      test.skip(brandId !== 'lucky', 'Lucky PH is the site whose default language is Tagalog');
      await page.goto('/');
      const tile = page.locator('article.game-tile').first();
      const image = tile.locator('img');
      // Pictures load as they scroll into view (the server's page has its final layout, so the
      // tile stays where it was scrolled to).
      await tile.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', /\/games\/icons\/.+\?lang=TY/);
      const caption = (await tile.getAttribute('aria-label'))!;
      const src = (await image.getAttribute('src'))!;
      const drawn = await textAt(page, src);
      const escaped = caption.replace(/&/g, '&amp;').replace(/'/g, '&apos;');
      expect(drawn).toContain(`aria-label="${escaped}"`);
      const english = await textAt(page, src.replace(/\?lang=TY$/, ''));
      expect(english).not.toContain(`aria-label="${escaped}"`);
    });
  });
}
