/**
 * Stories' and tests' answers for my tickets (not shipped): draws derived from fixed seeds by
 * the real fairness algorithm and tickets priced and settled by engine/core/lottery, so the
 * payouts, winning lots and matched numbers are what the platform would answer, and "Verify"
 * really verifies the draws.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { VendorLanes } from '../../schemas/api/games.ts';
import type { LotteryDraw, LotterySlip, LotteryTicket } from '../../schemas/api/lottery.ts';
import {
  commitmentOf,
  deriveResult,
  formatWinningNumbers,
  lotteryGame,
  lotterySettingsWithDefaults,
  lockTimeOf,
  nextDrawAfter,
  openDrawAt,
  priceBet,
  settleBet,
  type BetInput,
  type DrawResult,
} from '../../engine/core/lottery/index.ts';
import { storyCatalog, storyLanes } from '../../tests/support/game-handlers.ts';

const settings = lotterySettingsWithDefaults();
const minute = 60_000;
const vietnamOffsetMs = 7 * 60 * minute;

/** The draw key of a game's draw at `drawAt` (`<game>-<YYYYMMDDHHmm>`, Vietnam time). */
function drawKeyOf(gameId: string, drawAt: Date): string {
  const stamp = new Date(drawAt.getTime() + vietnamOffsetMs).toISOString();
  return `${gameId}-${stamp.replace(/\D/g, '').slice(0, 12)}`;
}

/** A fixture draw and its result (null while open or when void). */
interface FixtureDraw {
  draw: LotteryDraw;
  result: DrawResult | null;
}

/**
 * A draw of `gameId`: its first scheduled draw after `after` (or, `open`, the draw on sale at
 * `after`), drawn from the seed of `seedByte`, open, or void.
 */
async function fixtureDraw(
  gameId: string,
  after: Date,
  seedByte: number,
  status: LotteryDraw['status'] = 'drawn',
): Promise<FixtureDraw> {
  const game = lotteryGame(settings, gameId)!;
  const drawAt =
    status === 'open' ? openDrawAt(game, settings, after) : nextDrawAfter(game, settings, after);
  const drawKey = drawKeyOf(gameId, drawAt);
  const seed = seedByte.toString(16).padStart(2, '0').repeat(32);
  const result = status === 'drawn' ? await deriveResult(game, seed, drawKey) : null;
  return {
    result,
    draw: {
      drawKey,
      gameId,
      drawAt: drawAt.toISOString(),
      lockAt: lockTimeOf(game, settings, drawAt).toISOString(),
      status,
      commitment: await commitmentOf(seed),
      seed: status === 'drawn' ? seed : null,
      winningNumbers: result ? formatWinningNumbers(result) : null,
      late: false,
      source: status === 'drawn' ? 'seed' : null,
    },
  };
}

/** How many times each last-two-digit value shows in a VN result. */
function lastTwoCounts(result: DrawResult): Map<string, number> {
  const counts = new Map<string, number>();
  if (result.kind !== 'vn') return counts;
  for (const values of Object.values(result.prizes))
    for (const value of values ?? []) {
      const lastTwo = value.slice(-2);
      counts.set(lastTwo, (counts.get(lastTwo) ?? 0) + 1);
    }
  return counts;
}

/** The first two-digit number that shows `times` times in a VN result ('00'..'99'). */
function numberShown(result: DrawResult, times: number): string | undefined {
  const counts = lastTwoCounts(result);
  return Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).find(
    (value) => (counts.get(value) ?? 0) === times,
  );
}

let nextTicketId = 1;

/**
 * A ticket of `bet` on a fixture draw, priced by `priceBet` and, on a drawn draw, settled by
 * `settleBet`; `status` names a state no draw gives (pending, void, cancelled).
 */
function ticketOf(
  { draw, result }: FixtureDraw,
  bet: BetInput,
  status?: 'pending' | 'void' | 'cancelled',
): LotteryTicket {
  const game = lotteryGame(settings, draw.gameId)!;
  const priced = priceBet(game, settings, bet);
  const settled = result && !status ? settleBet(game, settings, priced, result) : null;
  return {
    ticketId: nextTicketId++,
    drawKey: draw.drawKey,
    gameId: draw.gameId,
    betType: priced.betType,
    numbers: priced.numbers,
    position: priced.position,
    stakeMinor: Number(priced.stakeMinor),
    lots: priced.lots,
    costMinor: Number(priced.costMinor),
    status: settled?.outcome ?? status ?? 'pending',
    winningLots: settled?.winningLots ?? 0,
    payoutMinor: Number(settled?.payoutMinor ?? 0n),
    matched: settled?.matched ?? [],
  };
}

