import { describe, expect, it } from 'vitest';
import type { BetInput } from './bet-types.ts';
import { betTypesOf, priceBet, settleBet } from './bets.ts';
import { lotteryGame } from './games.ts';
import { parseWinningNumbers } from './results.ts';
import { lotterySettingsWithDefaults } from './settings.ts';

const settings = lotterySettingsWithDefaults();
const game = (id: string) => lotteryGame(settings, id)!;
const bet = (betType: BetInput['betType'], numbers: string[], extra: Partial<BetInput> = {}) => ({
  betType,
  numbers,
  stakeMinor: 1000n,
  ...extra,
});

describe('betTypesOf', () => {
  it('offers each game only its own bet types', () => {
    expect(betTypesOf(game('VN_N'))).toEqual([
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
    ]);
    const stations = ['deDauDuoi', 'xiuChu', 'baoLo2', 'baoLo3', 'baoLo4', 'bao7Lo', 'da'];
    expect(betTypesOf(game('VN_S_CAMAU'))).toEqual(stations);
    expect(betTypesOf(game('VN_C_KONTUM'))).toEqual(stations);
    expect(betTypesOf(game('KENO'))).toEqual(['kenoPick', 'kenoBigSmall', 'kenoOddEven']);
    expect(betTypesOf(game('SEA_5M'))).toEqual([
      'fastDigit',
      'fastBigSmall',
      'fastOddEven',
      'fastSumBigSmall',
      'fastSumOddEven',
    ]);
  });
});

