/**
 * What the bet slip shows before a purchase (docs/lottery.md "Bet types"): the odds of a bet
 * type, whether a stake is within the brand's limits, and the cost of one bet on each of the
 * chosen draws (stations) with what it wins per winning lot, priced by the same `priceBet` the
 * platform charges with.
 */
import type { LotterySettings } from '../../../schemas/brand/lottery.ts';
import { payoutOf, type BetInput, type BetTypeId, type PricedBet } from './bet-types.ts';
import { maxPayoutMinor, priceBet } from './bets.ts';
import type { LotteryGame } from './games.ts';

/** The multiplier per winning lot of a bet type, or null for KENO picks (they pay by the table). */
export function oddsOf(settings: LotterySettings, betType: BetTypeId): number | null {
  return betType === 'kenoPick' ? null : settings.odds[betType];
}

/** A stake outside the bet type's limits: under the minimum or over the maximum. */
export type StakeProblem = 'belowMin' | 'aboveMax';

/** Whether `stakeMinor` is within `limits.<betType>` (null when it is). */
export function stakeProblemOf(
  settings: LotterySettings,
  betType: BetTypeId,
  stakeMinor: number,
): StakeProblem | null {
  const { minStakeMinor, maxStakeMinor } = settings.limits[betType];
  if (stakeMinor < minStakeMinor) return 'belowMin';
  return stakeMinor > maxStakeMinor ? 'aboveMax' : null;
}

/** A bet priced on each of `stations` draws. */
export interface SlipPreview {
  /** The bet as priced on one draw (its lots and its cost). */
  bet: PricedBet;
  /** How many numbers (or combinations, picks, sides) the cost counts: cost = stake x lots x count. */
  count: number;
  stations: number;
  /** The cost of the whole slip: the bet's cost on every draw. */
  totalMinor: bigint;
  /** What one winning lot pays (stake x odds); null for KENO picks. */
  winPerLotMinor: bigint | null;
  /** The most the bet can win on one draw. */
  maxWinMinor: bigint;
}

/**
 * Prices `bet` for the game and puts it on `stations` draws. Throws LotteryInputError as
 * `priceBet` does (a wrong selection, a stake outside the limits).
 */
export function previewSlip(
  game: LotteryGame,
  settings: LotterySettings,
  bet: BetInput,
  stations: number,
): SlipPreview {
  const priced = priceBet(game, settings, bet);
  const odds = oddsOf(settings, priced.betType);
  return {
    bet: priced,
    count: Number(priced.costMinor / (priced.stakeMinor * BigInt(priced.lots))),
    stations,
    totalMinor: priced.costMinor * BigInt(stations),
    winPerLotMinor: odds === null ? null : payoutOf(priced.stakeMinor, odds, 1),
    maxWinMinor: maxPayoutMinor(game, settings, priced),
  };
}
