/**
 * Issue 16's journey, in Chromium on the test-clock platform: an agent holding the brand's daily
 * salary registers a sub-agent in the agent center, the sub-agent deposits, the agent offers it
 * a daily salary and the sub-agent accepts; the test clock runs the next day, in which the
 * sub-agent plays, then passes its end. Each agent's part of the day's salary shows in my income
 * and in its account details (the ledger), and the team overview holds the day's real figures.
 */
import type { Browser, Page } from '@playwright/test';
import { accountButton, inEnglish, logIn, uniqueUsername } from './accounts.ts';
import { amount, depositThroughGateway, pesos } from './cashier-steps.ts';
import { expect, operatorOnClockPlatform, playButton, test } from './support.ts';
import { clockNow, clockTo } from './test-clock.ts';

/** The demo brands count days in Manila (UTC+8, no daylight saving). */
const manilaOffsetMs = 8 * 3_600_000;
const dayMs = 86_400_000;

/** The first Manila midnight after `at`. */
function nextMidnight(at: number): number {
  return (Math.floor((at + manilaOffsetMs) / dayMs) + 1) * dayMs - manilaOffsetMs;
}

/**
 * A fresh browser in English with `username` logged in: a jump of the clock ends every
 * session, so each part of the journey logs in anew. The browser's clock runs from the
 * platform's, as a phone's runs with the real time, so "yesterday" is the platform's.
 */
async function loggedIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
  await context.clock.install({ time: clockNow() });
  const page = await context.newPage();
  await inEnglish(page);
  await page.goto('/');
  await logIn(page, username, 'secret123');
  await expect(accountButton(page, username)).toBeVisible();
  return page;
}

/** Answers the offer on the daily salary page that `from` made, with Accept. */
async function acceptDailySalary(page: Page, from: string): Promise<void> {
  await page.goto('/agent/dailySalary');
  const offer = page.locator('[data-testid^="contract-"]', {
    has: page.getByRole('heading', { name: `From ${from}` }),
  });
  await expect(offer).toContainText('Offered');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('contracts-notice')).toHaveText(
    'You accepted the contract. It pays from the next period.',
  );
  await expect(offer).toContainText('Active');
}

/** Plays five rounds of the in-house slot from the main wallet; answers what they staked, in minor units. */
async function playFiveRounds(page: Page): Promise<number> {
  await page.goto('/inhouse');
  await playButton(page, 'Lucky Sevens').click();
  const game = page.frameLocator('iframe[title="Lucky Sevens"]');
  await expect(game.locator('#spin')).toBeEnabled();
  const bet = Math.round(amount(await game.locator('#bet').innerText()) * 100);
  expect(bet).toBeGreaterThan(0);
  for (let round = 0; round < 5; round += 1) {
    await game.locator('#spin').click();
    await expect(game.locator('#spin')).toBeEnabled();
    await expect(game.locator('#win')).not.toHaveText('-');
  }
  return 5 * bet;
}

/** The row of yesterday's daily salary in my income, once "Yesterday" is chosen. */
async function yesterdaysIncome(page: Page) {
  await page.goto('/agent/myIncome');
  await page.getByRole('button', { name: 'Yesterday' }).click();
  return page.getByRole('table', { name: 'My income' }).getByRole('row').filter({
    hasText: 'Daily salary',
  });
}

