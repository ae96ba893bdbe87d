/**
 * Vietnamese lottery bets (docs/lottery.md, "Bet types"): which lots of the result each type
 * covers per region, its numbers, and its settlement. A number appearing k times among the
 * covered lots wins k lots.
 */
import type { LotterySettings } from '../../../schemas/brand/lottery.ts';
import {
  checkNumbers,
  settlement,
  type BetSettlement,
  type PricedBet,
  type VnBetType,
} from './bet-types.ts';
import { LotteryInputError } from './errors.ts';
import type { VnRegion } from './games.ts';
import { vnPrizeShape, type DrawResult, type VnPrizeName } from './results.ts';

/** A checked result of the Vietnamese lottery. */
type VnResult = Extract<DrawResult, { kind: 'vn' }>;

/** One covered lot: the last `digits` digits of the `index`th number of `prize`. */
interface LotPosition {
  prize: VnPrizeName;
  index: number;
  digits: number;
}

/** Bet types offered per region. */
const offered: Record<VnRegion, VnBetType[]> = {
  north: [
    'deDauDuoi',
    'xiuChu',
    'baoLo2',
    'baoLo3',
    'baoLo4',
    'bao8Lo',
    'nhatTo',
    'xien2',
    'xien3',
    'xien4',
  ],
  central: ['deDauDuoi', 'xiuChu', 'baoLo2', 'baoLo3', 'baoLo4', 'bao7Lo', 'da'],
  south: ['deDauDuoi', 'xiuChu', 'baoLo2', 'baoLo3', 'baoLo4', 'bao7Lo', 'da'],
};

/** Combination bets: all chosen 2D numbers must appear among every prize's last 2 digits. */
const combinationSize: Partial<Record<VnBetType, number>> = { xien2: 2, xien3: 3, xien4: 4, da: 2 };

/** The VN bet types offered in a region. */
export function vnBetTypesOf(region: VnRegion): VnBetType[] {
  return [...offered[region]];
}

/** Whether a VN bet type is a xien (North): one combination costs the stake once. */
export function isXien(betType: VnBetType): boolean {
  return betType === 'xien2' || betType === 'xien3' || betType === 'xien4';
}

/** Whether a VN bet type is a combination (xien, da): one bet of the chosen numbers together. */
export function isCombination(betType: VnBetType): boolean {
  return combinationSize[betType] !== undefined;
}

/** The numbers of the region's prizes named in `prizes` (else of every prize of `digits` digits or more), read by their last `digits` digits. */
function positions(region: VnRegion, digits: number, prizes?: VnPrizeName[]): LotPosition[] {
  return vnPrizeShape(region)
    .filter((shape) => (prizes ? prizes.includes(shape.prize) : shape.digits >= digits))
    .flatMap((shape) =>
      Array.from({ length: shape.count }, (_, index) => ({ prize: shape.prize, index, digits })),
    );
}

/** The lots a bet type covers in a region. Throws LotteryInputError when the region does not offer it. */
export function lotPositions(betType: VnBetType, region: VnRegion): LotPosition[] {
  if (!offered[region].includes(betType))
    throw new LotteryInputError(`${betType} is not a bet of the ${region} lottery.`);
  const north = region === 'north';
  switch (betType) {
    case 'deDauDuoi':
      return positions(region, 2, north ? ['DB', 'G7'] : ['DB', 'G8']);
    case 'xiuChu':
      return positions(region, 3, north ? ['DB', 'G6'] : ['DB', 'G7']);
    case 'baoLo3':
      return positions(region, 3);
    case 'baoLo4':
      return positions(region, 4);
    case 'bao7Lo':
      return positions(region, 2, ['DB', 'G5', 'G6', 'G7', 'G8']);
    case 'bao8Lo':
      return positions(region, 2, ['DB', 'G6', 'G7']);
    case 'nhatTo':
      return positions(region, 2, ['G1']);
    default:
      // baoLo2 and the combinations (xien, da) look at every prize's last 2 digits.
      return positions(region, 2);
  }
}

/** Digits of the numbers a VN bet type takes. */
function digitsOf(betType: VnBetType): number {
  if (betType === 'xiuChu' || betType === 'baoLo3') return 3;
  return betType === 'baoLo4' ? 4 : 2;
}

/** The most numbers one lot bet may carry (a slip with more splits into several bets). */
export const maxNumbersPerBet = 100;

/** Checks a VN bet's numbers: digits by type, 1 to 100 (combinations: exactly their size), none twice. Throws LotteryInputError. */
export function checkVnNumbers(betType: VnBetType, numbers: string[]): void {
  const digits = digitsOf(betType);
  const size = combinationSize[betType];
  checkNumbers(betType, numbers, {
    min: size ?? 1,
    max: size ?? maxNumbersPerBet,
    pattern: new RegExp(`^[0-9]{${digits}}$`),
    what: `${digits}-digit numbers`,
  });
}

/** How many of the covered lots show each number. */
function appearances(
  betType: VnBetType,
  numbers: string[],
  region: VnRegion,
  result: VnResult,
): number[] {
  const shown = lotPositions(betType, region).map(({ prize, index, digits }) =>
    result.prizes[prize]![index]!.slice(-digits),
  );
  return numbers.map((n) => shown.filter((value) => value === n).length);
}

/**
 * Settles a VN bet: a lot bet wins every lot showing one of its numbers (k appearances, k
 * lots); a combination wins as many times as its least frequent number appears (all must).
 */
export function settleVnBet(
  settings: LotterySettings,
  region: VnRegion,
  betType: VnBetType,
  bet: PricedBet,
  result: VnResult,
): BetSettlement {
  const counts = appearances(betType, bet.numbers, region, result);
  const winningLots = isCombination(betType)
    ? Math.min(...counts)
    : counts.reduce((sum, k) => sum + k, 0);
  const matched = bet.numbers.filter((_, i) => counts[i]! > 0);
  return settlement(bet.stakeMinor, settings.odds[betType], winningLots, matched);
}

/** The most a VN bet can win: every covered lot for a lot bet, as many full sets as fit for a combination. */
export function vnMaxWinningLots(
  betType: VnBetType,
  region: VnRegion,
  numberCount: number,
): number {
  const lots = lotPositions(betType, region).length;
  return isCombination(betType) ? Math.floor(lots / numberCount) : lots;
}
