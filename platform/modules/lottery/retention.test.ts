/**
 * The nightly deletion of old draws: a drawn or voided draw nobody bought a ticket on goes once
 * it is older than `drawKeepDays`; a draw with tickets, a younger draw and an open draw stay.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestPlatform } from '../../test/harness.ts';
import { runDraws } from './draws.ts';
import { createLotteryPlatform, player } from './lottery-test-support.ts';
import { deleteOldDraws, drawKeepDays } from './retention.ts';
import { lotteryDraws } from './tables.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createLotteryPlatform('2026-11-27T09:00:30.000Z');
});
afterAll(async () => {
  await t?.close();
});

const brands = () => t.registry.sites.map((site) => site.brand);
const casinoDraws = (gameId: string) =>
  t.db
    .select({ drawKey: lotteryDraws.drawKey, status: lotteryDraws.status })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.brandId, 'casino'), eq(lotteryDraws.gameId, gameId)))
    .orderBy(lotteryDraws.drawAt);

it('deletes the old draws without tickets, and keeps the rest', async () => {
  await runDraws(t.db, t.clock, brands());
  const [bought, unbought] = await casinoDraws('ELOTT_1M');
  const p = await player(t);
  const slip = await p.buy({
    drawKeys: [bought!.drawKey],
    bets: [{ betType: 'fastDigit', numbers: ['7'], position: 1, stakeMinor: 1_000 }],
  });
  expect(slip.statusCode, slip.body).toBe(200);
  // Both draws are drawn; the next ones are scheduled and stay open.
  t.clock.advance(5 * 60_000);
  await runDraws(t.db, t.clock, brands());
  const old = [bought!.drawKey, unbought!.drawKey];
  const statusOf = async () =>
    Object.fromEntries(
      (
        await t.db
          .select({ drawKey: lotteryDraws.drawKey, status: lotteryDraws.status })
          .from(lotteryDraws)
          .where(and(eq(lotteryDraws.brandId, 'casino'), inArray(lotteryDraws.drawKey, old)))
      ).map((row) => [row.drawKey, row.status]),
    );
  expect(await statusOf()).toEqual({ [bought!.drawKey]: 'drawn', [unbought!.drawKey]: 'drawn' });

  // A day short of the keep time nothing goes.
  t.clock.advance((drawKeepDays - 1) * 24 * 60 * 60_000);
  expect(await deleteOldDraws(t.db, t.clock)).toBe(0);

  t.clock.advance(2 * 24 * 60 * 60_000);
  const openBefore = (await casinoDraws('ELOTT_1M')).filter((d) => d.status === 'open').length;
  expect(openBefore).toBeGreaterThan(0);
  expect(await deleteOldDraws(t.db, t.clock)).toBeGreaterThan(0);
  expect(await statusOf()).toEqual({ [bought!.drawKey]: 'drawn' });
  expect((await casinoDraws('ELOTT_1M')).filter((d) => d.status === 'open')).toHaveLength(
    openBefore,
  );
});
