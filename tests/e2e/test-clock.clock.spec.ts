import type { Page } from '@playwright/test';
import { expect, operatorOnClockPlatform, test } from './support.ts';

/** A game of the lottery menu, with its next draw. */
interface MenuGame {
  gameId: string;
  drawKey: string;
  fewinTime: string;
}

/**
 * The value of a public call, asked by the page (the browser resolves `lucky.localhost`, Node
 * does not): `path` on the page's site.
 */
async function valueOf(page: Page, path: string): Promise<unknown> {
  const answer = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, body: await response.json() };
  }, path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { value: unknown }).value;
}

/** `gameId` as the lottery menu of `prizeMode` lists it now. */
async function menuGame(page: Page, prizeMode: string, gameId: string): Promise<MenuGame> {
  const groups = (await valueOf(page, `/lgw/vn/games/game_menu?prizeMode=${prizeMode}`)) as {
    gameMenus: MenuGame[];
  }[];
  const game = groups.flatMap((group) => group.gameMenus).find((g) => g.gameId === gameId);
  if (!game) throw new Error(`${gameId} is not on the ${prizeMode} menu`);
  return game;
}

/** A draw as the public draw call answers it. */
async function drawOf(page: Page, drawKey: string) {
  return (await valueOf(page, `/wps/lottery/draws/${drawKey}`)) as {
    status: string;
    late: boolean;
    winningNumbers: string;
  };
}

const day = 24 * 60 * 60;

/** The seconds of an HH:MM:SS countdown. */
function secondsOf(countdown: string): number {
  const match = /^(\d{2}):(\d{2}):(\d{2})$/.exec(countdown);
  if (!match) throw new Error(`"${countdown}" is not an HH:MM:SS countdown`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** How far apart two times of day are, in seconds, across midnight too. */
function apartOnTheDay(a: number, b: number): number {
  const gap = (((a - b) % day) + day) % day;
  return Math.min(gap, day - gap);
}

test('moving the test clock forward moves the countdowns and draws what came due', async ({
  page,
}) => {
  const north = page.getByRole('article', { name: 'Mien Bac' }).first().getByTestId('countdown');
  await page.goto('/lotteryCenter');
  await expect(north).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const before = secondsOf(await north.innerText());
  const fast = await menuGame(page, 'Elott', 'ELOTT_1M');

  const moved = JSON.parse(operatorOnClockPlatform('clock', 'advance', '2h', '--json'));
  expect(moved.offsetMs).toBeGreaterThanOrEqual(2 * 60 * 60_000);
  expect(moved.beat.failed).toBe(0);

  // The draw on sale before the move came due in it, and the beat drew it (hours after its
  // time: late, or voided, as the brand's missed-draw rule says); the menu sells a later one.
  expect((await drawOf(page, fast.drawKey)).status).not.toBe('open');
  const later = await menuGame(page, 'Elott', 'ELOTT_1M');
  expect(later.drawKey).not.toBe(fast.drawKey);
  expect(Date.parse(later.fewinTime)).toBeGreaterThan(Date.parse(moved.now));

  // The North's daily draw locks 2 hours sooner (or, once today's locked, a day later).
  await page.reload();
  const expected = (before - 2 * 60 * 60 + day) % day;
  await expect
    .poll(async () => apartOnTheDay(secondsOf(await north.innerText()), expected))
    .toBeLessThan(60);
});

test('setting the test clock to just after a draw draws it on time', async ({ page }) => {
  await page.goto('/lotteryCenter');
  const fast = await menuGame(page, 'Elott', 'ELOTT_1M');
  const at = new Date(Date.parse(fast.fewinTime) + 5_000).toISOString();
  const printed = operatorOnClockPlatform('clock', 'set', at);
  expect(printed).toMatch(/^Platform time: \S+ \(.+ ahead of real time\)$/m);
  expect(printed).toMatch(/^Job runner beat: \d+ due runs queued, \d+ completed, 0 failed\.$/m);
  const draw = await drawOf(page, fast.drawKey);
  expect(draw).toMatchObject({ status: 'drawn', late: false });
  expect(draw.winningNumbers).toMatch(/^\d(,\d){4}$/);
});
