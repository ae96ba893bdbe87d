/**
 * Draw results and the spec's winning-number text (§2 lottery block): groups separated by '~',
 * values by ','. VN: groups DB, G1..G8 (North DB..G7); KENO: one group of 20 two-digit numbers
 * in ascending order; e-lotteries: one group of 5 digits in position order.
 */
import { LotteryInputError } from './errors.ts';
import type { LotteryGame, VnRegion } from './games.ts';

/** The prizes of the Vietnamese lottery, highest first. */
export type VnPrizeName = 'DB' | 'G1' | 'G2' | 'G3' | 'G4' | 'G5' | 'G6' | 'G7' | 'G8';

/** The result of one draw. */
export type DrawResult =
  /** Digit strings per prize, e.g. G7: ['123']. */
  | { kind: 'vn'; region: VnRegion; prizes: Partial<Record<VnPrizeName, string[]>> }
  /** 20 distinct numbers 1..80, ascending. */
  | { kind: 'keno'; numbers: number[] }
  /** 5 digits 0..9 in position order. */
  | { kind: 'fast'; digits: number[] };

type PrizeShape = { prize: VnPrizeName; count: number; digits: number }[];

const northShape: PrizeShape = [
  { prize: 'DB', count: 1, digits: 5 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'G2', count: 2, digits: 5 },
  { prize: 'G3', count: 6, digits: 5 },
  { prize: 'G4', count: 4, digits: 4 },
  { prize: 'G5', count: 6, digits: 4 },
  { prize: 'G6', count: 3, digits: 3 },
  { prize: 'G7', count: 4, digits: 2 },
];

const southShape: PrizeShape = [
  { prize: 'DB', count: 1, digits: 6 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'G2', count: 1, digits: 5 },
  { prize: 'G3', count: 2, digits: 5 },
  { prize: 'G4', count: 7, digits: 5 },
  { prize: 'G5', count: 1, digits: 4 },
  { prize: 'G6', count: 3, digits: 4 },
  { prize: 'G7', count: 1, digits: 3 },
  { prize: 'G8', count: 1, digits: 2 },
];

/** KENO draws 20 numbers of 1..80; e-lotteries 5 digits. */
export const kenoDrawSize = 20;
/** The highest KENO number. */
export const kenoMaxNumber = 80;
/** Digits of an e-lottery draw. */
export const fastDigitCount = 5;

/**
 * The prize structure per region, in order DB, G1..: North 27 numbers (DB..G7),
 * Central and South 18 (DB..G8), with the count and digits of each prize.
 */
export function vnPrizeShape(
  region: VnRegion,
): { prize: VnPrizeName; count: number; digits: number }[] {
  return (region === 'north' ? northShape : southShape).map((shape) => ({ ...shape }));
}

/** The spec's winning-number text of a result; a missing VN prize is an empty group. */
export function formatWinningNumbers(result: DrawResult): string {
  switch (result.kind) {
    case 'vn':
      return vnPrizeShape(result.region)
        .map(({ prize }) => (result.prizes[prize] ?? []).join(','))
        .join('~');
    case 'keno':
      return result.numbers.map((n) => String(n).padStart(2, '0')).join(',');
    case 'fast':
      return result.digits.join(',');
  }
}

/** The groups of a text, each split into values with the spaces around them trimmed (an empty group has none). */
function groupsOf(text: string): string[][] {
  return text
    .trim()
    .split('~')
    .map((group) => (group.trim() === '' ? [] : group.split(',').map((value) => value.trim())));
}

function parseVn(region: VnRegion, groups: string[][]): DrawResult {
  const shape = vnPrizeShape(region);
  if (groups.length !== shape.length)
    throw new LotteryInputError(
      `A ${region} result has ${shape.length} groups (${shape.map((s) => s.prize).join(', ')}) separated by "~", not ${groups.length}.`,
    );
  const prizes: Partial<Record<VnPrizeName, string[]>> = {};
  shape.forEach(({ prize, count, digits }, index) => {
    const values = groups[index]!;
    if (values.length !== count)
      throw new LotteryInputError(`${prize} has ${count} number(s), not ${values.length}.`);
    const wrong = values.find((value) => !new RegExp(`^[0-9]{${digits}}$`).test(value));
    if (wrong !== undefined)
      throw new LotteryInputError(`${prize} numbers have ${digits} digits: "${wrong}" has not.`);
    prizes[prize] = values;
  });
  return { kind: 'vn', region, prizes };
}

function parseKeno(groups: string[][]): DrawResult {
  if (groups.length !== 1) throw new LotteryInputError('A KENO result is one group, without "~".');
  const values = groups[0]!;
  if (values.length !== kenoDrawSize)
    throw new LotteryInputError(`A KENO result has ${kenoDrawSize} numbers, not ${values.length}.`);
  const wrong = values.find((value) => !/^[0-9]{2}$/.test(value) || !inRange(Number(value)));
  if (wrong !== undefined)
    throw new LotteryInputError(`KENO numbers are two digits from 01 to 80: "${wrong}" is not.`);
  const numbers = values.map(Number).sort((a, b) => a - b);
  const repeated = numbers.find((n, index) => numbers[index + 1] === n);
  if (repeated !== undefined)
    throw new LotteryInputError(`A KENO result has each number once: ${repeated} repeats.`);
  return { kind: 'keno', numbers };
}

function inRange(n: number): boolean {
  return n >= 1 && n <= kenoMaxNumber;
}

function parseFast(groups: string[][]): DrawResult {
  if (groups.length !== 1)
    throw new LotteryInputError('An e-lottery result is one group, without "~".');
  const values = groups[0]!;
  if (values.length !== fastDigitCount)
    throw new LotteryInputError(
      `An e-lottery result has ${fastDigitCount} digits, not ${values.length}.`,
    );
  const wrong = values.find((value) => !/^[0-9]$/.test(value));
  if (wrong !== undefined)
    throw new LotteryInputError(`E-lottery values are single digits 0 to 9: "${wrong}" is not.`);
  return { kind: 'fast', digits: values.map(Number) };
}

/**
 * Parses and validates an imported or stored winning-number text for the game (spaces around
 * values are ignored; KENO numbers may come in any order and are sorted). Throws
 * LotteryInputError with a plain message when the text does not fit the game.
 */
export function parseWinningNumbers(game: LotteryGame, text: string): DrawResult {
  const groups = groupsOf(text);
  switch (game.kind) {
    case 'vn':
      return parseVn(game.region!, groups);
    case 'keno':
      return parseKeno(groups);
    case 'fast':
      return parseFast(groups);
  }
}

/**
 * The result checked against the game: the same kind (and region), every prize, count and
 * digit in place. Throws LotteryInputError otherwise.
 */
export function checkedResult(game: LotteryGame, result: DrawResult): DrawResult {
  if (result.kind !== game.kind || (result.kind === 'vn' && result.region !== game.region))
    throw new LotteryInputError(`The result is not one of ${game.gameId}.`);
  return parseWinningNumbers(game, formatWinningNumbers(result));
}