/** The agent income rows of today in the agent's account details. */
async function agentIncomeMovements(page: Page) {
  await page.goto('/agent/accountDetails');
  return page
    .getByRole('table', { name: 'Account record' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Agent income', exact: true }) });
}

test('an agent builds a team, offers a daily salary, and both agents are paid the day it ran', async ({
  browser,
  brandId,
}) => {
  test.setTimeout(300_000);
  const boss = uniqueUsername('boss');
  const sub = uniqueUsername('sub');
  operatorOnClockPlatform(
    'member',
    'create',
    '--brand',
    brandId,
    '--username',
    boss,
    '--password',
    'secret123',
    '--agent',
    '1',
  );
  // The brand's daily salary for the top agent: 10 % of its team's valid bet, whatever its size.
  operatorOnClockPlatform(
    'agent',
    'offer',
    boss,
    '--brand',
    brandId,
    '--kind',
    'dailySalary',
    '--tiers',
    '0:0:1000',
  );

  const agent = await loggedIn(browser, boss);
  await acceptDailySalary(agent, 'the brand');

  // The agent registers a sub-agent from the agent center.
  await agent.goto('/agent/registerAccount');
  await agent.getByRole('radio', { name: 'Sub-agent' }).click();
  await agent.getByRole('textbox', { name: 'Username' }).fill(sub);
  await agent.getByLabel('Password', { exact: true }).fill('secret123');
  await agent.getByLabel('Confirm password').fill('secret123');
  await agent.getByRole('button', { name: 'Register' }).click();
  await expect(agent.getByRole('status')).toHaveText(
    `Sub-agent ${sub} is registered in your team.`,
  );

  // The sub-agent logs in and deposits.
  const downline = await loggedIn(browser, sub);
  await depositThroughGateway(downline);

  // The agent offers it a daily salary of 5 %, which it accepts.
  await agent.goto('/agent/dailySalary');
  await agent.getByRole('textbox', { name: 'Username of your downline agent' }).fill(sub);
  const tier = agent.getByRole('group', { name: 'Tier 1' });
  await tier.getByRole('textbox', { name: 'Team base from (₱)' }).fill('0');
  await tier.getByRole('textbox', { name: 'Active members from' }).fill('0');
  await tier.getByRole('textbox', { name: 'Rate (%)' }).fill('5');
  await agent.getByRole('button', { name: 'Offer the contract' }).click();
  await expect(
    agent.locator('[data-testid^="contract-"]', {
      has: agent.getByRole('heading', { name: `To ${sub}` }),
    }),
  ).toContainText('Offered');
  await acceptDailySalary(downline, boss);
  await agent.context().close();
  await downline.context().close();

  // The next day, when both contracts pay, the sub-agent plays.
  const dayStart = nextMidnight(clockNow());
  clockTo(dayStart + 60_000);
  const player = await loggedIn(browser, sub);
  const validBet = await playFiveRounds(player);
  await player.context().close();

  // Past the day's end the daily salary job settles it: the sub-agent's 5 %, and the agent's
  // 10 % less what it passed down.
  clockTo(nextMidnight(dayStart) + 60_000);
  const subPaid = Math.floor((validBet * 500) / 10_000);
  const bossGross = Math.floor((validBet * 1_000) / 10_000);
  const bossPaid = bossGross - subPaid;

  const subAgain = await loggedIn(browser, sub);
  const subIncome = await yesterdaysIncome(subAgain);
  await expect(subIncome).toHaveCount(1);
  await expect(subIncome).toContainText(pesos(validBet / 100));
  await expect(subIncome).toContainText('5%');
  await expect(subIncome.getByRole('cell').last()).toHaveText(pesos(subPaid / 100));
  await expect(await agentIncomeMovements(subAgain)).toContainText(pesos(subPaid / 100));

  const bossAgain = await loggedIn(browser, boss);
  const bossIncome = await yesterdaysIncome(bossAgain);
  await expect(bossIncome).toHaveCount(1);
  await expect(bossIncome).toContainText('10%');
  await expect(bossIncome.getByRole('cell').last()).toHaveText(pesos(bossPaid / 100));
  await expect(await agentIncomeMovements(bossAgain)).toContainText(pesos(bossPaid / 100));

  // The team overview of that day: the sub-agent's deposit was the day before, its rounds that day.
  await bossAgain.goto('/agent/teamOverview');
  await bossAgain.getByRole('button', { name: 'Yesterday' }).click();
  await expect(bossAgain.getByRole('region', { name: 'Bets and results' })).toContainText(
    `Valid bet${pesos(validBet / 100)}`,
  );
  await expect(bossAgain.getByRole('region', { name: 'Members' })).toContainText('Active members1');
});
