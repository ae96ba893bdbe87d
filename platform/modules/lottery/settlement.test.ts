/**
 * Settlement through the platform (issue 15): a VN slip on two regions' draws pays every lot a
 * number shows on, KENO side bets pay by the drawn numbers, a brand's cap on a draw's win holds,
 * slips arriving at the lock instant are either in or refused (none lost), and the recent and
 * popular calls follow what members bought.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryGameInfo } from '../../../schemas/api/lottery.ts';
import type { TestPlatform } from '../../test/harness.ts';
import { balanceOf, call } from '../../test/play.ts';
import { runDraws } from './draws.ts';
import { createLotteryPlatform, drawRow, player } from './lottery-test-support.ts';
import { lotterySlips } from './tables.ts';

let t: TestPlatform;
// 15:00 in Vietnam on Friday 27 November 2026: the South draws Vinh Long, Binh Duong, Tra Vinh at 16:15.
beforeAll(async () => {
  t = await createLotteryPlatform('2026-11-27T08:00:00.000Z');
});
afterAll(async () => {
  await t?.close();
});

const brands = () => t.registry.sites.map((site) => site.brand);
const every2D = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

async function games(brandId: string, prizeMode: string): Promise<LotteryGameInfo[]> {
  const answer = await call(
    t.app,
    `${brandId}.test`,
    'GET',
    `/lgw/vn/games/game_menu?prizeMode=${prizeMode}`,
  );
  return (answer.json().value as { gameMenus: LotteryGameInfo[] }[]).flatMap((g) => g.gameMenus);
}
const gameOf = async (brandId: string, prizeMode: string, gameId: string) =>
  (await games(brandId, prizeMode)).find((game) => game.gameId === gameId)!;
const drawAt = (drawKey: string) => drawRow(t.db, 'casino', drawKey);

describe('a VN slip on the South and the North', () => {
  it('costs stake x lots x numbers per draw, and pays every lot the numbers show on', async () => {
    const p = await player(t, 'casino', 5_000_000);
    const south = await gameOf('casino', 'Lott', 'VN_S_VINHLONG');
    const north = await gameOf('casino', 'Lott', 'VN_N');
    expect(south.fewinTime).toBe('2026-11-27T09:15:00.000Z');
    const bought = await p.buy({
      slipId: 'vn-every-number',
      drawKeys: [south.drawKey, north.drawKey],
      bets: [{ betType: 'baoLo2', numbers: every2D, stakeMinor: 1_000 }],
    });
    expect(bought.statusCode, bought.body).toBe(200);
    // One ticket per draw, each number of it covering 18 lots in the South, 27 in the North.
    const slip = bought.json().value;
    expect(slip.costMinor).toBe(1_000 * 18 * 100 + 1_000 * 27 * 100);
    expect(await balanceOf(t.db, p.memberId)).toBe(500_000n);

    t.clock.set(south.fewinTime);
    await runDraws(t.db, t.clock, brands());
    // Every 2-digit number was bought, so the 18 lots of the South pay once each: 18 x 75 x stake.
    expect(await balanceOf(t.db, p.memberId)).toBe(500_000n + 18n * 75n * 1_000n);
    const afterSouth = (await p.get('/wps/lottery/slips')).json().value.list[0];
    const southTickets = afterSouth.tickets.filter(
      (x: { drawKey: string }) => x.drawKey === south.drawKey,
    );
    const lots = southTickets.reduce(
      (sum: number, x: { winningLots: number }) => sum + x.winningLots,
      0,
    );
    expect(lots).toBe(18);
    expect(southTickets[0].status).toBe('won');
    expect(southTickets).toHaveLength(1);
    expect(southTickets[0].matched.length).toBeGreaterThan(0);
    expect(
      afterSouth.tickets.filter((x: { status: string }) => x.status === 'pending'),
    ).toHaveLength(1);

    t.clock.set(north.fewinTime);
    await runDraws(t.db, t.clock, brands());
    expect(await balanceOf(t.db, p.memberId)).toBe(
      500_000n + 18n * 75n * 1_000n + 27n * 75n * 1_000n,
    );
    // The betting record shows the slip as one round of the vendor, its wins beside its cost.
    const record = await p.get('/wps/member/records/bets?from=2026-11-27&to=2026-11-27');
    expect(record.statusCode, record.body).toBe(200);
    const [round] = record.json().value.list;
    expect(round).toMatchObject({ roundId: 'vn-every-number', vendor: 'TCG_LOTTO_VN' });
    expect(JSON.stringify(round)).toContain(String(45n * 75n * 1_000n));
  });
});

describe('KENO', () => {
  it('pays the side of odd/even the drawn numbers fall on (2.35, ten of each loses both)', async () => {
    const p = await player(t);
    const keno = await gameOf('casino', 'ZY', 'KENO');
    const bought = await p.buy({
      drawKeys: [keno.drawKey],
      bets: [
        { betType: 'kenoOddEven', numbers: ['odd'], stakeMinor: 1_000 },
        { betType: 'kenoOddEven', numbers: ['even'], stakeMinor: 1_000 },
      ],
    });
    expect(bought.statusCode, bought.body).toBe(200);
    t.clock.set(keno.fewinTime);
    await runDraws(t.db, t.clock, brands());
    const draw = await drawAt(keno.drawKey);
    const numbers = draw.winningNumbers!.split(',').map(Number);
    expect(numbers).toHaveLength(20);
    const odd = numbers.filter((n) => n % 2 === 1).length;
    const won = odd === 10 ? 0n : 2_350n;
    expect(await balanceOf(t.db, p.memberId)).toBe(100_000n - 2_000n + won);
  });
});

describe("a brand's cap on what a member wins in one draw", () => {
  it('cuts the win to the cap', async () => {
    const p = await player(t, 'strict');
    const fast = await gameOf('strict', 'Elott', 'ELOTT_1M');
    const bought = await p.buy({
      drawKeys: [fast.drawKey],
      bets: [
        { betType: 'fastBigSmall', numbers: ['big'], position: 1, stakeMinor: 1_000 },
        { betType: 'fastBigSmall', numbers: ['small'], position: 1, stakeMinor: 1_000 },
      ],
    });
    expect(bought.statusCode, bought.body).toBe(200);
    t.clock.set(fast.fewinTime);
    await runDraws(t.db, t.clock, brands());
    const slip = (await p.get('/wps/lottery/slips?status=won')).json().value.list[0];
    expect(slip.tickets.map((x: { payoutMinor: number }) => x.payoutMinor).sort()).toEqual([
      0, 1_500,
    ]);
    expect(await balanceOf(t.db, p.memberId)).toBe(100_000n - 2_000n + 1_500n);
  });
});

describe('slips at the lock instant', () => {
  it('are each either bought before the lock or refused, and none is lost', async () => {
    const p = await player(t);
    const fast = await gameOf('casino', 'Elott', 'ELOTT_1M');
    const { lockAt } = await drawAt(fast.drawKey);
    t.clock.set(new Date(lockAt.getTime() - 1));
    const bet = { betType: 'fastOddEven', numbers: ['odd'], position: 2, stakeMinor: 1_000 };
    // Twenty slips at once; the lock comes as soon as the first is answered, while the rest
    // are on their way.
    const answers = Array.from({ length: 20 }, (_, n) =>
      p.buy({ slipId: `at-lock-${n}`, drawKeys: [fast.drawKey], bets: [bet] }),
    );
    void answers[0]!.then(() => t.clock.set(lockAt));
    const codes = (await Promise.all(answers)).map((answer) => answer.statusCode);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    const accepted = codes.filter((code) => code === 200).length;
    expect(accepted).toBeGreaterThan(0);
    const after = await p.buy({ slipId: 'after-lock', drawKeys: [fast.drawKey], bets: [bet] });
    expect(after.statusCode).toBe(409);
    const slips = await t.db
      .select()
      .from(lotterySlips)
      .where(eq(lotterySlips.memberId, p.memberId));
    expect(slips).toHaveLength(accepted);
    expect(slips.every((slip) => slip.createdAt < lockAt)).toBe(true);
    expect(await balanceOf(t.db, p.memberId)).toBe(100_000n - BigInt(accepted) * 1_000n);
  });
});

describe('recent and popular games', () => {
  it('lists the games a member bought, newest first, and the most bought games first', async () => {
    const p = await player(t);
    for (const [mode, gameId] of [
      ['SEA', 'SEA_5M'],
      ['Elott', 'ELOTT_1M'],
    ] as const) {
      const game = await gameOf('casino', mode, gameId);
      const bet = { betType: 'fastSumOddEven', numbers: ['odd'], stakeMinor: 1_000 };
      expect((await p.buy({ drawKeys: [game.drawKey], bets: [bet] })).statusCode).toBe(200);
    }
    const recent = await p.get('/lgw/vn/games/recent?recentCount=100');
    expect(recent.statusCode, recent.body).toBe(200);
    expect(recent.json().value.map((game: LotteryGameInfo) => game.gameId)).toEqual([
      'ELOTT_1M',
      'SEA_5M',
    ]);
    expect((await call(t.app, 'casino.test', 'GET', '/lgw/vn/games/recent')).statusCode).toBe(401);
    const popular = await call(t.app, 'casino.test', 'GET', '/lgw/games/popular?count=3');
    const ids = popular.json().value.map((game: LotteryGameInfo) => game.gameId);
    expect(ids).toHaveLength(3);
    // The slips at the lock instant made the 1-minute e-lottery the most bought.
    expect(ids[0]).toBe('ELOTT_1M');
    expect(new Set(ids).size).toBe(3);
  });
});