/** A slip of `tickets`, bought at `createdAt` (default 20 minutes before its draw's lock). */
function slipOf(
  slipId: string,
  vendor: string,
  on: FixtureDraw,
  tickets: LotteryTicket[],
  { cancellable = false, createdAt = new Date(Date.parse(on.draw.lockAt) - 20 * minute) } = {},
): LotterySlip {
  return {
    slipId,
    vendor,
    currency: 'PHP',
    costMinor: tickets.reduce((sum, ticket) => sum + ticket.costMinor, 0),
    createdAt: createdAt.toISOString(),
    cancellable,
    tickets,
  };
}

/** The fixtures: every slip, newest first, and the draws their tickets are on. */
export interface TicketFixtures {
  slips: LotterySlip[];
  draws: LotteryDraw[];
}

/** A VN South draw with a number shown exactly twice (the first seed that has one). */
async function southDraw(after: Date) {
  for (let seedByte = 0x21; ; seedByte += 1) {
    const draw = await fixtureDraw('VN_S_TPHCM', after, seedByte);
    const twice = numberShown(draw.result!, 2);
    if (twice) return { draw, twice, never: numberShown(draw.result!, 0)! };
  }
}

/**
 * The member's slips, newest first: pending and cancellable (VN South baoLo2), won (baoLo2
 * winning 2 lots), won (KENO pick with 3 hits), lost (North baoLo2), void (an e-lottery digit
 * bet refunded) and cancelled (KENO odd/even).
 */
export async function ticketFixtures(now: Date = new Date()): Promise<TicketFixtures> {
  nextTicketId = 1;
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * minute);
  const stake = (minor: number) => BigInt(minor);
  const future = await fixtureDraw('VN_S_TPHCM', now, 1, 'open');
  const south = await southDraw(daysAgo(8));
  const keno = await fixtureDraw('KENO', daysAgo(1), 0x42);
  const drawn = keno.result?.kind === 'keno' ? keno.result.numbers : [];
  const undrawn = Array.from({ length: 80 }, (_, i) => i + 1).filter((n) => !drawn.includes(n));
  const picks = [...drawn.slice(0, 3), ...undrawn.slice(0, 2)].map((n) =>
    String(n).padStart(2, '0'),
  );
  const north = await fixtureDraw('VN_N', daysAgo(2), 0x63);
  const elott = await fixtureDraw('ELOTT_1M', daysAgo(3), 7, 'void');
  const kenoLater = await fixtureDraw('KENO', daysAgo(10), 9);

  const slips = [
    slipOf(
      'slip-pending-0001',
      'TCG_LOTTO_VN',
      future,
      [ticketOf(future, { betType: 'baoLo2', numbers: ['12', '47'], stakeMinor: stake(1000) })],
      { cancellable: true, createdAt: new Date(now.getTime() - 5 * minute) },
    ),
    slipOf('slip-won-vn-0002', 'TCG_LOTTO_VN', south.draw, [
      ticketOf(south.draw, {
        betType: 'baoLo2',
        numbers: [south.twice, south.never],
        stakeMinor: stake(1000),
      }),
    ]),
    slipOf('slip-won-keno-0003', 'GPI', keno, [
      ticketOf(keno, { betType: 'kenoPick', numbers: picks, stakeMinor: stake(2000) }),
    ]),
    slipOf('slip-lost-0004', 'TCG_LOTTO_VN', north, [
      ticketOf(north, {
        betType: 'baoLo2',
        numbers: [numberShown(north.result!, 0)!],
        stakeMinor: stake(1000),
      }),
    ]),
    slipOf('slip-void-0005', 'ELOTT', elott, [
      ticketOf(
        elott,
        { betType: 'fastDigit', numbers: ['7'], position: 3, stakeMinor: stake(5000) },
        'void',
      ),
    ]),
    slipOf('slip-cancelled-0006', 'GPI', kenoLater, [
      ticketOf(
        kenoLater,
        { betType: 'kenoOddEven', numbers: ['odd'], stakeMinor: stake(1000) },
        'cancelled',
      ),
    ]),
  ];
  return {
    slips: slips.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
    draws: [future, south.draw, keno, north, elott, kenoLater].map((fixture) => fixture.draw),
  };
}

