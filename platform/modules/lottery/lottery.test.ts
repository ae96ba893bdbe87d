/**
 * The lottery end to end on the platform (issue 15): the menu with its next draws and
 * commitments, buying slips through the ledger (idempotent, refused after lock or without the
 * money), drawing exactly once with the seed revealed, settlement paid once, cancellation, and
 * draws missed during downtime.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryGame, verifyDraw } from '../../../engine/core/lottery/index.ts';
import type { LotteryGameInfo } from '../../../schemas/api/lottery.ts';
import type { TestPlatform } from '../../test/harness.ts';
import { balanceOf, call } from '../../test/play.ts';
import { runDraws } from './draws.ts';
import { createLotteryPlatform, drawRow, player } from './lottery-test-support.ts';
import { lotteryDraws, lotteryTickets } from './tables.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createLotteryPlatform();
});
afterAll(async () => {
  await t?.close();
});

const brands = () => t.registry.sites.map((site) => site.brand);
const brandOf = (id: string) => brands().find((brand) => brand.id === id)!;

async function menu(brandId = 'casino', prizeMode = 'Elott'): Promise<LotteryGameInfo[]> {
  const answer = await call(
    t.app,
    `${brandId}.test`,
    'GET',
    `/lgw/vn/games/game_menu?prizeMode=${prizeMode}`,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().value as { gameMenus: LotteryGameInfo[] }[]).flatMap((g) => g.gameMenus);
}

/** The 1-minute e-lottery's draw on sale now. */
async function fastDraw(brandId = 'casino'): Promise<LotteryGameInfo> {
  const game = (await menu(brandId)).find((info) => info.gameId === 'ELOTT_1M');
  if (!game) throw new Error('ELOTT_1M is not on the menu');
  return game;
}

/** Both sides of position 1's big/small: exactly one of them wins. */
const bothSides = [
  { betType: 'fastBigSmall', numbers: ['big'], position: 1, stakeMinor: 1_000 },
  { betType: 'fastBigSmall', numbers: ['small'], position: 1, stakeMinor: 1_000 },
];

