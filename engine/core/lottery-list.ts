/**
 * What a list of lottery games shows (the lottery center's cards, the home lottery row), pure:
 * the leading values of the last result, the bet slip link of a game, and which games the home
 * row shows in which order.
 */
import type { LotteryGameInfo } from '../../schemas/api/lottery.ts';
import { lotteryTimeZone } from './lottery-countdown.ts';

/** Recent winning numbers on a card or a row tile (spec §9). */
export const cardNumberCount = 6;

/** Every value of a winning-number text (spec §2: groups by '~', values by ','), in order; empty values are skipped. */
export function winningValues(text: string): string[] {
  return text
    .split(/[~,]/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** The first `count` values of a winning-number text (a card shows six). */
export function leadingNumbers(text: string, count: number = cardNumberCount): string[] {
  return winningValues(text).slice(0, count);
}

/** The bet slip's route (spec §2 `/lottery`). */
export const lotteryBetPath = '/lottery';

/** Where a game's card or tile leads: the bet slip, on the game and its default play type. */
export interface LotteryBetLink {
  to: typeof lotteryBetPath;
  search: { gameCode: string; playType: string };
}

/** The bet slip link of a game (`/lottery?gameCode=<gameCode>&playType=<defaultPlayType>`). */
export function lotteryBetLink(
  game: Pick<LotteryGameInfo, 'gameCode' | 'defaultPlayType'>,
): LotteryBetLink {
  return {
    to: lotteryBetPath,
    search: { gameCode: game.gameCode, playType: game.defaultPlayType },
  };
}

/** The most games the home lottery row shows. */
export const lotteryRowLimit = 12;

/** The calendar day (YYYY-MM-DD) of an instant in the lottery's time zone (Vietnam). */
function drawDay(instant: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: lotteryTimeZone }).format(new Date(instant));
}

/** How soon a game locks: its `remainTime` while on sale, after every game on sale otherwise. */
function lockOrder(game: Pick<LotteryGameInfo, 'isSale' | 'remainTime'>): number {
  return game.isSale === 1 && game.remainTime > 0 ? game.remainTime : Infinity;
}

/** What the row reads of a game. */
export type LotteryRowGame = Pick<
  LotteryGameInfo,
  'gameId' | 'prizeMode' | 'fewinTime' | 'isSale' | 'remainTime'
>;

/**
 * The home row's games (spec §2 "Lottery block" on home): of the VN lottery (prize mode Lott)
 * only the stations whose next draw falls on the soonest draw day in Vietnam time (today's
 * stations, or tomorrow's once today's are drawn), every other game (KENO, the e-lotteries);
 * each game once, sorted by the soonest lock (games not on sale last, in list order), at most
 * `limit`.
 */
export function lotteryRowGames<G extends LotteryRowGame>(
  games: readonly G[],
  limit: number = lotteryRowLimit,
): G[] {
  const seen = new Set<string>();
  const unique = games.filter((game) => !seen.has(game.gameId) && seen.add(game.gameId));
  const vnDays = unique
    .filter((game) => game.prizeMode === 'Lott')
    .map((g) => drawDay(g.fewinTime));
  const firstDay = vnDays.reduce<string | null>(
    (first, day) => (first === null || day < first ? day : first),
    null,
  );
  return unique
    .filter((game) => game.prizeMode !== 'Lott' || drawDay(game.fewinTime) === firstDay)
    .sort((a, b) => lockOrder(a) - lockOrder(b) || 0)
    .slice(0, Math.max(0, limit));
}
