import { describe, expect, it } from 'vitest';
import type { BetTypeId } from './bet-types.ts';
import { lotsOf, maxPayoutMinor, priceBet, settleBet } from './bets.ts';
import { lotteryGame } from './games.ts';
import { parseWinningNumbers } from './results.ts';
import { lotterySettingsWithDefaults } from './settings.ts';

const settings = lotterySettingsWithDefaults();
const game = (id: string) => lotteryGame(settings, id)!;
const south = game('VN_S_TPHCM');
const north = game('VN_N');

// Hand-made South draw. Last 2 digits of the 18 numbers: DB 56, G1 11, G2 56, G3 33 56,
// G4 01 02 03 04 05 06 56, G5 34, G6 78 12 56, G7 89, G8 56: "56" shows 6 times.
const southDraw = parseWinningNumbers(
  south,
  '123456~11111~22256~33333,40456~10001,10002,10003,10004,10005,10006,19956~1234~5678,9012,3456~789~56',
);
// Hand-made North draw. Last 2 digits of the 27 numbers: DB 45, G1 45, G2 11 22,
// G3 01 02 03 04 05 45, G4 01 02 03 45, G5 01 02 03 04 05 45, G6 45 01 02, G7 45 71 72 01:
// "45" shows 7 times, "01" 5 times.
const northDraw = parseWinningNumbers(
  north,
  '12345~67845~11111,22222~30001,30002,30003,30004,30005,30045~4001,4002,4003,4045~5001,5002,5003,5004,5005,5045~345,601,602~45,71,72,01',
);

describe('lotsOf', () => {
  it("counts the issue's lots per region", () => {
    const table = (region: 'north' | 'south' | 'central', types: BetTypeId[]) =>
      types.map((t) => lotsOf(t, region));
    const lotBets: BetTypeId[] = ['deDauDuoi', 'xiuChu', 'baoLo2', 'baoLo3', 'baoLo4'];
    expect(table('north', lotBets)).toEqual([5, 4, 27, 23, 20]);
    expect(table('south', lotBets)).toEqual([2, 2, 18, 17, 16]);
    expect(table('central', lotBets)).toEqual([2, 2, 18, 17, 16]);
    expect(table('north', ['bao8Lo', 'nhatTo', 'xien2', 'xien3', 'xien4'])).toEqual([
      8, 1, 1, 1, 1,
    ]);
    expect(table('south', ['bao7Lo', 'da'])).toEqual([7, 18]);
    expect(lotsOf('kenoPick', null)).toBe(1);
    expect(lotsOf('fastDigit', null)).toBe(1);
  });

  it('refuses a VN type the region does not offer, or without a region', () => {
    expect(() => lotsOf('bao7Lo', 'north')).toThrow('bao7Lo is not a bet of the north lottery.');
    expect(() => lotsOf('xien2', 'south')).toThrow('xien2 is not a bet of the south lottery.');
    expect(() => lotsOf('baoLo2', null)).toThrow('baoLo2 is a bet of the Vietnamese lottery.');
  });
});

/** Prices a bet of 10.00 a number and settles it against the draw. */
function play(
  g: typeof south,
  draw: typeof southDraw,
  betType: BetTypeId,
  numbers: string[],
  stakeMinor = 1000n,
) {
  const bet = priceBet(g, settings, { betType, numbers, stakeMinor });
  return { cost: bet.costMinor, ...settleBet(g, settings, bet, draw) };
}

