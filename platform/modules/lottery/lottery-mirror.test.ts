/**
 * A brand mirroring the state lottery (`lottery.vnResults` "import"): its VN draws wait for the
 * imported real-world results instead of being drawn from their seeds, are settled on them when
 * they arrive (also hours after the draw time, not flagged late), and are voided with refunds
 * when no results came within `lottery.importWaitHours`. KENO still draws from its seed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../../schemas/brand.ts';
import { accountBrands, fixtureEcho } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { balanceOf } from '../../test/play.ts';
import { runDraws } from './draws.ts';
import { importResults } from './import.ts';
import { player, type Player } from './lottery-test-support.ts';
import { lotteryDraws, lotteryTickets } from './tables.ts';

const fixtureMirrored = {
  ...fixtureEcho,
  id: 'mirrored',
  name: 'Mirrored Lottery',
  merchantCode: 'MIRRORED',
  domains: ['mirrored.test'],
  lottery: { vnResults: 'import', importWaitHours: 2 },
};

/** Friday 27 November 2026: Vinh Long and Binh Duong draw at 16:15 in Vietnam (09:15 UTC). */
const vinhLong = 'VN_S_VINHLONG-202611271615';
const binhDuong = 'VN_S_BINHDUONG-202611271615';
const southNumbers =
  '739659~33245~31249~54776,38013~08470,17257,95007,13668,58023,34143,00482~2071~7962,6302,8532~228~61';

let t: TestPlatform;
let brand: Brand;
let p: Player;
beforeAll(async () => {
  // 15:00 in Vietnam, before the South's lock at 16:00.
  t = await createTestPlatform({
    extraBrands: { ...accountBrands, mirrored: fixtureMirrored },
    clockStart: '2026-11-27T08:00:00.000Z',
  });
  brand = t.registry.byId('mirrored')!.brand;
  await runDraws(t.db, t.clock, [brand]);
  p = await player(t, 'mirrored', 100_000);
  const bought = await p.buy({
    slipId: 'mirror-south',
    drawKeys: [vinhLong, binhDuong],
    bets: [{ betType: 'baoLo2', numbers: ['61'], stakeMinor: 1_000 }],
  });
  expect(bought.statusCode, bought.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const drawOf = async (drawKey: string) =>
  (
    await t.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.brandId, 'mirrored'), eq(lotteryDraws.drawKey, drawKey)))
  )[0]!;
const ticketsOf = async (drawKey: string) =>
  t.db
    .select({ status: lotteryTickets.status, payoutMinor: lotteryTickets.payoutMinor })
    .from(lotteryTickets)
    .innerJoin(lotteryDraws, eq(lotteryTickets.drawId, lotteryDraws.id))
    .where(and(eq(lotteryDraws.brandId, 'mirrored'), eq(lotteryDraws.drawKey, drawKey)));

async function drawsAt(at: string) {
  t.clock.set(at);
  return runDraws(t.db, t.clock, [brand]);
}

describe('a brand whose VN results are imported', () => {
  it('keeps a VN draw open past its time until its results are imported', async () => {
    await drawsAt('2026-11-27T09:20:00.000Z');
    expect((await drawOf(vinhLong)).status).toBe('open');
    expect(await ticketsOf(vinhLong)).toEqual([{ status: 'pending', payoutMinor: 0n }]);
  });

  it('settles the draw on the imported numbers, not flagged late, an hour after its time', async () => {
    t.clock.set('2026-11-27T10:15:00.000Z');
    const text = JSON.stringify({ results: [{ drawKey: vinhLong, winningNumbers: southNumbers }] });
    const outcome = await importResults(t.db, t.clock, brand, {
      fileName: 'results.json',
      text,
      replace: false,
    });
    expect(outcome.imported).toBe(1);
    await drawsAt('2026-11-27T10:16:00.000Z');
    const drawn = await drawOf(vinhLong);
    expect(drawn).toMatchObject({
      status: 'drawn',
      source: 'imported',
      late: false,
      winningNumbers: southNumbers,
    });
    // "61" is the G8 of these numbers: one winning lot at 75 x 10.00.
    expect(await ticketsOf(vinhLong)).toEqual([{ status: 'won', payoutMinor: 75_000n }]);
    expect((await drawOf(binhDuong)).status).toBe('open');
  });

  it('voids a draw still without results importWaitHours after its time, refunding it', async () => {
    const before = await balanceOf(t.db, p.memberId);
    await drawsAt('2026-11-27T11:15:00.000Z');
    expect((await drawOf(binhDuong)).status).toBe('open');
    await drawsAt('2026-11-27T11:15:01.000Z');
    expect((await drawOf(binhDuong)).status).toBe('void');
    expect(await ticketsOf(binhDuong)).toEqual([{ status: 'void', payoutMinor: 0n }]);
    expect(await balanceOf(t.db, p.memberId)).toBe(before + 18_000n);
  });

  it('still draws KENO from its seed on time', async () => {
    const [next] = await t.db
      .select({ drawKey: lotteryDraws.drawKey, drawAt: lotteryDraws.drawAt })
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.brandId, 'mirrored'),
          eq(lotteryDraws.gameId, 'KENO'),
          eq(lotteryDraws.status, 'open'),
        ),
      )
      .orderBy(lotteryDraws.drawAt)
      .limit(1);
    await drawsAt(next!.drawAt.toISOString());
    expect(await drawOf(next!.drawKey)).toMatchObject({
      status: 'drawn',
      source: 'seed',
      late: false,
    });
  });
});