describe('the lottery menu', () => {
  it('lists the VN regions, each game with its next draw on sale and its commitment', async () => {
    const answer = await call(
      t.app,
      'casino.test',
      'GET',
      '/lgw/vn/games/game_menu?prizeMode=Lott',
    );
    const groups = answer.json().value as { tag: string; gameMenus: LotteryGameInfo[] }[];
    expect(groups.map((group) => group.tag)).toEqual([
      'vietnam_rb_northern',
      'vietnam_rb_central',
      'vietnam_rb_southern',
    ]);
    const north = groups[0]!.gameMenus[0]!;
    // 09:00:30 UTC is 16:00:30 in Vietnam: the North draws at 18:15, sales close 15 minutes before.
    expect(north).toMatchObject({
      gameId: 'VN_N',
      isSale: 1,
      fewinTime: '2026-11-27T11:15:00.000Z',
      lockTime: 900,
      remainTime: 7_170_000,
      drawKey: 'VN_N-202611271815',
      drawDayOfWeek: '1,2,3,4,5,6,7',
      previousWinningNumber: '',
      previousWinningTime: null,
    });
    expect(north.commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers every prize mode, and refuses an unknown one', async () => {
    for (const mode of ['ZY', 'Elott', 'SEA']) expect((await menu('casino', mode)).length).toBe(1);
    const bad = await call(t.app, 'casino.test', 'GET', '/lgw/vn/games/game_menu?prizeMode=Nope');
    expect(bad.statusCode).toBe(400);
  });
});

describe('buying a slip', () => {
  it('debits the cost once, and a retry with the same slip id answers the first purchase', async () => {
    const p = await player(t);
    const draw = await fastDraw();
    const body = { slipId: 'slip-retry-1', drawKeys: [draw.drawKey], bets: bothSides };
    const first = await p.buy(body);
    expect(first.statusCode, first.body).toBe(200);
    const slip = first.json().value;
    expect(slip).toMatchObject({
      slipId: 'slip-retry-1',
      vendor: 'ELOTT',
      costMinor: 2_000,
      cancellable: true,
    });
    expect(slip.tickets).toHaveLength(2);
    expect(slip.tickets[0]).toMatchObject({
      status: 'pending',
      stakeMinor: 1_000,
      lots: 1,
      costMinor: 1_000,
    });
    const again = await p.buy(body);
    expect(again.json().value).toEqual(slip);
    expect(await balanceOf(t.db, p.memberId)).toBe(98_000n);
  });

  it('refuses what the member cannot pay and writes nothing', async () => {
    const p = await player(t, 'casino', 1_500);
    const answer = await p.buy({ drawKeys: [(await fastDraw()).drawKey], bets: bothSides });
    expect(answer.statusCode).toBe(402);
    expect(answer.json().error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(t.db, p.memberId)).toBe(1_500n);
    const tickets = await t.db
      .select()
      .from(lotteryTickets)
      .where(eq(lotteryTickets.memberId, p.memberId));
    expect(tickets).toEqual([]);
  });

  it('refuses an unknown draw, a bet the game does not take, and stakes out of limits', async () => {
    const p = await player(t);
    const draw = await fastDraw();
    const unknown = await p.buy({ drawKeys: ['ELOTT_1M-209901010000'], bets: bothSides });
    expect(unknown.statusCode).toBe(404);
    for (const bet of [
      { betType: 'baoLo2', numbers: ['07'], stakeMinor: 1_000 },
      { betType: 'fastDigit', numbers: ['12'], position: 1, stakeMinor: 1_000 },
      { betType: 'fastBigSmall', numbers: ['big'], position: 1, stakeMinor: 1 },
      { betType: 'fastBigSmall', numbers: ['big'], position: 1, stakeMinor: 999_999_999_999 },
    ]) {
      const answer = await p.buy({ drawKeys: [draw.drawKey], bets: [bet] });
      expect(answer.statusCode, JSON.stringify(bet)).toBe(400);
      expect(answer.json().error.message).not.toBe('');
    }
    const malformed = await p.buy({
      drawKeys: [draw.drawKey],
      bets: [{ betType: 'x', numbers: [] }],
    });
    expect(malformed.statusCode).toBe(400);
    expect(await balanceOf(t.db, p.memberId)).toBe(100_000n);
  });

  it('refuses a draw whose sales have closed', async () => {
    const p = await player(t);
    const draw = await fastDraw();
    const row = await drawRow(t.db, 'casino', draw.drawKey);
    t.clock.set(row.lockAt);
    try {
      const answer = await p.buy({ drawKeys: [draw.drawKey], bets: bothSides });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.code).toBe('LOTTERY_CLOSED');
    } finally {
      t.clock.set(new Date(row.lockAt.getTime() - 20_000));
    }
  });

  it('needs a member', async () => {
    const answer = await call(t.app, 'casino.test', 'POST', '/wps/lottery/slips', {
      body: { slipId: 'nobody-here', drawKeys: ['ELOTT_1M-202611271601'], bets: bothSides },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('the draw', () => {
  it('is drawn once at its time, reveals its seed, and pays the winning ticket once', async () => {
    const p = await player(t);
    const draw = await fastDraw();
    const bought = await p.buy({ drawKeys: [draw.drawKey], bets: bothSides });
    expect(bought.statusCode, bought.body).toBe(200);
    const before = await p.get(`/wps/lottery/draws/${draw.drawKey}`);
    expect(before.json().value).toMatchObject({ status: 'open', seed: null, winningNumbers: null });

    t.clock.set(draw.fewinTime);
    const [one, two] = await Promise.all([
      runDraws(t.db, t.clock, brands()),
      runDraws(t.db, t.clock, brands()),
    ]);
    expect(one.drawn + two.drawn).toBeGreaterThanOrEqual(1);
    const after = (await p.get(`/wps/lottery/draws/${draw.drawKey}`)).json().value;
    expect(after).toMatchObject({ status: 'drawn', late: false, source: 'seed' });
    expect(createHash('sha256').update(Buffer.from(after.seed, 'hex')).digest('hex')).toBe(
      after.commitment,
    );
    const game = lotteryGame(brandOf('casino').lottery, 'ELOTT_1M')!;
    expect(
      await verifyDraw(game, {
        seedHex: after.seed,
        commitment: after.commitment,
        drawKey: draw.drawKey,
        winningNumbers: after.winningNumbers,
      }),
    ).toMatchObject({ commitmentOk: true, resultOk: true });

    const firstDigit = Number(after.winningNumbers.split(',')[0]);
    const slips = (await p.get('/wps/lottery/slips')).json().value;
    const tickets = slips.list[0].tickets as {
      numbers: string[];
      status: string;
      payoutMinor: number;
    }[];
    const winner = firstDigit >= 5 ? 'big' : 'small';
    for (const ticket of tickets)
      expect(ticket).toMatchObject(
        ticket.numbers[0] === winner
          ? { status: 'won', payoutMinor: 1_980 }
          : { status: 'lost', payoutMinor: 0 },
      );
    expect(await balanceOf(t.db, p.memberId)).toBe(100_000n - 2_000n + 1_980n);
    // A later run finds nothing left to draw of that draw and pays nothing again.
    await runDraws(t.db, t.clock, brands());
    expect(await balanceOf(t.db, p.memberId)).toBe(99_980n);
    const numbers = await p.get('/lgw/vn/games/numbers?gameId=ELOTT_1M&count=5');
    expect(numbers.json().value[0]).toMatchObject({
      drawKey: draw.drawKey,
      winningNumbers: after.winningNumbers,
    });
    expect((await fastDraw()).previousWinningNumber).toBe(after.winningNumbers);
  });
});

describe('cancelling a slip', () => {
  it('refunds the slip before the lock, and is refused after it', async () => {
    const p = await player(t);
    const draw = await fastDraw();
    const slipId = 'slip-cancel-1';
    expect((await p.buy({ slipId, drawKeys: [draw.drawKey], bets: bothSides })).statusCode).toBe(
      200,
    );
    const cancelled = await p.post(`/wps/lottery/slips/${slipId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().value.tickets.map((x: { status: string }) => x.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect(await balanceOf(t.db, p.memberId)).toBe(100_000n);
    // Again: answered unchanged, nothing moves.
    expect((await p.post(`/wps/lottery/slips/${slipId}/cancel`)).statusCode).toBe(200);
    expect(await balanceOf(t.db, p.memberId)).toBe(100_000n);

    const late = 'slip-cancel-2';
    expect(
      (await p.buy({ slipId: late, drawKeys: [draw.drawKey], bets: bothSides })).statusCode,
    ).toBe(200);
    const row = await drawRow(t.db, 'casino', draw.drawKey);
    t.clock.set(row.lockAt);
    const refused = await p.post(`/wps/lottery/slips/${late}/cancel`);
    expect(refused.json().error.code).toBe('LOTTERY_NOT_CANCELLABLE');
    expect((await p.post('/wps/lottery/slips/no-such-slip/cancel')).statusCode).toBe(404);
  });

  it('is refused where the brand does not allow it', async () => {
    const p = await player(t, 'strict');
    const draw = await fastDraw('strict');
    const slipId = 'slip-strict-1';
    expect((await p.buy({ slipId, drawKeys: [draw.drawKey], bets: bothSides })).statusCode).toBe(
      200,
    );
    expect((await p.post(`/wps/lottery/slips/${slipId}/cancel`)).json().error.code).toBe(
      'LOTTERY_NOT_CANCELLABLE',
    );
  });
});

describe('draws missed while the platform was down', () => {
  it('are drawn late and flagged, or voided with refunds, as each brand says', async () => {
    const casino = await player(t);
    const strict = await player(t, 'strict');
    const casinoDraw = await fastDraw();
    const strictDraw = await fastDraw('strict');
    expect((await casino.buy({ drawKeys: [casinoDraw.drawKey], bets: bothSides })).statusCode).toBe(
      200,
    );
    expect((await strict.buy({ drawKeys: [strictDraw.drawKey], bets: bothSides })).statusCode).toBe(
      200,
    );
    // Ten minutes of downtime past both draws.
    t.clock.set(new Date(new Date(casinoDraw.fewinTime).getTime() + 10 * 60_000));
    await runDraws(t.db, t.clock, brands());
    const late = (await casino.get(`/wps/lottery/draws/${casinoDraw.drawKey}`)).json().value;
    expect(late).toMatchObject({ status: 'drawn', late: true });
    const voided = (await strict.get(`/wps/lottery/draws/${strictDraw.drawKey}`)).json().value;
    expect(voided).toMatchObject({ status: 'void', late: true, winningNumbers: null });
    expect(await balanceOf(t.db, strict.memberId)).toBe(100_000n);
    const strictSlips = (await strict.get('/wps/lottery/slips?status=void')).json().value;
    expect(strictSlips.total).toBe(1);
    // Every draw due during the downtime was drawn, in order, none left open.
    const open = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.status, 'open'));
    expect(open.every((draw) => draw.drawAt.getTime() > t.clock.now().getTime())).toBe(true);
  });
});