describe('South settlement (hand-worked)', () => {
  it.each([
    // betType, numbers, cost, winning lots, payout, matched
    ['deDauDuoi', ['56', '89'], 4000n, 2, 150_000n, ['56']],
    ['xiuChu', ['456', '789', '123'], 6000n, 2, 1_300_000n, ['456', '789']],
    ['baoLo2', ['56', '34', '99'], 54_000n, 7, 525_000n, ['56', '34']],
    ['baoLo3', ['456', '256'], 34_000n, 4, 2_600_000n, ['456', '256']],
    ['baoLo4', ['3456', '0456', '1111', '0789'], 64_000n, 4, 22_000_000n, ['3456', '0456', '1111']],
    ['bao7Lo', ['56', '12', '11'], 21_000n, 4, 300_000n, ['56', '12']],
    ['da', ['56', '11'], 36_000n, 1, 750_000n, ['56', '11']],
    ['da', ['56', '99'], 36_000n, 0, 0n, []],
    ['baoLo2', ['99'], 18_000n, 0, 0n, []],
  ] as const)('%s %j', (betType, numbers, cost, winningLots, payout, matched) => {
    expect(play(south, southDraw, betType, [...numbers])).toEqual({
      cost,
      outcome: winningLots > 0 ? 'won' : 'lost',
      winningLots,
      payoutMinor: payout,
      matched,
    });
  });

  it('pays a number shown 6 times 6 times', () => {
    expect(play(south, southDraw, 'baoLo2', ['56'])).toMatchObject({
      cost: 18_000n,
      winningLots: 6,
      payoutMinor: 450_000n,
    });
  });

  it('settles a Central station by the same 18-lot shape', () => {
    const hue = game('VN_C_HUE');
    if (southDraw.kind !== 'vn') throw new Error('not VN');
    const draw = { ...southDraw, region: 'central' as const };
    expect(play(hue, draw, 'baoLo2', ['56'])).toMatchObject({ cost: 18_000n, winningLots: 6 });
  });
});

describe('North settlement (hand-worked)', () => {
  it.each([
    ['deDauDuoi', ['45', '01', '72', '99'], 20_000n, 4, 300_000n, ['45', '01', '72']],
    ['xiuChu', ['345', '601'], 8000n, 3, 1_950_000n, ['345', '601']],
    ['baoLo2', ['45', '01'], 54_000n, 12, 900_000n, ['45', '01']],
    ['baoLo3', ['345', '001'], 46_000n, 5, 3_250_000n, ['345', '001']],
    ['baoLo4', ['2345', '5045', '0001', '0345'], 80_000n, 3, 16_500_000n, ['2345', '5045', '0001']],
    ['bao8Lo', ['45', '01', '11'], 24_000n, 5, 375_000n, ['45', '01']],
    ['nhatTo', ['45', '11'], 2000n, 1, 75_000n, ['45']],
    ['xien2', ['45', '01'], 1000n, 5, 85_000n, ['45', '01']],
    ['xien3', ['45', '01', '11'], 1000n, 1, 65_000n, ['45', '01', '11']],
    ['xien4', ['45', '01', '11', '99'], 1000n, 0, 0n, []],
  ] as const)('%s %j', (betType, numbers, cost, winningLots, payout, matched) => {
    expect(play(north, northDraw, betType, [...numbers])).toEqual({
      cost,
      outcome: winningLots > 0 ? 'won' : 'lost',
      winningLots,
      payoutMinor: payout,
      matched,
    });
  });

  it('costs and pays the same number differently North (27 lots) and South (18 lots)', () => {
    const n = play(north, northDraw, 'baoLo2', ['45']);
    const s = play(south, southDraw, 'baoLo2', ['45']);
    expect([n.cost, n.winningLots, s.cost, s.winningLots]).toEqual([27_000n, 7, 18_000n, 0]);
  });

  it('rounds a payout with decimal odds down to a whole minor unit', () => {
    const odd = lotterySettingsWithDefaults({ odds: { nhatTo: 1.99 } });
    const bet = priceBet(north, odd, { betType: 'nhatTo', numbers: ['45'], stakeMinor: 1001n });
    // 1001 x 1.99 = 1991.99
    expect(settleBet(north, odd, bet, northDraw).payoutMinor).toBe(1991n);
  });
});

describe('maxPayoutMinor of VN bets', () => {
  it('is every covered lot for a lot bet and the full sets for a combination', () => {
    const price = (g: typeof south, betType: BetTypeId, numbers: string[]) =>
      maxPayoutMinor(g, settings, priceBet(g, settings, { betType, numbers, stakeMinor: 1000n }));
    expect(price(north, 'baoLo2', ['45', '01'])).toBe(1000n * 75n * 27n);
    expect(price(south, 'deDauDuoi', ['45'])).toBe(1000n * 75n * 2n);
    expect(price(north, 'xien2', ['45', '01'])).toBe(1000n * 17n * 13n);
    expect(price(south, 'da', ['45', '01'])).toBe(1000n * 750n * 9n);
  });
});
