/**
 * The bet types of the lottery and what bets and settlements look like; shared by the VN,
 * KENO and e-lottery rules (vn-bets.ts, keno-bets.ts, fast-bets.ts) and bets.ts.
 */
import { LotteryInputError } from './errors.ts';

/** VN bet types. */
export const vnBetTypes = [
  'deDauDuoi',
  'xiuChu',
  'baoLo2',
  'baoLo3',
  'baoLo4',
  'bao7Lo',
  'bao8Lo',
  'nhatTo',
  'xien2',
  'xien3',
  'xien4',
  'da',
] as const;
/** KENO bet types. */
export const kenoBetTypes = ['kenoPick', 'kenoBigSmall', 'kenoOddEven'] as const;
/** E-lottery bet types. */
export const fastBetTypes = [
  'fastDigit',
  'fastBigSmall',
  'fastOddEven',
  'fastSumBigSmall',
  'fastSumOddEven',
] as const;

/** A VN bet type. */
export type VnBetType = (typeof vnBetTypes)[number];
/** A KENO bet type. */
export type KenoBetType = (typeof kenoBetTypes)[number];
/** An e-lottery bet type. */
export type FastBetType = (typeof fastBetTypes)[number];
/** Every bet type. */
export type BetTypeId = VnBetType | KenoBetType | FastBetType;

/**
 * A bet as the player places it. numbers: VN 2/3/4-digit strings by type ('07', '123'); xien:
 * the 2D numbers of one combination (2..4); da: one pair; kenoPick: 1..10 distinct '01'..'80';
 * kenoBigSmall ['big'|'small']; kenoOddEven ['odd'|'even']; fastDigit ['0'..'9'] with position
 * 1..5; fastBigSmall / fastOddEven likewise with position; fastSum*: no position.
 */
export interface BetInput {
  betType: BetTypeId;
  numbers: string[];
  stakeMinor: bigint;
  position?: number;
}

/** A validated bet with its cost. */
export interface PricedBet {
  betType: BetTypeId;
  numbers: string[];
  position: number | null;
  stakeMinor: bigint;
  /** Lots one number covers (VN lot bets), else 1. */
  lots: number;
  costMinor: bigint;
}

/** The outcome of one bet against a draw. */
export interface BetSettlement {
  outcome: 'won' | 'lost';
  winningLots: number;
  payoutMinor: bigint;
  /** The numbers of the bet that won, for highlighting (KENO picks: the hits). */
  matched: string[];
}

/** `stake x multiplier x lots`, rounded down to a whole minor unit (multipliers have 2 decimals). */
export function payoutOf(stakeMinor: bigint, multiplier: number, lots: number): bigint {
  return (stakeMinor * BigInt(Math.round(multiplier * 100)) * BigInt(lots)) / 100n;
}

/** A settlement paying `winningLots` at `multiplier`, lost when nothing wins. */
export function settlement(
  stakeMinor: bigint,
  multiplier: number,
  winningLots: number,
  matched: string[],
): BetSettlement {
  return {
    outcome: winningLots > 0 ? 'won' : 'lost',
    winningLots,
    payoutMinor: payoutOf(stakeMinor, multiplier, winningLots),
    matched: winningLots > 0 ? matched : [],
  };
}

/**
 * Checks the numbers of a bet: between `min` and `max` of them, each matching `pattern`
 * (described by `what`), none twice. Throws LotteryInputError naming the problem.
 */
export function checkNumbers(
  betType: BetTypeId,
  numbers: string[],
  { min, max, pattern, what }: { min: number; max: number; pattern: RegExp; what: string },
): void {
  if (numbers.length < min || numbers.length > max) {
    const count = min === max ? `${min}` : `${min} to ${max}`;
    throw new LotteryInputError(
      `A ${betType} bet takes ${count} number(s), not ${numbers.length}.`,
    );
  }
  const wrong = numbers.find((n) => !pattern.test(n));
  if (wrong !== undefined)
    throw new LotteryInputError(`A ${betType} bet takes ${what}: "${wrong}" is not one.`);
  const repeated = numbers.find((n, index) => numbers.indexOf(n) !== index);
  if (repeated !== undefined)
    throw new LotteryInputError(`A ${betType} bet has each number once: "${repeated}" repeats.`);
}
