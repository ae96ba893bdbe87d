/**
 * E-lottery bets on the 5 drawn digits (docs/lottery.md, "E-lotteries"): a digit, big (5-9) or
 * small (0-4), odd or even at a position 1..5; big (23-45) or small (0-22), odd or even of the
 * sum of the five digits.
 */
import type { LotterySettings } from '../../../schemas/brand/lottery.ts';
import {
  checkNumbers,
  settlement,
  type BetSettlement,
  type FastBetType,
  type PricedBet,
} from './bet-types.ts';
import { LotteryInputError } from './errors.ts';
import { fastDigitCount, type DrawResult } from './results.ts';

/** The smallest big sum of the five digits (0..45: 0-22 small, 23-45 big). */
const bigSum = 23;

const choices: Record<FastBetType, { pattern: RegExp; what: string }> = {
  fastDigit: { pattern: /^[0-9]$/, what: 'one digit 0 to 9' },
  fastBigSmall: { pattern: /^(big|small)$/, what: '"big" or "small"' },
  fastSumBigSmall: { pattern: /^(big|small)$/, what: '"big" or "small"' },
  fastOddEven: { pattern: /^(odd|even)$/, what: '"odd" or "even"' },
  fastSumOddEven: { pattern: /^(odd|even)$/, what: '"odd" or "even"' },
};

/** Whether the bet type is on the sum of the digits (no position). */
function onSum(betType: FastBetType): boolean {
  return betType === 'fastSumBigSmall' || betType === 'fastSumOddEven';
}

/**
 * Checks an e-lottery bet: one choice, and a position 1..5 except for bets on the sum (which
 * take none). Returns the position (null for the sum). Throws LotteryInputError.
 */
export function checkFastBet(
  betType: FastBetType,
  numbers: string[],
  position?: number,
): number | null {
  checkNumbers(betType, numbers, { min: 1, max: 1, ...choices[betType] });
  if (onSum(betType)) {
    if (position !== undefined)
      throw new LotteryInputError(
        `A ${betType} bet is on the sum of the digits: it takes no position.`,
      );
    return null;
  }
  if (
    position === undefined ||
    !Number.isInteger(position) ||
    position < 1 ||
    position > fastDigitCount
  )
    throw new LotteryInputError(`A ${betType} bet needs a position from 1 to ${fastDigitCount}.`);
  return position;
}

/** What a value (a digit, or the sum of the digits) is for the bet type. */
function outcomeOf(betType: FastBetType, value: number): string {
  switch (betType) {
    case 'fastDigit':
      return String(value);
    case 'fastBigSmall':
      return value >= 5 ? 'big' : 'small';
    case 'fastSumBigSmall':
      return value >= bigSum ? 'big' : 'small';
    default:
      return value % 2 === 1 ? 'odd' : 'even';
  }
}

/** Settles an e-lottery bet: stake x its odds when the digit (or sum) shows the choice. */
export function settleFastBet(
  settings: LotterySettings,
  betType: FastBetType,
  bet: PricedBet,
  result: Extract<DrawResult, { kind: 'fast' }>,
): BetSettlement {
  const value =
    bet.position === null
      ? result.digits.reduce((sum, digit) => sum + digit, 0)
      : result.digits[bet.position - 1]!;
  const won = outcomeOf(betType, value) === bet.numbers[0];
  return settlement(bet.stakeMinor, settings.odds[betType], won ? 1 : 0, bet.numbers);
}