describe('priceBet', () => {
  it('prices VN bets per number and lot (da: 18 lots x 2 numbers), xien and KENO once', () => {
    const north = game('VN_N');
    expect(priceBet(north, settings, bet('baoLo2', ['01', '02', '03']))).toEqual({
      betType: 'baoLo2',
      numbers: ['01', '02', '03'],
      position: null,
      stakeMinor: 1000n,
      lots: 27,
      costMinor: 81_000n,
    });
    expect(priceBet(north, settings, bet('xien4', ['01', '02', '03', '04'])).costMinor).toBe(1000n);
    expect(priceBet(game('VN_S_CAMAU'), settings, bet('da', ['01', '02'])).costMinor).toBe(36_000n);
    expect(priceBet(game('KENO'), settings, bet('kenoPick', ['01', '02', '80'])).costMinor).toBe(
      1000n,
    );
    expect(priceBet(game('KENO'), settings, bet('kenoOddEven', ['even'])).costMinor).toBe(1000n);
  });

  it('takes the stake limits of the bet type from the settings', () => {
    const custom = lotterySettingsWithDefaults({
      limits: { baoLo2: { minStakeMinor: 500, maxStakeMinor: 600 } },
    });
    const north = game('VN_N');
    expect(priceBet(north, custom, bet('baoLo2', ['01'], { stakeMinor: 500n })).costMinor).toBe(
      13_500n,
    );
    expect(() => priceBet(north, custom, bet('baoLo2', ['01'], { stakeMinor: 601n }))).toThrow(
      'The stake of a baoLo2 bet is at most 600 minor units.',
    );
    expect(priceBet(north, custom, bet('baoLo3', ['001'], { stakeMinor: 10_000_000n })).lots).toBe(
      23,
    );
  });

  it.each([
    ['VN_N', 'Mien Bac (VN_N) has no bet type "bao7Lo".', bet('bao7Lo', ['01'])],
    ['VN_S_TPHCM', 'TP.HCM (VN_S_TPHCM) has no bet type "xien2".', bet('xien2', ['01', '02'])],
    ['KENO', 'KENO (KENO) has no bet type "baoLo2".', bet('baoLo2', ['01'])],
    [
      'ELOTT_1M',
      'E-Lotto 1 minute (ELOTT_1M) has no bet type "kenoPick".',
      bet('kenoPick', ['01']),
    ],
    ['VN_N', 'A baoLo2 bet takes 2-digit numbers: "5" is not one.', bet('baoLo2', ['5'])],
    ['VN_N', 'A baoLo3 bet takes 3-digit numbers: "12" is not one.', bet('baoLo3', ['12'])],
    ['VN_N', 'A baoLo4 bet takes 4-digit numbers: "12a4" is not one.', bet('baoLo4', ['12a4'])],
    ['VN_N', 'A xiuChu bet takes 3-digit numbers: "1234" is not one.', bet('xiuChu', ['1234'])],
    ['VN_N', 'A deDauDuoi bet has each number once: "05" repeats.', bet('deDauDuoi', ['05', '05'])],
    ['VN_N', 'A baoLo2 bet takes 1 to 100 number(s), not 0.', bet('baoLo2', [])],
    [
      'VN_N',
      'A baoLo3 bet takes 1 to 100 number(s), not 101.',
      bet(
        'baoLo3',
        Array.from({ length: 101 }, (_, i) => String(i).padStart(3, '0')),
      ),
    ],
    ['VN_N', 'A xien3 bet takes 3 number(s), not 2.', bet('xien3', ['01', '02'])],
    ['VN_N', 'A xien2 bet has each number once: "01" repeats.', bet('xien2', ['01', '01'])],
    ['VN_S_TPHCM', 'A da bet takes 2 number(s), not 3.', bet('da', ['01', '02', '03'])],
    ['VN_N', 'A nhatTo bet takes no position.', bet('nhatTo', ['01'], { position: 1 })],
    [
      'VN_N',
      'The stake of a baoLo2 bet is at least 1000 minor units.',
      bet('baoLo2', ['01'], { stakeMinor: 999n }),
    ],
    [
      'VN_N',
      'The stake of a baoLo2 bet is at most 10000000 minor units.',
      bet('baoLo2', ['01'], { stakeMinor: 10_000_001n }),
    ],
    ['KENO', 'A kenoPick bet takes 1 to 10 number(s), not 0.', bet('kenoPick', [])],
    [
      'KENO',
      'A kenoPick bet takes 1 to 10 number(s), not 11.',
      bet('kenoPick', ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11']),
    ],
    [
      'KENO',
      'A kenoPick bet takes two-digit numbers 01 to 80: "81" is not one.',
      bet('kenoPick', ['81']),
    ],
    [
      'KENO',
      'A kenoPick bet takes two-digit numbers 01 to 80: "00" is not one.',
      bet('kenoPick', ['00']),
    ],
    [
      'KENO',
      'A kenoPick bet takes two-digit numbers 01 to 80: "7" is not one.',
      bet('kenoPick', ['7']),
    ],
    ['KENO', 'A kenoPick bet has each number once: "07" repeats.', bet('kenoPick', ['07', '07'])],
    [
      'KENO',
      'A kenoBigSmall bet takes "big" or "small": "odd" is not one.',
      bet('kenoBigSmall', ['odd']),
    ],
    ['KENO', 'A kenoOddEven bet takes 1 number(s), not 2.', bet('kenoOddEven', ['odd', 'even'])],
    [
      'KENO',
      'A kenoOddEven bet takes "odd" or "even": "big" is not one.',
      bet('kenoOddEven', ['big']),
    ],
    ['KENO', 'A kenoPick bet takes no position.', bet('kenoPick', ['01'], { position: 2 })],
    ['ELOTT_1M', 'A fastDigit bet needs a position from 1 to 5.', bet('fastDigit', ['1'])],
    [
      'ELOTT_1M',
      'A fastDigit bet needs a position from 1 to 5.',
      bet('fastDigit', ['1'], { position: 0 }),
    ],
    [
      'ELOTT_1M',
      'A fastOddEven bet needs a position from 1 to 5.',
      bet('fastOddEven', ['odd'], { position: 6 }),
    ],
    [
      'ELOTT_1M',
      'A fastBigSmall bet needs a position from 1 to 5.',
      bet('fastBigSmall', ['big'], { position: 1.5 }),
    ],
    [
      'ELOTT_1M',
      'A fastDigit bet takes one digit 0 to 9: "10" is not one.',
      bet('fastDigit', ['10'], { position: 1 }),
    ],
    [
      'ELOTT_1M',
      'A fastBigSmall bet takes "big" or "small": "odd" is not one.',
      bet('fastBigSmall', ['odd'], { position: 1 }),
    ],
    [
      'SEA_5M',
      'A fastSumOddEven bet is on the sum of the digits: it takes no position.',
      bet('fastSumOddEven', ['odd'], { position: 1 }),
    ],
    [
      'SEA_5M',
      'A fastSumBigSmall bet takes "big" or "small": "even" is not one.',
      bet('fastSumBigSmall', ['even']),
    ],
    ['SEA_5M', 'A fastSumOddEven bet takes 1 number(s), not 0.', bet('fastSumOddEven', [])],
  ] as const)('refuses on %s: %s', (id, message, input) => {
    expect(() => priceBet(game(id), settings, input)).toThrow(message);
  });

  it('copies the numbers, so changing the input later changes no priced bet', () => {
    const numbers = ['01'];
    const priced = priceBet(game('VN_N'), settings, bet('baoLo2', numbers));
    numbers.push('02');
    expect(priced.numbers).toEqual(['01']);
  });
});

describe('settleBet', () => {
  const elott = game('ELOTT_1M');
  const digits = parseWinningNumbers(elott, '1,2,3,4,5');

  it('refuses a bet of another game and a result of another game', () => {
    const north = game('VN_N');
    const vnBet = priceBet(north, settings, bet('baoLo2', ['01']));
    expect(() => settleBet(elott, settings, vnBet, digits)).toThrow(
      'ELOTT_1M has no bet type "baoLo2".',
    );
    expect(() => settleBet(north, settings, vnBet, digits)).toThrow(
      'The result is not one of VN_N.',
    );
  });
});
