import { describe, expect, it } from 'vitest';
import type { BetTypeId } from './bet-types.ts';
import { maxPayoutMinor, priceBet, settleBet } from './bets.ts';
import { lotteryGame } from './games.ts';
import { parseWinningNumbers } from './results.ts';
import { lotterySettingsWithDefaults } from './settings.ts';

const settings = lotterySettingsWithDefaults();
const elott = lotteryGame(settings, 'ELOTT_1M')!;

/** Settles a bet of 10.00 against the digits. */
function play(digits: string, betType: BetTypeId, choice: string, position?: number) {
  const bet = priceBet(elott, settings, {
    betType,
    numbers: [choice],
    stakeMinor: 1000n,
    ...(position === undefined ? {} : { position }),
  });
  return settleBet(elott, settings, bet, parseWinningNumbers(elott, digits)).payoutMinor;
}

describe('e-lottery bets on 3,8,5,0,9 (sum 25: big, odd)', () => {
  it.each([
    ['fastDigit', '8', 2, 9800n],
    ['fastDigit', '8', 1, 0n],
    ['fastBigSmall', 'small', 1, 1980n],
    ['fastBigSmall', 'big', 1, 0n],
    ['fastBigSmall', 'big', 2, 1980n],
    ['fastBigSmall', 'big', 3, 1980n],
    ['fastBigSmall', 'small', 4, 1980n],
    ['fastOddEven', 'odd', 3, 1980n],
    ['fastOddEven', 'even', 4, 1980n],
    ['fastOddEven', 'even', 5, 0n],
    ['fastSumBigSmall', 'big', undefined, 1980n],
    ['fastSumBigSmall', 'small', undefined, 0n],
    ['fastSumOddEven', 'odd', undefined, 1980n],
    ['fastSumOddEven', 'even', undefined, 0n],
  ] as const)('%s %s at %s pays %s', (betType, choice, position, payout) => {
    expect(play('3,8,5,0,9', betType, choice, position)).toBe(payout);
  });

  it('splits the sum at 22 (small) and 23 (big)', () => {
    expect(play('9,9,4,0,0', 'fastSumBigSmall', 'small')).toBe(1980n);
    expect(play('9,9,5,0,0', 'fastSumBigSmall', 'big')).toBe(1980n);
  });

  it('settles with the won outcome, the winning lot and the choice to highlight', () => {
    const bet = priceBet(elott, settings, {
      betType: 'fastDigit',
      numbers: ['9'],
      stakeMinor: 1000n,
      position: 5,
    });
    expect(bet).toEqual({
      betType: 'fastDigit',
      numbers: ['9'],
      position: 5,
      stakeMinor: 1000n,
      lots: 1,
      costMinor: 1000n,
    });
    expect(settleBet(elott, settings, bet, parseWinningNumbers(elott, '3,8,5,0,9'))).toEqual({
      outcome: 'won',
      winningLots: 1,
      payoutMinor: 9800n,
      matched: ['9'],
    });
    expect(maxPayoutMinor(elott, settings, bet)).toBe(9800n);
  });
});
