import { describe, expect, it } from 'vitest';
import {
  betEntryOf,
  cryptoRandomBelow,
  gridNumbers,
  parseTypedNumbers,
  quickPickOf,
  type GridEntry,
} from './bet-entry.ts';
import type { BetTypeId } from './bet-types.ts';
import { betTypesOf, priceBet } from './bets.ts';
import { lotteryGames } from './games.ts';
import { lotterySettingsWithDefaults } from './settings.ts';

const settings = lotterySettingsWithDefaults();

/** The grid entry of a bet type (fails the test when it has none). */
function gridOf(betType: BetTypeId): GridEntry {
  const entry = betEntryOf(betType);
  if (entry.kind !== 'grid') throw new Error(`${betType} has no grid`);
  return entry;
}

/** A seeded generator (mulberry32), so a failing quick pick can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 4294967296) * n);
  };
}

describe('betEntryOf', () => {
  it('gives 2D VN bets a 00..99 grid, combinations their exact size', () => {
    expect(betEntryOf('baoLo2')).toMatchObject({ kind: 'grid', from: 0, to: 99, min: 1, max: 100 });
    expect(betEntryOf('xien3')).toMatchObject({ kind: 'grid', min: 3, max: 3 });
    expect(betEntryOf('da')).toMatchObject({ kind: 'grid', min: 2, max: 2 });
    expect(gridNumbers(gridOf('nhatTo'))).toHaveLength(100);
  });

  it('gives 3D and 4D bets typed numbers, KENO a 01..80 grid of 1 to 10, side bets choices', () => {
    expect(betEntryOf('xiuChu')).toMatchObject({ kind: 'typed', digits: 3 });
    expect(betEntryOf('baoLo4')).toMatchObject({ kind: 'typed', digits: 4, max: 100 });
    const keno = betEntryOf('kenoPick');
    expect(keno).toMatchObject({ kind: 'grid', min: 1, max: 10 });
    const numbers = gridNumbers(gridOf('kenoPick'));
    expect([numbers[0], numbers.at(-1), numbers.length]).toEqual(['01', '80', 80]);
    expect(betEntryOf('kenoOddEven')).toEqual({
      kind: 'choice',
      options: ['odd', 'even'],
      positions: 0,
    });
    expect(betEntryOf('fastDigit')).toMatchObject({ kind: 'choice', positions: 5 });
    expect(betEntryOf('fastSumBigSmall')).toMatchObject({ positions: 0 });
  });
});

describe('parseTypedNumbers', () => {
  const entry = { digits: 3, max: 100 };
  it('splits on spaces and commas', () => {
    expect(parseTypedNumbers(' 123, 456 789,,', entry)).toEqual({
      numbers: ['123', '456', '789'],
      problem: null,
    });
    expect(parseTypedNumbers('', entry)).toEqual({ numbers: [], problem: null });
  });
  it('names a value of the wrong digit count, a repeat, or too many numbers', () => {
    expect(parseTypedNumbers('123 45', entry).problem).toEqual({
      kind: 'digits',
      value: '45',
      digits: 3,
    });
    expect(parseTypedNumbers('123 12a', entry).problem).toMatchObject({
      kind: 'digits',
      value: '12a',
    });
    expect(parseTypedNumbers('123 456 123', entry).problem).toEqual({
      kind: 'repeated',
      value: '123',
    });
    const many = Array.from({ length: 101 }, (_, n) => String(n).padStart(3, '0')).join(' ');
    expect(parseTypedNumbers(many, entry).problem).toEqual({ kind: 'tooMany', max: 100 });
  });
});

describe('quickPickOf', () => {
  it('makes a selection priceBet accepts, for every bet type of every game', () => {
    const random = seeded(7);
    for (const game of lotteryGames(settings))
      for (const betType of betTypesOf(game)) {
        const pick = quickPickOf(betEntryOf(betType), 0, random);
        expect(() =>
          priceBet(game, settings, {
            betType,
            numbers: pick.numbers,
            stakeMinor: 1000n,
            ...(pick.position === null ? {} : { position: pick.position }),
          }),
        ).not.toThrow();
      }
  });

  it('keeps the count the player chose, within the bet type’s', () => {
    const random = seeded(3);
    expect(quickPickOf(betEntryOf('kenoPick'), 8, random).numbers).toHaveLength(8);
    expect(quickPickOf(betEntryOf('kenoPick'), 0, random).numbers).toHaveLength(5);
    expect(quickPickOf(betEntryOf('xien4'), 9, random).numbers).toHaveLength(4);
    const picked = quickPickOf(betEntryOf('baoLo2'), 3, random).numbers;
    expect(new Set(picked).size).toBe(3);
  });
});

describe('cryptoRandomBelow', () => {
  it('stays in 0..n-1 and reaches every value', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 400; i += 1) {
      const value = cryptoRandomBelow(5);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(5);
      seen.add(value);
    }
    expect(seen.size).toBe(5);
  });
});
