import { describe, expect, it } from 'vitest';
import type { BetTypeId } from './bet-types.ts';
import { maxPayoutMinor, priceBet, settleBet } from './bets.ts';
import { lotteryGame } from './games.ts';
import { kenoPayRow, kenoReturnToPlayer } from './keno-bets.ts';
import { parseWinningNumbers } from './results.ts';
import { lotterySettingsWithDefaults } from './settings.ts';

const settings = lotterySettingsWithDefaults();
const keno = lotteryGame(settings, 'KENO')!;

// Sum 723 (small), 11 odd numbers (odd).
const draw = parseWinningNumbers(
  keno,
  '02,07,08,10,16,17,23,25,32,33,35,38,39,47,52,54,63,65,78,79',
);
// 1..10 and 71..80: sum exactly 810, exactly 10 odd numbers: every side bet loses.
const middle = parseWinningNumbers(
  keno,
  '01,02,03,04,05,06,07,08,09,10,71,72,73,74,75,76,77,78,79,80',
);

function play(betType: BetTypeId, numbers: string[], result = draw) {
  const bet = priceBet(keno, settings, { betType, numbers, stakeMinor: 1000n });
  return { cost: bet.costMinor, ...settleBet(keno, settings, bet, result) };
}

describe('KENO picks (default pay table)', () => {
  it.each([
    // numbers, outcome, winning lots, payout, matched (the hits)
    [['02', '07', '08', '11', '12'], 'won', 1, 3000n, ['02', '07', '08']],
    [['01', '02'], 'won', 1, 1000n, ['02']],
    [['02', '07', '11'], 'won', 1, 2500n, ['02', '07']],
    [['02', '11', '12', '13'], 'lost', 0, 0n, ['02']],
    [['01', '03', '04'], 'lost', 0, 0n, []],
    [['01', '03', '04', '05', '06', '09', '11', '12', '13', '14'], 'won', 1, 3000n, []],
    [['79'], 'won', 1, 3700n, ['79']],
  ] as const)('%j', (numbers, outcome, winningLots, payout, matched) => {
    expect(play('kenoPick', [...numbers])).toEqual({
      cost: 1000n,
      outcome,
      winningLots,
      payoutMinor: payout,
      matched,
    });
  });
});

describe('KENO side bets', () => {
  it.each([
    ['kenoBigSmall', 'small', draw, 1950n],
    ['kenoBigSmall', 'big', draw, 0n],
    ['kenoOddEven', 'odd', draw, 2350n],
    ['kenoOddEven', 'even', draw, 0n],
    ['kenoBigSmall', 'big', middle, 0n],
    ['kenoBigSmall', 'small', middle, 0n],
    ['kenoOddEven', 'odd', middle, 0n],
    ['kenoOddEven', 'even', middle, 0n],
  ] as const)('%s %s pays %s', (betType, side, result, payout) => {
    expect(play(betType, [side], result)).toEqual({
      cost: 1000n,
      outcome: payout > 0n ? 'won' : 'lost',
      winningLots: payout > 0n ? 1 : 0,
      payoutMinor: payout,
      matched: payout > 0n ? [side] : [],
    });
  });

  it('wins big above 810 and even with 9 odd numbers or fewer', () => {
    const high = parseWinningNumbers(
      keno,
      '02,04,06,08,10,12,14,16,18,20,62,64,66,68,70,72,74,76,78,80',
    );
    expect(play('kenoBigSmall', ['big'], high).payoutMinor).toBe(1950n);
    expect(play('kenoOddEven', ['even'], high).payoutMinor).toBe(2350n);
  });
});

describe('KENO pay table', () => {
  it('returns 90 to 95 % to the player for every count of picks, exactly as documented', () => {
    const rtp = Array.from({ length: 10 }, (_, i) =>
      Number((kenoReturnToPlayer(kenoPayRow(settings, i + 1)) * 100).toFixed(2)),
    );
    expect(rtp).toEqual([92.5, 92.09, 92.96, 92.8, 92.82, 92.65, 92.03, 92.16, 92.83, 91.93]);
    for (const value of rtp) expect(value).toBeGreaterThanOrEqual(90);
    for (const value of rtp) expect(value).toBeLessThanOrEqual(95);
  });

  it('computes the return of a simple row by hand: 1 pick paying 4 returns 4 x 1/4', () => {
    expect(kenoReturnToPlayer([0, 4])).toBe(1);
    expect(kenoReturnToPlayer([1, 1, 1])).toBe(1);
  });

  it('bounds the payout of a pick by the top of its row, of a side bet by its odds', () => {
    const max = (betType: BetTypeId, numbers: string[]) =>
      maxPayoutMinor(
        keno,
        settings,
        priceBet(keno, settings, { betType, numbers, stakeMinor: 1000n }),
      );
    expect(max('kenoPick', ['01', '02', '03', '04', '05'])).toBe(580_000n);
    expect(max('kenoBigSmall', ['big'])).toBe(1950n);
  });
});
