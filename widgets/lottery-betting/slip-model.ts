/**
 * The bet slip's rules, pure: which game and play type the query names, which draws of the
 * menu can share a slip with the game (the stations of its region drawing at the same time),
 * and the short form of a commitment.
 */
import type { LotteryGameInfo } from '../../schemas/api/lottery.ts';
import type { BetTypeId } from '../../engine/core/lottery/bet-types.ts';
import {
  betTypesOf,
  lotteryGame,
  lotteryGames,
  type LotteryGame,
  type PrizeMode,
} from '../../engine/core/lottery/index.ts';
import type { LotterySettings } from '../../schemas/brand/lottery.ts';

/** Which games the page sells (its `region` setting). */
export type BettingRegion = 'all' | 'vn';

/** The most draws one slip may name (the platform's `drawKeys` limit). */
export const maxStations = 10;

/**
 * The game the page opens, before the menu is read: the game of `gameCode` (undefined when
 * there is none, or it is not a VN game on a VN-only page); without a code, null: the first
 * game of the VN menu, read from the menu.
 */
export function requestedGame(
  settings: LotterySettings,
  region: BettingRegion,
  gameCode: string | null,
): LotteryGame | null | undefined {
  if (gameCode === null || gameCode === '') return null;
  const game = lotteryGame(settings, gameCode);
  if (!game || (region === 'vn' && game.kind !== 'vn')) return undefined;
  return game;
}

/** The prize mode whose menu the page reads: the game's, or the VN lottery's (Lott). */
export function menuPrizeMode(game: LotteryGame | null): PrizeMode {
  return game?.prizeMode ?? 'Lott';
}

/** The game the page shows when no code is given: the menu's first, else the North. */
export function firstGame(
  settings: LotterySettings,
  menu: readonly LotteryGameInfo[],
): LotteryGame {
  const games = lotteryGames(settings);
  return (
    menu.map((item) => games.find((game) => game.gameId === item.gameId)).find(Boolean) ?? games[0]!
  );
}

/** The play type to show: `playType` when the game offers it, else the menu's default, else its first. */
export function playTypeOf(
  game: LotteryGame,
  playType: string | null,
  menuDefault: string | undefined,
): BetTypeId {
  const offered = betTypesOf(game);
  const pick = (id: string | null | undefined) => offered.find((type) => type === id);
  return pick(playType) ?? pick(menuDefault) ?? offered[0]!;
}

/**
 * The draws a slip of `game` may hold: for a South or Central station, the stations of its
 * region on sale for the same draw time (the game first); otherwise the game's own next draw.
 * Empty when the game's draw is not on sale.
 */
export function stationsOf(game: LotteryGame, menu: readonly LotteryGameInfo[]): LotteryGameInfo[] {
  const own = menu.find((item) => item.gameId === game.gameId);
  if (!own || own.isSale !== 1) return [];
  if (game.region !== 'south' && game.region !== 'central') return [own];
  const others = menu.filter(
    (item) =>
      item.gameId !== own.gameId &&
      item.tag === own.tag &&
      item.isSale === 1 &&
      item.fewinTime === own.fewinTime,
  );
  return [own, ...others];
}

/** A commitment's first and last 8 hex digits, for a line of text (the title holds it whole). */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash;
}
