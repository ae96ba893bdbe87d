/**
 * Issue 15's journey, in Chromium on the test-clock platform: a member buys a VN South slip, a
 * KENO slip and an e-lottery slip on the bet slip page, the test clock moves past each draw,
 * and "my tickets" shows every ticket settled, the payouts are in the balance, and the South
 * draw verifies in the browser.
 */
import type { Page } from '@playwright/test';
import { inEnglish, logIn, uniqueUsername } from './accounts.ts';
import { expect, operatorOnClockPlatform, test } from './support.ts';
import { clockTo } from './test-clock.ts';

/** A game of the lottery menu with its next draw, as the journey reads it. */
interface MenuGame {
  gameId: string;
  remark: string;
  tag: string;
  isSale: number;
  remainTime: number;
  fewinTime: string;
}

/** The games of the lottery menu of `prizeMode`, asked by the page (it resolves the brand's host). */
async function menu(page: Page, prizeMode: string): Promise<MenuGame[]> {
  const groups = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return ((await response.json()) as { value: { gameMenus: MenuGame[] }[] }).value;
  }, `/lgw/vn/games/game_menu?prizeMode=${prizeMode}`);
  return groups.flatMap((group) => group.gameMenus);
}

/**
 * `gameId` on sale with at least a minute before its lock: when the lock is nearer, the clock
 * moves just past the draw, so the next draw is on sale for its whole window.
 */
async function onSale(page: Page, prizeMode: string, gameId: string): Promise<MenuGame> {
  const find = async () => (await menu(page, prizeMode)).find((game) => game.gameId === gameId)!;
  const game = await find();
  if (game.isSale === 1 && game.remainTime > 60_000) return game;
  clockTo(Date.parse(game.fewinTime) + 1_000);
  return find();
}

/** ₱ amounts as the storefront writes them, from minor units. */
const peso = (minor: number) =>
  `₱${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/**
 * Buys the slip filled in on the bet slip page with the stake `stake` (pesos), once the cost
 * preview shows `preview` when given.
 */
async function buy(page: Page, stake: string, preview?: string): Promise<void> {
  const slip = page.getByRole('form', { name: 'Bet slip' });
  await slip.getByLabel(/^Stake/).fill(stake);
  if (preview) await expect(slip).toContainText(preview);
  await slip.getByRole('button', { name: 'Buy', exact: true }).click();
  await slip.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(slip.getByRole('status')).toContainText('Slip bought');
}

/** The slip of `game` in my tickets. */
const slipOf = (page: Page, game: string) =>
  page.getByRole('article', {
    name: new RegExp(`^Slip of ${game.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });

test('a player buys VN South, KENO and e-lottery tickets, is paid after the draws and verifies one', async ({
  page,
  brandId,
}) => {
  test.setTimeout(240_000);
  await inEnglish(page);
  const username = uniqueUsername('lot');
  operatorOnClockPlatform(
    'member',
    'create',
    '--brand',
    brandId,
    '--username',
    username,
    '--password',
    'secret123',
  );
  operatorOnClockPlatform(
    'ledger',
    'adjust',
    '--brand',
    brandId,
    '--username',
    username,
    '--amount',
    '300000',
    '--reason',
    'Lottery money',
  );
  await page.goto('/lotteryCenter');
  await logIn(page, username, 'secret123');
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText('₱8,000.00');

  // The slowest slip first (100 numbers to pick): the 1-minute e-lottery, bought last, is not
  // drawn before the balance is checked, on a slow machine too.
  const slip = page.getByRole('form', { name: 'Bet slip' });
  // The South station drawing next: head/tail 2D on every number from 00 to 99, ₱10.00 each,
  // so its two lots (G8 and the DB's last two digits) win whatever is drawn: 2 x 75 x ₱10.00.
  const south = (await menu(page, 'Lott'))
    .filter((game) => game.tag === 'vietnam_rb_southern' && game.isSale === 1)
    .sort((a, b) => Date.parse(a.fewinTime) - Date.parse(b.fewinTime))[0]!;
  await page.goto(`/lottery?gameCode=${south.gameId}&playType=deDauDuoi`);
  const grid = slip.getByRole('group', { name: 'Numbers 00 to 99' });
  for (let n = 0; n < 100; n += 1)
    await grid.getByRole('button', { name: String(n).padStart(2, '0'), exact: true }).click();
  await buy(page, '10', '100 numbers × 2 lots × ₱10.00 = ₱2,000.00');

  // KENO: big, ₱10.00.
  const keno = await onSale(page, 'ZY', 'KENO');
  await page.goto('/lottery?gameCode=KENO&playType=kenoBigSmall');
  await slip.getByRole('button', { name: 'Big', exact: true }).click();
  await buy(page, '10');

  // A 1-minute e-lottery: big on the first digit, ₱10.00.
  const fast = await onSale(page, 'Elott', 'ELOTT_1M');
  await page.goto('/lottery?gameCode=ELOTT_1M&playType=fastBigSmall');
  await slip.getByRole('button', { name: 'Position 1' }).click();
  await slip.getByRole('button', { name: 'Big', exact: true }).click();
  await buy(page, '10');

  await expect(balance).toHaveText(peso(800_000 - 202_000));

  // Every slip waits for its draw.
  for (const game of ['KENO', south.remark])
    await expect(slipOf(page, game)).toContainText('Pending');

  // The clock passes each draw in turn, on time.
  for (const drawAt of [fast.fewinTime, keno.fewinTime, south.fewinTime].sort())
    clockTo(Date.parse(drawAt) + 5_000);
  await page.reload();

  const southSlip = slipOf(page, south.remark);
  await expect(southSlip).toContainText('Won');
  await expect(southSlip).toContainText('₱1,500.00');
  await expect(southSlip.getByText(/\(winning number\)/).first()).toBeAttached();

  // Whatever KENO and the e-lottery drew, the balance holds exactly what was paid.
  const payoutOf = async (game: string, minor: number) => {
    const settled = slipOf(page, game);
    await expect(settled).toContainText(/Won|Lost/);
    return (await settled.innerText()).includes('Won') ? minor : 0;
  };
  const paid = 150_000 + (await payoutOf('KENO', 1_950)) + (await payoutOf(fast.remark, 1_980));
  await expect(balance).toHaveText(peso(800_000 - 202_000 + paid));

  // The South draw's numbers follow from its revealed seed: the browser checks it.
  await southSlip.getByRole('button', { name: 'Result' }).click();
  await southSlip.getByText('Fair draw').click();
  await southSlip.getByRole('button', { name: 'Verify' }).click();
  await expect(southSlip.getByText('Verified')).toBeVisible();
});
