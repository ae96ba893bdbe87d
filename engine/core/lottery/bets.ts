/**
 * Bets of every game: which types a game offers, validation and pricing of a bet, its lots,
 * and its settlement against a draw (docs/lottery.md, "Bet types").
 */
import type { LotterySettings } from '../../../schemas/brand/lottery.ts';
import {
  fastBetTypes,
  kenoBetTypes,
  payoutOf,
  vnBetTypes,
  type BetInput,
  type BetSettlement,
  type BetTypeId,
  type FastBetType,
  type KenoBetType,
  type PricedBet,
  type VnBetType,
} from './bet-types.ts';
import { LotteryInputError } from './errors.ts';
import { checkFastBet, settleFastBet } from './fast-bets.ts';
import type { LotteryGame, VnRegion } from './games.ts';
import { checkKenoNumbers, kenoPayRow, settleKenoBet } from './keno-bets.ts';
import { checkedResult, type DrawResult } from './results.ts';
import {
  checkVnNumbers,
  isXien,
  lotPositions,
  settleVnBet,
  vnBetTypesOf,
  vnMaxWinningLots,
} from './vn-bets.ts';

function isVnBetType(betType: BetTypeId): betType is VnBetType {
  return (vnBetTypes as readonly BetTypeId[]).includes(betType);
}

/** The bet types valid for the game (bao7Lo and da South/Central only, bao8Lo, nhatTo, xien North only). */
export function betTypesOf(game: LotteryGame): BetTypeId[] {
  if (game.kind === 'vn') return vnBetTypesOf(game.region!);
  return game.kind === 'keno' ? [...kenoBetTypes] : [...fastBetTypes];
}

/**
 * Lots a VN bet type covers in a region, its cost multiplier (deDauDuoi South/Central 2, North
 * 5; xiuChu 2 / 4; baoLo2/3/4 18/17/16, North 27/23/20; bao7Lo 7; bao8Lo 8; nhatTo 1; da 18,
 * for each of its 2 numbers); 1 for xien (one combination is one bet) and for KENO and
 * e-lottery types (region null). Throws LotteryInputError for a VN type the region does not
 * offer, or a VN type without a region.
 */
export function lotsOf(betType: BetTypeId, region: VnRegion | null): number {
  if (!isVnBetType(betType)) return 1;
  if (region === null)
    throw new LotteryInputError(`${betType} is a bet of the Vietnamese lottery.`);
  const lots = lotPositions(betType, region).length;
  return isXien(betType) ? 1 : lots;
}

/** Whether a bet type's cost counts each of its numbers (VN bets but xien) rather than the bet once. */
function costsPerNumber(betType: BetTypeId): boolean {
  return isVnBetType(betType) && !isXien(betType);
}

/**
 * Validates a bet for the game and prices it. Throws LotteryInputError with a plain message:
 * unknown bet type for the game, malformed or repeated numbers, wrong count, a position where
 * none belongs (or none where one does), a stake under the minimum or over the maximum of
 * `settings.limits`. Cost: VN bets stake x lots x numbers (each number is its own bet of
 * `lots` lots; a da pair covers 18 lots with each of its 2 numbers, so costs stake x 36);
 * xien stake x 1 per combination; KENO pick, side bets and e-lottery bets stake x 1.
 */
export function priceBet(game: LotteryGame, settings: LotterySettings, bet: BetInput): PricedBet {
  const { betType, numbers, stakeMinor } = bet;
  if (!betTypesOf(game).includes(betType))
    throw new LotteryInputError(`${game.name} (${game.gameId}) has no bet type "${betType}".`);
  let position: number | null = null;
  if (game.kind === 'fast') position = checkFastBet(betType as FastBetType, numbers, bet.position);
  else {
    if (bet.position !== undefined)
      throw new LotteryInputError(`A ${betType} bet takes no position.`);
    if (isVnBetType(betType)) checkVnNumbers(betType, numbers);
    else checkKenoNumbers(betType as KenoBetType, numbers);
  }
  const { minStakeMinor, maxStakeMinor } = settings.limits[betType];
  if (stakeMinor < BigInt(minStakeMinor))
    throw new LotteryInputError(
      `The stake of a ${betType} bet is at least ${minStakeMinor} minor units.`,
    );
  if (stakeMinor > BigInt(maxStakeMinor))
    throw new LotteryInputError(
      `The stake of a ${betType} bet is at most ${maxStakeMinor} minor units.`,
    );
  const lots = lotsOf(betType, game.region);
  const count = costsPerNumber(betType) ? numbers.length : 1;
  return {
    betType,
    numbers: [...numbers],
    position,
    stakeMinor,
    lots,
    costMinor: stakeMinor * BigInt(lots) * BigInt(count),
  };
}

/**
 * Settles one priced bet against the game's result (checked against the game first: throws
 * LotteryInputError when it does not fit). A number appearing k times among the covered lots
 * pays k times; payout = stake x odds x winning lots, rounded down to a whole minor unit; KENO
 * picks by the pay table; side bets by the documented rules.
 */
export function settleBet(
  game: LotteryGame,
  settings: LotterySettings,
  bet: PricedBet,
  result: DrawResult,
): BetSettlement {
  if (!betTypesOf(game).includes(bet.betType))
    throw new LotteryInputError(`${game.gameId} has no bet type "${bet.betType}".`);
  const checked = checkedResult(game, result);
  switch (checked.kind) {
    case 'vn':
      return settleVnBet(settings, checked.region, bet.betType as VnBetType, bet, checked);
    case 'keno':
      return settleKenoBet(settings, bet.betType as KenoBetType, bet, checked);
    case 'fast':
      return settleFastBet(settings, bet.betType as FastBetType, bet, checked);
  }
}

/**
 * The most a priced bet can win in one draw, in minor units: the platform holds it against
 * `limits.maxPayoutPerDrawMinor`. VN lot bets: every covered lot (each lot shows one number);
 * combinations: as many full sets as the covered lots hold; KENO picks: the pay table's top
 * multiplier; other bets: stake x odds.
 */
export function maxPayoutMinor(
  game: LotteryGame,
  settings: LotterySettings,
  bet: PricedBet,
): bigint {
  const { betType, stakeMinor } = bet;
  if (betType === 'kenoPick')
    return payoutOf(stakeMinor, Math.max(...kenoPayRow(settings, bet.numbers.length)), 1);
  const lots = isVnBetType(betType)
    ? vnMaxWinningLots(betType, game.region!, bet.numbers.length)
    : 1;
  return payoutOf(stakeMinor, settings.odds[betType], lots);
}
