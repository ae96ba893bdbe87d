/**
 * The lottery on a platform started with `TEST_CLOCK=true`: a slip bought on the draw on sale,
 * the clock moved to just after the draw with `POST /test-clock`, and the draw drawn and the
 * slip settled by the beat that call runs, on time. After a jump of hours every draw that came
 * due is drawn by one beat too (late, as after downtime: nothing drew it in between).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryGameInfo } from '../../../schemas/api/lottery.ts';
import { manualClock, type AdjustableClock } from '../../kernel/clock.ts';
import { loadConfig } from '../../kernel/config.ts';
import { startPlatform, type RunningPlatform } from '../../start.ts';
import { accountBrands, fundedMember } from '../../test/accounts.ts';
import { cliEnvironment } from '../../test/cli.ts';
import { testBrandSchemas } from '../../test/fixtures.ts';
import { tempDir, type TestDatabase } from '../../test/harness.ts';
import { bearer, call } from '../../test/play.ts';
import { openSession } from '../accounts/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { drawRow } from './lottery-test-support.ts';
import { lotteryDraws } from './tables.ts';

const dir = tempDir();
let database: TestDatabase | undefined;
let platform: RunningPlatform;
let clock: AdjustableClock;
let token: string;

beforeAll(async () => {
  const environment = await cliEnvironment(dir.path, { extra: accountBrands });
  database = environment.database;
  platform = await startPlatform(loadConfig({ ...environment.env, TEST_CLOCK: 'true' }), {
    brandSchemas: testBrandSchemas,
    quiet: true,
    clock: manualClock('2026-11-27T09:00:30.000Z'),
  });
  clock = platform.testClock!;
  const member = await fundedMember(
    { db: platform.database.db, clock },
    'casino',
    { username: 'clockplayer1', password: null },
    100_000,
  );
  ({ token } = await openSession(platform.database.db, clock, {
    member,
    loginType: 'username',
    changePassword: false,
    ip: '198.51.100.1',
    device: null,
  }));
});
afterAll(async () => {
  if (platform) expect((await verifyLedger(platform.database.db, clock)).drifts).toEqual([]);
  await platform?.close();
  await database?.dispose();
  dir.dispose();
});

const storefront = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(platform.app, 'casino.test', method, url, { body, headers: bearer(token) });

async function gameOf(prizeMode: string, gameId: string): Promise<LotteryGameInfo> {
  const answer = await storefront('GET', `/lgw/vn/games/game_menu?prizeMode=${prizeMode}`);
  expect(answer.statusCode, answer.body).toBe(200);
  const games = (answer.json().value as { gameMenus: LotteryGameInfo[] }[]).flatMap(
    (group) => group.gameMenus,
  );
  return games.find((game) => game.gameId === gameId)!;
}

const drawOf = (drawKey: string) => drawRow(platform.database.db, 'casino', drawKey);

/** Moves the test clock as the operator does; answers the call's value. */
async function moveClock(body: Record<string, unknown>) {
  const answer = await platform.admin.inject({ method: 'POST', url: '/test-clock', payload: body });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().value as {
    now: string;
    offsetMs: number;
    beat: { enqueued: number; completed: number; failed: number };
  };
}

describe('POST /test-clock with the lottery', () => {
  it.each([
    [
      'Elott',
      'ELOTT_1M',
      [
        { betType: 'fastBigSmall', numbers: ['big'], position: 1, stakeMinor: 1_000 },
        { betType: 'fastBigSmall', numbers: ['small'], position: 1, stakeMinor: 1_000 },
      ],
    ],
    [
      'ZY',
      'KENO',
      [
        { betType: 'kenoOddEven', numbers: ['odd'], stakeMinor: 1_000 },
        { betType: 'kenoOddEven', numbers: ['even'], stakeMinor: 1_000 },
      ],
    ],
  ])(
    'settles a %s %s slip in the beat after moving to just past its draw, on time',
    async (prizeMode, gameId, bets) => {
      const game = await gameOf(prizeMode, gameId);
      const bought = await storefront('POST', '/wps/lottery/slips', {
        slipId: randomUUID(),
        drawKeys: [game.drawKey],
        bets,
      });
      expect(bought.statusCode, bought.body).toBe(200);
      expect((await drawOf(game.drawKey)).status).toBe('open');

      const target = new Date(new Date(game.fewinTime).getTime() + 5_000);
      const moved = await moveClock({ at: target.toISOString() });
      expect(new Date(moved.now).getTime()).toBeGreaterThanOrEqual(target.getTime());
      expect(moved.offsetMs).toBe(clock.offsetMs());
      expect(moved.beat.completed).toBeGreaterThan(0);
      expect(moved.beat.failed).toBe(0);

      const draw = await drawOf(game.drawKey);
      expect(draw).toMatchObject({ status: 'drawn', late: false });
      const slips = await storefront('GET', '/wps/lottery/slips');
      const slip = (
        slips.json().value.list as { slipId: string; tickets: { status: string }[] }[]
      ).find((listed) => listed.slipId === bought.json().value.slipId)!;
      expect(slip.tickets).toHaveLength(2);
      for (const ticket of slip.tickets) expect(['won', 'lost']).toContain(ticket.status);
    },
  );

  it('draws every draw that came due in one beat after a jump of hours', async () => {
    const before = await gameOf('Elott', 'ELOTT_1M');
    const moved = await moveClock({ advanceSeconds: 3 * 60 * 60 });
    expect(moved.beat.failed).toBe(0);
    const now = new Date(moved.now);
    const stillOpen = await platform.database.db
      .select({ drawKey: lotteryDraws.drawKey })
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.drawAt, now)));
    expect(stillOpen).toEqual([]);
    // Scheduled before the jump and drawn hours after its time: flagged late, as after downtime.
    expect(await drawOf(before.drawKey)).toMatchObject({ status: 'drawn', late: true });
    // The menu offers the draws after the new time.
    const after = await gameOf('Elott', 'ELOTT_1M');
    expect(new Date(after.fewinTime).getTime()).toBeGreaterThan(now.getTime());
  });
});
