/**
 * How a player enters a bet of each type on the bet slip (docs/lottery.md "Bet types"): which
 * picker it needs (a grid of numbers, typed numbers, or a choice), how many numbers it takes,
 * whether it needs a position; reading typed numbers with field-level problems, and a random
 * valid selection ("quick pick"). Pure: the random source is passed in.
 */
import type { BetTypeId } from './bet-types.ts';
import { kenoMaxPicks } from './keno-bets.ts';
import { fastDigitCount } from './results.ts';
import { maxNumbersPerBet } from './vn-bets.ts';

/** A picker of numbers on a grid: `from`..`to`, written with `digits` digits (00..99, 01..80). */
export interface GridEntry {
  kind: 'grid';
  from: number;
  to: number;
  digits: number;
  /** How many numbers the bet takes. */
  min: number;
  max: number;
  /** How many numbers a quick pick chooses when the player has chosen none. */
  quickPick: number;
}

/** Numbers typed in a text field (3D and 4D: too many to show as a grid). */
export interface TypedEntry {
  kind: 'typed';
  digits: number;
  min: number;
  max: number;
  quickPick: number;
}

/** One choice among a few values (big/small, odd/even, a digit 0..9). */
export interface ChoiceEntry {
  kind: 'choice';
  options: readonly string[];
}

/** How a bet type is entered, and whether it needs a position 1..`positions`. */
export type BetEntry = (GridEntry | TypedEntry | ChoiceEntry) & {
  /** The positions to choose from (e-lottery digit bets: 5); 0 when the bet takes none. */
  positions: number;
};

const combinationSizes: Partial<Record<BetTypeId, number>> = {
  xien2: 2,
  xien3: 3,
  xien4: 4,
  da: 2,
};
const bigSmall = ['big', 'small'] as const;
const oddEven = ['odd', 'even'] as const;
const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** A 00..99 grid for a 2D bet: lot bets 1..100 numbers, combinations exactly their size. */
function twoDigitGrid(betType: BetTypeId): GridEntry {
  const size = combinationSizes[betType];
  return {
    kind: 'grid',
    from: 0,
    to: 99,
    digits: 2,
    min: size ?? 1,
    max: size ?? maxNumbersPerBet,
    quickPick: size ?? 1,
  };
}

/** How the bet type is entered on the bet slip. */
export function betEntryOf(betType: BetTypeId): BetEntry {
  switch (betType) {
    case 'xiuChu':
    case 'baoLo3':
      return {
        kind: 'typed',
        digits: 3,
        min: 1,
        max: maxNumbersPerBet,
        quickPick: 1,
        positions: 0,
      };
    case 'baoLo4':
      return {
        kind: 'typed',
        digits: 4,
        min: 1,
        max: maxNumbersPerBet,
        quickPick: 1,
        positions: 0,
      };
    case 'kenoPick':
      return {
        kind: 'grid',
        from: 1,
        to: 80,
        digits: 2,
        min: 1,
        max: kenoMaxPicks,
        quickPick: 5,
        positions: 0,
      };
    case 'kenoBigSmall':
    case 'fastSumBigSmall':
      return { kind: 'choice', options: bigSmall, positions: 0 };
    case 'kenoOddEven':
    case 'fastSumOddEven':
      return { kind: 'choice', options: oddEven, positions: 0 };
    case 'fastDigit':
      return { kind: 'choice', options: digits, positions: fastDigitCount };
    case 'fastBigSmall':
      return { kind: 'choice', options: bigSmall, positions: fastDigitCount };
    case 'fastOddEven':
      return { kind: 'choice', options: oddEven, positions: fastDigitCount };
    default:
      return { ...twoDigitGrid(betType), positions: 0 };
  }
}

/** The numbers of a grid, as the bet takes them ('00'..'99', '01'..'80'). */
export function gridNumbers(entry: GridEntry): string[] {
  return Array.from({ length: entry.to - entry.from + 1 }, (_, index) =>
    String(entry.from + index).padStart(entry.digits, '0'),
  );
}

/** What is wrong with typed numbers: a value of the wrong digits, one typed twice, too many. */
export type TypedProblem =
  | { kind: 'digits'; value: string; digits: number }
  | { kind: 'repeated'; value: string }
  | { kind: 'tooMany'; max: number };

/**
 * Reads numbers typed for a `typed` entry, separated by spaces and/or commas: the numbers in
 * the order typed, and the first problem (null when none). An empty text is no numbers.
 */
export function parseTypedNumbers(
  text: string,
  entry: Pick<TypedEntry, 'digits' | 'max'>,
): { numbers: string[]; problem: TypedProblem | null } {
  const numbers = text.split(/[\s,]+/).filter((value) => value !== '');
  const pattern = new RegExp(`^[0-9]{${entry.digits}}$`);
  const wrong = numbers.find((value) => !pattern.test(value));
  if (wrong !== undefined)
    return { numbers, problem: { kind: 'digits', value: wrong, digits: entry.digits } };
  const repeated = numbers.find((value, index) => numbers.indexOf(value) !== index);
  if (repeated !== undefined) return { numbers, problem: { kind: 'repeated', value: repeated } };
  if (numbers.length > entry.max) return { numbers, problem: { kind: 'tooMany', max: entry.max } };
  return { numbers, problem: null };
}

/** A random integer in 0..n-1 (the widget passes one built on crypto.getRandomValues). */
export type RandomBelow = (n: number) => number;

/**
 * A uniform random integer in 0..n-1 from `crypto.getRandomValues` (rejection sampling, so no
 * value is more likely than another). n is 1..2^32.
 */
export const cryptoRandomBelow: RandomBelow = (n) => {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < limit) return word[0]! % n;
  }
};

/** `count` distinct values of `pool`, in pool order, chosen at random. */
function sample(pool: readonly string[], count: number, random: RandomBelow): string[] {
  const rest = [...pool];
  const chosen = new Set<string>();
  while (chosen.size < count && rest.length > 0) {
    const [value] = rest.splice(random(rest.length), 1);
    chosen.add(value!);
  }
  return pool.filter((value) => chosen.has(value));
}

/** A random selection of a bet: its numbers and, where the bet takes one, its position. */
export interface QuickPick {
  numbers: string[];
  position: number | null;
}

/**
 * A valid random selection for the entry: as many numbers as the player has chosen (`current`,
 * kept within the bet's count) or else the entry's quick-pick count; one choice; a position
 * 1..positions where the bet needs one.
 */
export function quickPickOf(entry: BetEntry, current: number, random: RandomBelow): QuickPick {
  const position = entry.positions > 0 ? random(entry.positions) + 1 : null;
  if (entry.kind === 'choice')
    return { numbers: [entry.options[random(entry.options.length)]!], position };
  const count =
    current >= entry.min && current <= entry.max ? current : Math.max(entry.min, entry.quickPick);
  const pool =
    entry.kind === 'grid'
      ? gridNumbers(entry)
      : Array.from({ length: 10 ** entry.digits }, (_, n) => String(n).padStart(entry.digits, '0'));
  return { numbers: sample(pool, count, random), position };
}