/** The fixture slips and `count` copies of the lost one after them, for paging. */
export function manySlips({ slips }: TicketFixtures, count: number): LotterySlip[] {
  const lost = slips.find((slip) => slip.slipId.startsWith('slip-lost'))!;
  return [
    ...slips,
    ...Array.from({ length: count }, (_, i) => ({
      ...lost,
      slipId: `slip-many-${String(i + 1).padStart(4, '0')}`,
    })),
  ];
}

/** The story catalog's vendor lanes with the lottery vendors, named as the platform names them. */
function lotteryLanes(): VendorLanes {
  const base = storyCatalog().vendors[0]!;
  const named = (vassalage: string, displayName: string) => ({
    ...base,
    vassalage,
    displayName,
    title: displayName,
    gameType: 'LOTT' as const,
    gameCategory: 'LOTT' as const,
  });
  const lanes = storyLanes(storyCatalog().vendors);
  return {
    lanes: [
      ...lanes.lanes,
      {
        gameCategory: 'LOTT',
        vendors: [
          named('TCG_LOTTO_VN', 'TCG Vietnam Lottery'),
          named('GPI', 'GPI Keno'),
          named('ELOTT', 'E-Lottery'),
        ],
      },
    ],
  };
}

const json = (value: unknown) => HttpResponse.json({ value });

/** Options of the my-tickets handlers. */
export interface TicketHandlerOptions {
  /** The slips listed, newest first; default the fixtures'. */
  slips?: (fixtures: TicketFixtures) => LotterySlip[];
  /** The platform refuses a cancel: the first draw has locked. */
  refuseCancel?: boolean;
}

/**
 * The my-tickets calls answered from the fixtures, like the platform: the list filtered by
 * ticket state and paged, a cancel that cancels (or is refused and the slip no longer
 * cancellable), the draws by key, and the vendor list naming the lottery vendors.
 */
export function ticketHandlers(options: TicketHandlerOptions = {}): RequestHandler[] {
  let fixtures: Promise<TicketFixtures> | undefined;
  let slips: LotterySlip[] | undefined;
  const state = async () => {
    fixtures ??= ticketFixtures();
    const loaded = await fixtures;
    slips ??= options.slips ? options.slips(loaded) : loaded.slips;
    return { draws: loaded.draws, slips };
  };
  const replace = (next: LotterySlip) => {
    slips = slips!.map((slip) => (slip.slipId === next.slipId ? next : slip));
  };
  return [
    http.get('*/wps/game/vendors', () => json(lotteryLanes())),
    http.get('*/wps/lottery/slips', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 20);
      const matching = (await state()).slips.filter(
        (slip) => !status || slip.tickets.some((ticket) => ticket.status === status),
      );
      return json({
        total: matching.length,
        list: matching.slice((page - 1) * pageSize, page * pageSize),
      });
    }),
    http.post('*/wps/lottery/slips/:slipId/cancel', async ({ params }) => {
      const slip = (await state()).slips.find((s) => s.slipId === params.slipId);
      if (!slip)
        return HttpResponse.json(
          { error: { code: 'NOT_FOUND', message: 'No such slip' } },
          { status: 404 },
        );
      if (options.refuseCancel || !slip.cancellable) {
        replace({ ...slip, cancellable: false });
        return HttpResponse.json(
          {
            error: {
              code: 'LOTTERY_NOT_CANCELLABLE',
              message: 'The slip can no longer be cancelled',
            },
          },
          { status: 409 },
        );
      }
      const cancelled: LotterySlip = {
        ...slip,
        cancellable: false,
        tickets: slip.tickets.map((ticket) => ({ ...ticket, status: 'cancelled' })),
      };
      replace(cancelled);
      return json(cancelled);
    }),
    http.get('*/wps/lottery/draws/:drawKey', async ({ params }) => {
      const draw = (await state()).draws.find((d) => d.drawKey === params.drawKey);
      return draw
        ? json(draw)
        : HttpResponse.json(
            { error: { code: 'NOT_FOUND', message: 'No such draw' } },
            { status: 404 },
          );
    }),
  ];
}
