import type { Page } from '@playwright/test';
import {
  acknowledgeRegistration,
  inEnglish,
  registerByUsername,
  uniqueUsername,
} from './accounts.ts';
import { expect, playButton, test } from './support.ts';

// A server-rendered page is on screen before the app's code runs (ADR 0018): what the player
// does meanwhile (clicks, taps, scrolling, links) happens once the app has taken the page over.
test.describe('before the app is live', () => {
  /** Where the page is once a wheel's scrolling has ended (no change for 100 ms). */
  function settledScrollY(page: Page) {
    return page.evaluate(async () => {
      for (let last = -1; last !== window.scrollY;) {
        last = window.scrollY;
        await new Promise((done) => setTimeout(done, 100));
      }
      return window.scrollY;
    });
  }

  /** Opens `/` in English with the app's script held back; the answer releases it. */
  async function openNotYetLive(page: Page) {
    // English on the server too (its cookie), so the page is hydrated, not rendered afresh.
    await inEnglish(page);
    return openWithAppHeld(page, '/');
  }

  /** Opens `path` with the app's script held back; the answer releases it. */
  async function openWithAppHeld(page: Page, path: string) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    return release;
  }

  test('a click before the app has taken the page over happens once it has', async ({ page }) => {
    const release = await openNotYetLive(page);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
    release();
    // The app loads, hydrates the home and then loads the login modal: under a loaded machine
    // that took up to 7.5 s (a probe under two busy loops). A lost click never opens it at all.
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible({ timeout: 30_000 });
  });

  /** A member, in English. The server's pages are a visitor's: the app renders theirs afresh. */
  async function newMember(page: Page, brandId: string) {
    await inEnglish(page);
    await registerByUsername(page, brandId, {
      username: uniqueUsername('h'),
      password: 'secret123',
    });
    await acknowledgeRegistration(page);
    await expect(page.getByTestId('balance')).toBeVisible();
  }

  test("a member's click before the app has rendered their page happens once it has", async ({
    page,
    brandId,
  }) => {
    await newMember(page, brandId);
    // The app replaces the clicked element: the click is made on the same button of the new page.
    const release = await openWithAppHeld(page, '/inhouse');
    await playButton(page, 'Lucky Sevens').click();
    await expect(page.getByTestId('balance')).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/seamless$/, { timeout: 30_000 });
    await expect(page.frameLocator('iframe[title="Lucky Sevens"]').locator('#spin')).toBeEnabled();
  });

  test("a member's click between the app's take-over and its first render happens too", async ({
    page,
    brandId,
  }) => {
    await newMember(page, brandId);
    // React renders in a task after the take-over: the click comes in between, on the server's
    // button, which boot.js no longer holds and the app has not yet replaced (once lost).
    await page.addInitScript(() => {
      let take: (() => Element[]) | undefined;
      Object.defineProperty(window, 'storefrontTakeHeldClicks', {
        configurable: true,
        set: (value: () => Element[]) => (take = value),
        get: () => () => {
          queueMicrotask(() =>
            [...document.querySelectorAll<HTMLElement>('main button')]
              .find((button) => button.textContent?.includes('Play Lucky Sevens'))
              ?.click(),
          );
          return take?.() ?? [];
        },
      });
    });
    await page.goto('/inhouse');
    await expect(page).toHaveURL(/\/seamless$/, { timeout: 30_000 });
  });

  test('a page scrolled before the app has taken it over stays where the player scrolled it', async ({
    page,
  }) => {
    const release = await openNotYetLive(page);
    // The HTML streams in after `commit`: a wheel turned before the page can scroll (likely
    // before it is taller than the screen) is gone, so the test turns it again, as a player would.
    await page.mouse.move(600, 400);
    await expect(async () => {
      await page.mouse.wheel(0, 500);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    }).toPass({ timeout: 10_000 });
    const scrolled = await settledScrollY(page);
    // A held click that changes nothing's size (the theme) tells when the app is live.
    const html = page.locator('html');
    const theme = await html.getAttribute('data-theme');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Switch to \w+ theme$/ })
      .dispatchEvent('click');
    release();
    await expect(html).not.toHaveAttribute('data-theme', theme ?? '');
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('a link followed before the page is live is followed by the app, without a reload', async ({
    page,
  }) => {
    const release = await openNotYetLive(page);
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.getByRole('navigation').getByRole('link', { name: 'App download' }).click();
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect(page).toHaveURL(/\/down$/);
    await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(2);
    expect(documents).toBe(0);
  });
});
