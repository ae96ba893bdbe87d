/**
 * KENO bets (docs/lottery.md, "KENO"): picks of 1 to 10 numbers paid by the brand's pay table
 * by hits, and two side bets on the 20 drawn numbers: big/small on their sum (210..1410; above
 * 810 big, below small, 810 loses both) and odd/even on the count of odd numbers (11 or more
 * odd, 9 or fewer even, 10 loses both).
 */
import type { LotterySettings } from '../../../schemas/brand/lottery.ts';
import {
  checkNumbers,
  settlement,
  type BetSettlement,
  type KenoBetType,
  type PricedBet,
} from './bet-types.ts';
import { kenoDrawSize, kenoMaxNumber, type DrawResult } from './results.ts';

/** The most numbers a KENO pick takes. */
export const kenoMaxPicks = 10;

/** The sum of the 20 numbers that is neither big nor small (the middle of 210..1410). */
const middleSum = 810;

/** Checks a KENO bet's numbers. Throws LotteryInputError naming the problem. */
export function checkKenoNumbers(betType: KenoBetType, numbers: string[]): void {
  if (betType === 'kenoPick')
    checkNumbers(betType, numbers, {
      min: 1,
      max: kenoMaxPicks,
      pattern: /^(0[1-9]|[1-7][0-9]|80)$/,
      what: 'two-digit numbers 01 to 80',
    });
  else
    checkNumbers(betType, numbers, {
      min: 1,
      max: 1,
      pattern: betType === 'kenoBigSmall' ? /^(big|small)$/ : /^(odd|even)$/,
      what: betType === 'kenoBigSmall' ? '"big" or "small"' : '"odd" or "even"',
    });
}

/** The pay table row of a pick of `picks` numbers: multipliers by hits 0..picks. */
export function kenoPayRow(settings: LotterySettings, picks: number): number[] {
  return settings.kenoPayTable[String(picks) as keyof LotterySettings['kenoPayTable']];
}

/** The side a KENO draw falls on for a side bet, or null when it falls on neither. */
function kenoSide(betType: 'kenoBigSmall' | 'kenoOddEven', numbers: number[]): string | null {
  if (betType === 'kenoBigSmall') {
    const sum = numbers.reduce((total, n) => total + n, 0);
    if (sum === middleSum) return null;
    return sum > middleSum ? 'big' : 'small';
  }
  const odd = numbers.filter((n) => n % 2 === 1).length;
  if (odd * 2 === kenoDrawSize) return null;
  return odd * 2 > kenoDrawSize ? 'odd' : 'even';
}

/**
 * Settles a KENO bet. A pick pays stake x the pay table's multiplier for its picks and hits
 * (winningLots 1 when that pays; matched lists the hits even when they pay nothing); a side
 * bet pays stake x its odds when the draw falls on the chosen side.
 */
export function settleKenoBet(
  settings: LotterySettings,
  betType: KenoBetType,
  bet: PricedBet,
  result: Extract<DrawResult, { kind: 'keno' }>,
): BetSettlement {
  if (betType === 'kenoPick') {
    const hits = bet.numbers.filter((n) => result.numbers.includes(Number(n)));
    const multiplier = kenoPayRow(settings, bet.numbers.length)[hits.length]!;
    const paid = settlement(bet.stakeMinor, multiplier, multiplier > 0 ? 1 : 0, hits);
    return { ...paid, matched: hits };
  }
  const won = kenoSide(betType, result.numbers) === bet.numbers[0];
  return settlement(bet.stakeMinor, settings.odds[betType], won ? 1 : 0, bet.numbers);
}

/**
 * The exact return to player of a pay table row, as a fraction of the stake: the sum over hits
 * h of multiplier(h) x C(20, h) x C(60, picks - h) / C(80, picks) (hypergeometric).
 */
export function kenoReturnToPlayer(row: number[]): number {
  const picks = row.length - 1;
  const paid = row.reduce(
    (sum, multiplier, hits) =>
      sum +
      BigInt(Math.round(multiplier * 100)) *
        choose(kenoDrawSize, hits) *
        choose(kenoMaxNumber - kenoDrawSize, picks - hits),
    0n,
  );
  const scale = 1_000_000_000n;
  return Number((paid * scale) / (100n * choose(kenoMaxNumber, picks))) / Number(scale);
}

/** The binomial coefficient C(n, k), exact. */
function choose(n: number, k: number): bigint {
  let value = 1n;
  for (let i = 0; i < k; i += 1) value = (value * BigInt(n - i)) / BigInt(i + 1);
  return value;
}
