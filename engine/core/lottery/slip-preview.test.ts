import { describe, expect, it } from 'vitest';
import { LotteryInputError } from './errors.ts';
import { lotteryGame } from './games.ts';
import { lotterySettingsWithDefaults } from './settings.ts';
import { oddsOf, previewSlip, stakeProblemOf } from './slip-preview.ts';

const settings = lotterySettingsWithDefaults();
const game = (id: string) => lotteryGame(settings, id)!;

describe('previewSlip', () => {
  it('prices South bao lo 2D: 2 numbers x 18 lots x 10.00 on 2 stations is 720.00', () => {
    const preview = previewSlip(
      game('VN_S_VINHLONG'),
      settings,
      { betType: 'baoLo2', numbers: ['07', '42'], stakeMinor: 1000n },
      2,
    );
    expect(preview.bet.lots).toBe(18);
    expect(preview.count).toBe(2);
    expect(preview.bet.costMinor).toBe(36_000n);
    expect(preview.totalMinor).toBe(72_000n);
    // 10.00 x 75 per winning lot.
    expect(preview.winPerLotMinor).toBe(75_000n);
  });

  it('counts a xien once and a KENO pick by its table', () => {
    const xien = previewSlip(
      game('VN_N'),
      settings,
      { betType: 'xien2', numbers: ['01', '45'], stakeMinor: 2000n },
      1,
    );
    expect([xien.count, xien.bet.lots, xien.totalMinor]).toEqual([1, 1, 2000n]);
    const keno = previewSlip(
      game('KENO'),
      settings,
      { betType: 'kenoPick', numbers: ['01', '02'], stakeMinor: 1000n },
      1,
    );
    expect(keno.winPerLotMinor).toBeNull();
    // The 2-pick row pays 9 for 2 hits.
    expect(keno.maxWinMinor).toBe(9000n);
  });

  it('refuses what priceBet refuses', () => {
    expect(() =>
      previewSlip(
        game('VN_N'),
        settings,
        { betType: 'da', numbers: ['01', '02'], stakeMinor: 1000n },
        1,
      ),
    ).toThrow(LotteryInputError);
  });
});

describe('stakeProblemOf and oddsOf', () => {
  it('checks the stake against the limits of the bet type', () => {
    expect(stakeProblemOf(settings, 'baoLo2', 999)).toBe('belowMin');
    expect(stakeProblemOf(settings, 'baoLo2', 1000)).toBeNull();
    expect(stakeProblemOf(settings, 'baoLo2', 10_000_001)).toBe('aboveMax');
    const strict = lotterySettingsWithDefaults({ limits: { da: { minStakeMinor: 5000 } } });
    expect(stakeProblemOf(strict, 'da', 4000)).toBe('belowMin');
  });
  it('reads the odds of the brand, none for KENO picks', () => {
    expect(oddsOf(settings, 'deDauDuoi')).toBe(75);
    expect(oddsOf(lotterySettingsWithDefaults({ odds: { xien2: 16.5 } }), 'xien2')).toBe(16.5);
    expect(oddsOf(settings, 'kenoPick')).toBeNull();
  });
});
