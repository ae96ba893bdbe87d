/**
 * Stories' and tests' answers for the bet slip (not shipped): menu games of the real schedule
 * (engine/core/lottery) with chosen times to the lock, last results derived from fixed seeds
 * by the real algorithm, and a purchase priced by the real `priceBet`.
 */
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type {
  BuySlipRequest,
  LotteryGameInfo,
  LotterySlip,
  LotteryTicket,
} from '../../schemas/api/lottery.ts';
import type { BetTypeId } from '../../engine/core/lottery/bet-types.ts';
import {
  betTypesOf,
  commitmentOf,
  deriveResult,
  formatWinningNumbers,
  lotteryGame,
  lotterySettingsWithDefaults,
  priceBet,
} from '../../engine/core/lottery/index.ts';

const settings = lotterySettingsWithDefaults();
const minute = 60_000;

/** A fixed seed per game: 32 bytes of one value, as hex. */
const seedOf = (gameId: string, salt: number) =>
  ((gameId.length * 16 + salt * 7) % 256).toString(16).padStart(2, '0').repeat(32);

/** The draw key of a game's next draw, at `drawAt`. */
const drawKeyOf = (gameId: string, drawAt: Date) =>
  `${gameId}-${drawAt.toISOString().replace(/\D/g, '').slice(0, 12)}`;

/**
 * A game as the menu lists it: on sale with `remainMs` before the lock (0: not on sale), its
 * draw `lockMinutes` after the lock; stations of one region drawing together share `drawAt`.
 */
export async function bettingGame(
  gameId: string,
  remainMs: number,
  drawAt = new Date(Date.UTC(2026, 10, 27, 9, 15)),
): Promise<LotteryGameInfo> {
  const game = lotteryGame(settings, gameId)!;
  const last = await deriveResult(game, seedOf(gameId, 1), `${gameId}-202611200915`);
  return {
    gameId,
    remark: game.name,
    tag: game.tag,
    labelName: game.tag,
    isSale: remainMs > 0 ? 1 : 0,
    remainTime: remainMs,
    lockTime: 900,
    fewinTime: drawAt.toISOString(),
    drawKey: drawKeyOf(gameId, drawAt),
    commitment: await commitmentOf(seedOf(gameId, 0)),
    previousWinningNumber: formatWinningNumbers(last),
    previousWinningTime: new Date(Date.UTC(2026, 10, 20, 9, 15)).toISOString(),
    drawDayOfWeek: game.drawDays.join(','),
    gameMenuSort: 0,
    code: gameId,
    defaultPlayType: betTypesOf(game)[0]!,
    vendor: game.vendor,
    gameCode: gameId,
    vassalage: game.vendor,
    gameType: game.kind === 'fast' ? 'ELOTT' : 'LOTT',
    prizeMode: game.prizeMode,
  };
}

/** The fixture menu: the North, three South stations of Friday 16:15 (one not on sale), KENO, the e-lotteries. */
export function bettingGames(): Promise<LotteryGameInfo[]> {
  const south = new Date(Date.UTC(2026, 10, 27, 9, 15));
  const north = new Date(Date.UTC(2026, 10, 27, 11, 15));
  return Promise.all([
    bettingGame('VN_N', 2 * 60 * minute, north),
    bettingGame('VN_S_VINHLONG', 20 * minute, south),
    bettingGame('VN_S_BINHDUONG', 20 * minute, south),
    bettingGame('VN_S_TRAVINH', 20 * minute, south),
    bettingGame('VN_C_GIALAI', 80 * minute, new Date(Date.UTC(2026, 10, 27, 10, 15))),
    bettingGame('KENO', 4 * minute, new Date(Date.UTC(2026, 10, 27, 9, 0))),
    bettingGame('ELOTT_1M', 40_000, new Date(Date.UTC(2026, 10, 27, 9, 1))),
    bettingGame('SEA_5M', 3 * minute, new Date(Date.UTC(2026, 10, 27, 9, 5))),
  ]);
}

/** The slip the platform answers for a purchase: every bet on every draw, priced by the core. */
export function boughtSlip(request: BuySlipRequest): LotterySlip {
  let ticketId = 0;
  const tickets: LotteryTicket[] = request.drawKeys.flatMap((drawKey) => {
    const gameId = drawKey.slice(0, drawKey.lastIndexOf('-'));
    const game = lotteryGame(settings, gameId)!;
    return request.bets.map((bet) => {
      const priced = priceBet(game, settings, {
        ...bet,
        betType: bet.betType as BetTypeId,
        stakeMinor: BigInt(bet.stakeMinor),
      });
      ticketId += 1;
      return {
        ticketId,
        drawKey,
        gameId,
        betType: priced.betType,
        numbers: priced.numbers,
        position: priced.position,
        stakeMinor: bet.stakeMinor,
        lots: priced.lots,
        costMinor: Number(priced.costMinor),
        status: 'pending' as const,
        winningLots: 0,
        payoutMinor: 0,
        matched: [],
      };
    });
  });
  return {
    slipId: request.slipId,
    vendor: lotteryGame(settings, tickets[0]!.gameId)!.vendor,
    currency: 'PHP',
    costMinor: tickets.reduce((sum, ticket) => sum + ticket.costMinor, 0),
    createdAt: new Date().toISOString(),
    cancellable: true,
    tickets,
  };
}

/** How the purchase answers in a story or test. */
export type BuyAnswer = 'bought' | 'closed' | 'insufficient' | 'pending';

const refusal = (code: string, message: string, status: number) =>
  HttpResponse.json({ error: { code, message } }, { status });

/** Options of the bet slip handlers. */
export interface BettingHandlerOptions {
  /** The menu's games; default `bettingGames`. */
  games?: () => Promise<LotteryGameInfo[]>;
  buy?: BuyAnswer;
  /** Told of every purchase request. */
  onBuy?: (request: BuySlipRequest) => void;
}

/** The menu by prize mode and the purchase, answered from the fixtures. */
export function bettingHandlers(options: BettingHandlerOptions = {}): RequestHandler[] {
  const games = options.games ?? bettingGames;
  return [
    http.get('*/lgw/vn/games/game_menu', async ({ request }) => {
      const prizeMode = new URL(request.url).searchParams.get('prizeMode');
      const list = (await games()).filter((game) => game.prizeMode === prizeMode);
      const tags = [...new Set(list.map((game) => game.tag))];
      return HttpResponse.json({
        value: tags.map((tag) => ({
          tag,
          labelName: tag,
          gameGroupCode: tag.toUpperCase(),
          gameMenus: list.filter((game) => game.tag === tag),
        })),
      });
    }),
    http.post('*/wps/lottery/slips', async ({ request }) => {
      const body = (await request.json()) as BuySlipRequest;
      options.onBuy?.(body);
      switch (options.buy ?? 'bought') {
        case 'closed':
          return refusal('LOTTERY_CLOSED', 'Sales for this draw have closed', 409);
        case 'insufficient':
          return refusal('INSUFFICIENT_FUNDS', 'Insufficient balance', 409);
        case 'pending':
          await delay('infinite');
          return HttpResponse.json({});
        default:
          return HttpResponse.json({ value: boughtSlip(body) });
      }
    }),
  ];
}
