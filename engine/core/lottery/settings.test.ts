import { describe, expect, it } from 'vitest';
import { lotterySettingsWithDefaults } from './settings.ts';

describe('lotterySettingsWithDefaults', () => {
  it('gives an empty setting every default of the schema', () => {
    const settings = lotterySettingsWithDefaults();
    expect(settings).toMatchObject({
      missedDraw: 'drawLate',
      allowCancel: true,
      lockSeconds: { vn: 900, keno: 30, fast: 10 },
      keno: { intervalMinutes: 8, firstDraw: '06:00', lastDraw: '22:00' },
    });
    expect(settings.odds).toEqual({
      deDauDuoi: 75,
      xiuChu: 650,
      baoLo2: 75,
      baoLo3: 650,
      baoLo4: 5500,
      bao7Lo: 75,
      bao8Lo: 75,
      nhatTo: 75,
      xien2: 17,
      xien3: 65,
      xien4: 250,
      da: 750,
      kenoBigSmall: 1.95,
      kenoOddEven: 2.35,
      fastDigit: 9.8,
      fastBigSmall: 1.98,
      fastOddEven: 1.98,
      fastSumBigSmall: 1.98,
      fastSumOddEven: 1.98,
    });
    expect(settings.kenoPayTable['1']).toEqual([0, 3.7]);
    expect(settings.kenoPayTable['10']).toHaveLength(11);
    expect(settings.limits.kenoPick).toEqual({ minStakeMinor: 1000, maxStakeMinor: 10_000_000 });
    expect(settings.limits.maxPayoutPerDrawMinor).toBe(10_000_000_000);
  });

  it('keeps what a brand sets, down to one property, and fills the rest', () => {
    const settings = lotterySettingsWithDefaults({
      missedDraw: 'void',
      allowCancel: false,
      lockSeconds: { vn: 600 },
      kenoPayTable: { '2': [0, 2, 5] },
    });
    expect(settings.missedDraw).toBe('void');
    expect(settings.allowCancel).toBe(false);
    expect(settings.lockSeconds).toEqual({ vn: 600, keno: 30, fast: 10 });
    expect(settings.kenoPayTable['2']).toEqual([0, 2, 5]);
    expect(settings.kenoPayTable['1']).toEqual([0, 3.7]);
  });

  it('hands out fresh defaults: changing one result leaves the next alone', () => {
    lotterySettingsWithDefaults().kenoPayTable['1'][1] = 100;
    expect(lotterySettingsWithDefaults().kenoPayTable['1']).toEqual([0, 3.7]);
  });
});
