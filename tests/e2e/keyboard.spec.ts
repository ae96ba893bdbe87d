import type { Locator, Page } from '@playwright/test';
import { inEnglish, uniqueUsername, verified } from './accounts.ts';
import { expect, test, type BrandId } from './support.ts';

// Issue 13: a player registers, logs in, searches a game, adds it to favourites, launches it
// and logs out with the keyboard alone (after the first page.goto: no clicks, no fill, no
// focus()), and every control acted on shows that it has the focus.

/** The most Tab presses a walk may take to reach the next control. */
const maxTabs = 80;

/** What the page tells of its focused element (inside shadow roots too). */
interface FocusStop {
  /** Whether it is the control the walk is heading for. */
  arrived: boolean;
  /** Its tag and name, to report it. */
  element: string;
  /** It matches :focus-visible and draws an outline or a box shadow. */
  shown: boolean;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus. Every control passed on the way,
 * and `target` itself, must show a visible focus indicator.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeAttached();
  const unseen: string[] = [];
  for (let presses = 0; presses < maxTabs; presses += 1) {
    const stop = await focusStop(target);
    if (stop.arrived) break;
    if (presses > 0 && !stop.shown) unseen.push(stop.element);
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
  expect(unseen, 'controls passed without a visible focus indicator').toEqual([]);
  await expectVisibleFocus(target);
}

/** The focused element as `target`'s page sees it. */
function focusStop(target: Locator): Promise<FocusStop> {
  return target.evaluate((node): FocusStop => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body)
      return { arrived: false, element: 'body', shown: false };
    const style = getComputedStyle(active);
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40);
    return {
      arrived: node === active,
      element: `<${active.tagName.toLowerCase()}> ${name ?? ''}`,
      shown: active.matches(':focus-visible') && ring,
    };
  });
}

/** Checks that the focused `target` shows a focus ring to a sighted keyboard user. */
async function expectVisibleFocus(target: Locator) {
  const stop = await focusStop(target);
  expect(stop, 'a visible focus indicator').toEqual({ ...stop, arrived: true, shown: true });
}

/** Types into the focused field, after checking it is `field`. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** The header's account menu button of a logged-in player. */
function accountMenu(page: Page, username: string): Locator {
  return page.getByRole('banner').getByRole('button', { name: `Account menu: ${username}` });
}

/** Registers by username in the header's registration modal, and closes the welcome notice. */
async function register(page: Page, brandId: BrandId, username: string, password: string) {
  const opener = page.getByRole('banner').getByRole('button', { name: 'Register', exact: true });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Register' });
  await expect(form).toBeVisible();
  await typeInto(page, form.getByRole('textbox', { name: /^Username/ }), username);
  await typeInto(page, form.getByPlaceholder('Password *', { exact: true }), password);
  await typeInto(page, form.getByPlaceholder(/^Confirm password/), password);
  if (brandId === 'royal') {
    await typeInto(page, form.getByRole('textbox', { name: /^Real name/ }), 'Juan Dela Cruz');
  }
  const agreement = form.getByRole('checkbox', { name: /years old and agree/ });
  await tabTo(page, agreement);
  await page.keyboard.press('Space');
  await expect(agreement).toBeChecked();
  await verified(page);
  await tabTo(page, form.getByRole('button', { name: 'Register', exact: true }));
  await page.keyboard.press('Enter');

  const welcome = page.getByRole('dialog', { name: 'Registered successfully' });
  const ok = welcome.getByRole('button', { name: 'OK' });
  await expect(ok).toBeVisible();
  await tabTo(page, ok);
  await page.keyboard.press('Enter');
  await expect(welcome).toBeHidden();
  await expect(accountMenu(page, username)).toBeVisible();
  await expectFocusKept(page);
}

/** Logs in with the header's login modal. */
async function logIn(page: Page, username: string, password: string) {
  const opener = page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true });
  await tabTo(page, opener, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Log in' });
  await expect(form).toBeVisible();
  await typeInto(page, form.getByRole('textbox', { name: /^Username/ }), username);
  await typeInto(page, form.getByPlaceholder('Password *', { exact: true }), password);
  await verified(page);
  await tabTo(page, form.getByRole('button', { name: 'Log in', exact: true }));
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(accountMenu(page, username)).toBeVisible();
  await expectFocusKept(page);
}

/** Logs out with the account menu (arrow keys) and its confirmation dialog. */
async function logOut(page: Page, username: string) {
  const button = accountMenu(page, username);
  await tabTo(page, button, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const logOutItem = page.getByRole('menuitem', { name: 'Log out' });
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  // "Log out" is the last item, after the member center's pages.
  await page.keyboard.press('End');
  await expect(logOutItem).toBeFocused();
  await expectVisibleFocus(logOutItem);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Log out?' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Log out' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectFocusKept(page);
}

/** Checks that the focus did not fall back to the page body (after a modal or a route change). */
async function expectFocusKept(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'none'))
    .not.toMatch(/^(BODY|none)$/);
}

/** Opens a lobby from the home page's game menu (the next thing in the content). */
async function openFromGameMenu(page: Page, name: string) {
  const link = page
    .getByRole('navigation', { name: 'Game categories' })
    .getByRole('link', { name });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectFocusKept(page);
}

/** Searches the lobby, adds the game to favourites, launches it and closes it. */
async function favouriteAndPlay(page: Page, game: string) {
  const search = page.getByRole('main').getByRole('searchbox', { name: 'Search games' });
  await typeInto(page, search, game);
  await page.keyboard.press('Enter');
  const tile = page.getByRole('main').getByRole('article', { name: game });
  await expect(tile).toBeVisible();

  const heart = tile.getByRole('button', { name: `Add ${game} to favourites` });
  await tabTo(page, heart);
  await page.keyboard.press('Space');
  const hearted = tile.getByRole('button', { name: `Remove ${game} from favourites` });
  await expect(hearted).toHaveAttribute('aria-pressed', 'true');
  await expect(hearted).toBeFocused();

  await tabTo(page, tile.getByRole('button', { name: `Play ${game}` }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/seamless$/);
  const frame = page.frameLocator(`iframe[title="${game}"]`);
  await expect(frame.locator('#balance')).toHaveText(/5,000\.00/);
  await expectFocusKept(page);

  await tabTo(page, page.getByRole('button', { name: 'Close game' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expectFocusKept(page);
}

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`keyboard walk-through on a ${device}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => inEnglish(page));

    test('register, log in, search, favourite, launch and log out with the keyboard alone', async ({
      page,
      brandId,
    }) => {
      test.setTimeout(240_000);
      const username = uniqueUsername('k');
      const password = 'secret123';
      await page.goto('/');

      await register(page, brandId, username, password);
      await logOut(page, username);
      await logIn(page, username, password);
      await openFromGameMenu(page, 'In-house games');
      await favouriteAndPlay(page, 'Lucky Sevens');
      await logOut(page, username);
    });
  });
}
