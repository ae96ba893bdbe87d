import { test as base, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { e2eDataDir } from '../../playwright.config.ts';

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

/** Runs an operator command through `npm run operator` against the e2e platform. */
export function operator(...args: string[]): string {
  return execFileSync(process.execPath, ['platform/cli.ts', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATA_DIR: e2eDataDir },
  });
}

/** The test fixture, with the brand of the current project. */
export const test = base.extend<{ brandId: BrandId; brand: (typeof brands)[BrandId] }>({
  brandId: async ({}, use, info) => use(info.project.name as BrandId),
  brand: async ({ brandId }, use) => use(brands[brandId]),
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
