/**
 * Stories' and tests' lottery answers (not shipped; the lottery center and the home lottery
 * row): games of the real schedule
 * (engine/core/lottery) with chosen times to the lock, and draws derived from fixed seeds by
 * the real fairness algorithm, so "Verify" really verifies them.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { LotteryDraw, LotteryGameInfo } from '../../schemas/api/lottery.ts';
import type { VendorLanes } from '../../schemas/api/games.ts';
import {
  commitmentOf,
  deriveResult,
  formatWinningNumbers,
  lotteryGame,
  lotterySettingsWithDefaults,
} from '../../engine/core/lottery/index.ts';
import { storyCatalog, storyLanes } from '../../tests/support/game-handlers.ts';

const settings = lotterySettingsWithDefaults();
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** The fixture games and their time before the lock (0: not on sale). */
const schedule: [gameId: string, remainMs: number][] = [
  ['VN_N', 2 * hour + 5 * minute + 30_000],
  ['VN_C_HUE', 2 * day + 3 * hour],
  ['VN_S_TPHCM', 20 * minute],
  ['VN_S_CANTHO', 0],
  ['KENO', 4 * minute],
  // Only the lobby with e-lotteries (`/elott`) and the home row ask for these menus.
  ['ELOTT_1M', 40_000],
  ['SEA_5M', 3 * minute],
];

/** Per kind of game: its default play type, its platform game type and its lock seconds. */
const kindDefaults = {
  vn: { defaultPlayType: 'baoLo2', gameType: 'LOTT', lockTime: 900 },
  keno: { defaultPlayType: 'kenoPick', gameType: 'LOTT', lockTime: 30 },
  fast: { defaultPlayType: 'fastDigit', gameType: 'ELOTT', lockTime: 10 },
} as const;

/** The draw key of a fixture draw `back` draws ago. */
function drawKeyOf(gameId: string, back: number): string {
  const stamp = new Date(Date.UTC(2025, 0, 10 - back, 11, 15));
  const text = stamp.toISOString().replace(/\D/g, '').slice(0, 12);
  return `${gameId}-${text}`;
}

/** A fixed seed per game and draw: 32 bytes of one repeated value, as hex. */
function seedOf(gameId: string, back: number): string {
  const byte = (gameId.length * 16 + back * 7) % 256;
  return byte.toString(16).padStart(2, '0').repeat(32);
}

/**
 * The latest `count` draws of a game, newest first, derived from their seeds; with
 * `tampered` the newest draw's published numbers are not the seed's.
 */
export async function fixtureDraws(
  gameId: string,
  { count = 3, tampered = false }: { count?: number; tampered?: boolean } = {},
): Promise<LotteryDraw[]> {
  const game = lotteryGame(settings, gameId);
  if (!game) return [];
  return Promise.all(
    Array.from({ length: count }, async (_, back) => {
      const drawKey = drawKeyOf(gameId, back);
      const seed = seedOf(gameId, back);
      let winningNumbers = formatWinningNumbers(await deriveResult(game, seed, drawKey));
      if (tampered && back === 0)
        winningNumbers = winningNumbers.replace(/\d/, (d) => String((Number(d) + 1) % 10));
      const drawAt = new Date(Date.UTC(2025, 0, 10 - back, 11, 15)).toISOString();
      return {
        drawKey,
        gameId,
        drawAt,
        lockAt: new Date(Date.parse(drawAt) - 15 * minute).toISOString(),
        status: 'drawn' as const,
        commitment: await commitmentOf(seed),
        seed,
        winningNumbers,
        late: back === 2,
        source: 'seed' as const,
      };
    }),
  );
}

/**
 * A fixture game as the lottery menu lists it, with `remainMs` before its lock; its next draw
 * at `fewinTime` (default: the lock time after now plus the lock).
 */
export async function fixtureGame(
  gameId: string,
  remainMs: number,
  fewinTime?: string,
): Promise<LotteryGameInfo> {
  const game = lotteryGame(settings, gameId)!;
  const [last] = await fixtureDraws(gameId, { count: 1 });
  const id = game.gameId;
  const kind = kindDefaults[game.kind];
  return {
    gameId: id,
    remark: game.name,
    tag: game.tag,
    labelName: game.region ?? game.name,
    isSale: remainMs > 0 ? 1 : 0,
    remainTime: remainMs,
    lockTime: kind.lockTime,
    fewinTime: fewinTime ?? new Date(Date.now() + remainMs + kind.lockTime * 1000).toISOString(),
    drawKey: drawKeyOf(gameId, -1),
    commitment: await commitmentOf(seedOf(gameId, -1)),
    previousWinningNumber: last?.winningNumbers ?? '',
    previousWinningTime: last?.drawAt ?? null,
    drawDayOfWeek: game.drawDays.join(','),
    gameMenuSort: 0,
    code: id,
    defaultPlayType: kind.defaultPlayType,
    vendor: game.vendor,
    gameCode: id,
    vassalage: game.vendor,
    gameType: kind.gameType,
    prizeMode: game.prizeMode,
  };
}

/** Every fixture game. */
export function fixtureGames(): Promise<LotteryGameInfo[]> {
  return Promise.all(schedule.map(([id, ms]) => fixtureGame(id, ms)));
}

/** The story catalog's vendor lanes with the GPI (KENO) vendor added. */
export function lanesWithKeno(): VendorLanes {
  const base = storyCatalog().vendors[0]!;
  const gpi = { ...base, vassalage: 'GPI', gameType: 'ELOTT', gameCategory: 'ELOTT' } as const;
  const lanes = storyLanes(storyCatalog().vendors);
  return { lanes: [...lanes.lanes, { gameCategory: 'ELOTT', vendors: [gpi] }] };
}

const json = (value: unknown) => HttpResponse.json({ value });

/** Options of the lottery handlers. */
export interface LotteryHandlerOptions {
  /** The games of the menu; default every fixture game. */
  games?: () => Promise<LotteryGameInfo[]>;
  /** The newest draw's numbers are not its seed's. */
  tampered?: boolean;
  /** The catalog has no GPI vendor (no KENO tab). */
  withoutKeno?: boolean;
}

/** The lottery calls (and the vendor list with GPI), answered from the fixtures. */
export function lotteryHandlers(options: LotteryHandlerOptions = {}): RequestHandler[] {
  const games = options.games ?? fixtureGames;
  return [
    http.get('*/wps/game/vendors', () =>
      json(options.withoutKeno ? storyLanes(storyCatalog().vendors) : lanesWithKeno()),
    ),
    http.get('*/lgw/vn/games/game_menu', async ({ request }) => {
      const prizeMode = new URL(request.url).searchParams.get('prizeMode');
      const list = (await games()).filter((game) => game.prizeMode === prizeMode);
      const tags = [...new Set(list.map((game) => game.tag))];
      return json(
        tags.map((tag) => ({
          tag,
          labelName: tag,
          gameGroupCode: tag,
          gameMenus: list.filter((game) => game.tag === tag),
        })),
      );
    }),
    http.get('*/lgw/games/popular', async () => {
      const list = await games();
      return json(list.filter((game) => ['VN_S_TPHCM', 'VN_N'].includes(game.gameId)));
    }),
    http.get('*/lgw/vn/games/recent', async () => {
      const list = await games();
      return json(list.filter((game) => game.gameId === 'KENO'));
    }),
    http.get('*/lgw/vn/games/numbers', async ({ request }) => {
      const gameId = new URL(request.url).searchParams.get('gameId') ?? '';
      return json(await fixtureDraws(gameId, { tampered: options.tampered }));
    }),
  ];
}
