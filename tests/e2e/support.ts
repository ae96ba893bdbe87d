import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import axeCore from 'axe-core';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { e2eClockDataDir, e2eDataDir } from '../../playwright.config.ts';
import { builtOperatorCli } from '../../scripts/built-platform.ts';
import { wcagTags } from '../support/axe-rules.ts';

/** What each demo brand must look like, by Playwright project name. */
export const brands = {
  royal: {
    name: 'Royal Win',
    title: 'Home | Royal Win',
    menu: [
      'Home',
      'Hot games',
      'Favourites',
      'Live casino',
      'Slots',
      'Card games',
      'Fishing',
      'Sports',
      'E-sports',
      'In-house games',
      'Cockfight',
      'Lottery center',
      'Vietnamese lottery',
      'App download',
      'Invite and earn',
      'English',
    ],
    theme: 'dark',
    accent: '#7c3aed',
    language: 'en',
    age: 18,
  },
  lucky: {
    name: 'Lucky PH',
    title: 'Home | Lucky PH',
    menu: [
      'I-download ang app',
      'Home',
      'Mga sikat na laro',
      'Mga paborito',
      'Slots',
      'Live casino',
      'Pangingisda',
      'Mga card game',
      'Sabong',
      'Sports',
      'E-sports',
      'Mga in-house na laro',
      'Sentro ng lotto',
      'Lotto ng Vietnam',
      'Tagalog',
    ],
    theme: 'light',
    accent: '#166534',
    language: 'tl',
    age: 21,
  },
} as const;

/** A brand id of the demo brands. */
export type BrandId = keyof typeof brands;

/**
 * Runs an operator command on the platform of `dataDir`, with the built CLI: the commands of
 * `npm run operator`, from the same build as the platform under test.
 */
function operatorOn(dataDir: string, args: readonly string[]): string {
  return execFileSync(process.execPath, [builtOperatorCli, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_SOCKET: join(dataDir, 'admin.sock') },
  });
}

/** Runs an operator command (as `npm run operator`) against the e2e platform. */
export function operator(...args: string[]): string {
  return operatorOn(e2eDataDir, args);
}

/** Until when `maintenanceOn` puts a brand in maintenance. */
export const maintenanceUntil = '2030-01-01T06:00:00Z';

/** Puts brand `brandId` in maintenance with `message`, until `maintenanceUntil`. */
export function maintenanceOn(brandId: string, message: string): void {
  operator(
    'maintenance',
    'on',
    '--brand',
    brandId,
    '--message',
    message,
    '--until',
    maintenanceUntil,
  );
}

/**
 * Runs an operator command against the second e2e platform, the one with the test clock that
 * the `*.clock.spec.ts` tests use: `operatorOnClockPlatform('clock', 'advance', '2h')`.
 */
export function operatorOnClockPlatform(...args: string[]): string {
  return operatorOn(e2eClockDataDir, args);
}

/**
 * What no page may print: React's hydration problems as the browser reports them (in a
 * production build the messages are minified to error codes; 418: text or element mismatch,
 * 419/421-425: hydration failed or switched to client rendering), and anything the site's
 * Content Security Policy blocked (an inline style in the server's HTML, say).
 */
const pageProblem =
  /hydrat|react\.dev\/errors\/(418|419|42[1-5])\b|Minified React error #(418|419|42[1-5])\b|Content Security Policy/i;

/** Collects the hydration errors and CSP violations of every page of `context`. */
function watchPageProblems(context: BrowserContext): string[] {
  const problems: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && pageProblem.test(message.text()))
        problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (pageProblem.test(`${error.message}\n${error.stack ?? ''}`))
        problems.push(`${page.url()}: ${error.message}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return problems;
}

/**
 * The test fixture, with the brand of the current project. Every test fails when a page it
 * opened reported a hydration mismatch (the server's HTML and the first browser render differ)
 * or a CSP violation.
 */
export const test = base.extend<{ brandId: BrandId; brand: (typeof brands)[BrandId] }>({
  // The project's brand: `royal`, `royal-brand-wide`, and `royal-clock` on the platform with
  // the test clock.
  brandId: async ({}, use, info) => use(info.project.name.split('-')[0] as BrandId),
  brand: async ({ brandId }, use) => use(brands[brandId]),
  context: async ({ context }, use) => {
    const problems = watchPageProblems(context);
    await use(context);
    expect(problems, 'hydration errors or CSP violations in the browser console').toEqual([]);
  },
});

export { expect };

/** The side-menu entries as shown. */
export async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /Main menu|Pangunahing menu/ });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('listitem').allInnerTexts()).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );
}

/**
 * The page's WCAG 2.1 A and AA violations (with `bestPractice`, axe's best practices too), one
 * line each: the rule and the elements it found. axe-core is evaluated in each frame of the
 * page that lacks it and run from the top one: `@axe-core/playwright` opened a blank page and
 * loaded axe twice for every check, which took about three times as long (home: 6.6 s against
 * 2 s) and was most of the accessibility sweep's time.
 */
export async function axeViolations(page: Page, bestPractice = false): Promise<string[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeCore.source);
  }
  return page.evaluate(
    async (values) => {
      const { axe } = window as unknown as { axe: typeof axeCore };
      const { violations } = await axe.run(document, {
        runOnly: { type: 'tag', values },
        resultTypes: ['violations'],
      });
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    bestPractice ? [...wcagTags, 'best-practice'] : wcagTags,
  );
}

/** How long no request may be in flight before a page counts as settled. */
const settledAfterMs = 250;

/**
 * Opens `path` and waits until what it shows is in: its main area has content and no request
 * has been in flight for `settledAfterMs`. Lazy widgets come as chains of requests (code, then
 * data, then images) a few milliseconds apart; a fixed wait of 700 ms after the main area
 * was over half of the phone-width sweep's time.
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  const inFlight = new Set<Request>();
  let quietSince = Date.now();
  const started = (request: Request) => void inFlight.add(request);
  const ended = (request: Request) => {
    if (inFlight.delete(request)) quietSince = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(path);
    await expect(page.locator('#main > *').first()).toBeAttached();
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - quietSince >= settledAfterMs, {
        message: `${path}: requests still in flight`,
        intervals: [50],
      })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** The first "Play <name>" button of the page's content (a lobby tile or row). */
export function playButton(page: Page, name: string): Locator {
  return page
    .getByRole('main')
    .getByRole('button', { name: `Play ${name}` })
    .first();
}
