import { describe, expect, it } from 'vitest';
import { lotteryGame } from './games.ts';
import {
  checkedResult,
  formatWinningNumbers,
  parseWinningNumbers,
  vnPrizeShape,
  type DrawResult,
} from './results.ts';
import { lotterySettingsWithDefaults } from './settings.ts';

const settings = lotterySettingsWithDefaults();
const game = (id: string) => lotteryGame(settings, id)!;

const southText =
  '739659~33245~31249~54776,38013~08470,17257,95007,13668,58023,34143,00482~2071~7962,6302,8532~228~61';
const northText =
  '81862~37351~22051,59177~01939,51171,49125,12067,22996,35548~3556,1525,9040,0379~3194,4724,7217,9617,3605,6765~526,446,765~58,65,81,01';
const kenoText = '02,07,08,10,16,17,23,25,32,33,35,38,39,47,52,54,63,65,78,79';

describe('vnPrizeShape', () => {
  it("has the issue's 27 North numbers (DB..G7) and 18 South/Central numbers (DB..G8)", () => {
    const total = (region: 'north' | 'central' | 'south') =>
      vnPrizeShape(region).reduce((sum, s) => sum + s.count, 0);
    expect(total('north')).toBe(27);
    expect(total('central')).toBe(18);
    expect(total('south')).toBe(18);
    expect(vnPrizeShape('north').map((s) => `${s.prize} ${s.count}x${s.digits}`)).toEqual([
      'DB 1x5',
      'G1 1x5',
      'G2 2x5',
      'G3 6x5',
      'G4 4x4',
      'G5 6x4',
      'G6 3x3',
      'G7 4x2',
    ]);
    expect(vnPrizeShape('south').map((s) => `${s.prize} ${s.count}x${s.digits}`)).toEqual([
      'DB 1x6',
      'G1 1x5',
      'G2 1x5',
      'G3 2x5',
      'G4 7x5',
      'G5 1x4',
      'G6 3x4',
      'G7 1x3',
      'G8 1x2',
    ]);
  });
});

describe('winning-number text', () => {
  it('round-trips VN results of both shapes, KENO and e-lottery results', () => {
    for (const [id, text] of [
      ['VN_S_TPHCM', southText],
      ['VN_C_HUE', southText],
      ['VN_N', northText],
      ['KENO', kenoText],
      ['SEA_5M', '0,9,3,3,1'],
    ] as const)
      expect(formatWinningNumbers(parseWinningNumbers(game(id), text))).toBe(text);
  });

  it('reads prizes by name and numbers as numbers', () => {
    const south = parseWinningNumbers(game('VN_S_TPHCM'), southText);
    expect(south).toMatchObject({
      kind: 'vn',
      region: 'south',
      prizes: { DB: ['739659'], G7: ['228'], G8: ['61'], G6: ['7962', '6302', '8532'] },
    });
    expect(parseWinningNumbers(game('KENO'), kenoText)).toMatchObject({
      numbers: [2, 7, 8, 10, 16, 17, 23, 25, 32, 33, 35, 38, 39, 47, 52, 54, 63, 65, 78, 79],
    });
    expect(parseWinningNumbers(game('ELOTT_1M'), '0,9,3,3,1')).toEqual({
      kind: 'fast',
      digits: [0, 9, 3, 3, 1],
    });
  });

  it('ignores spaces around values and sorts KENO numbers given in draw order', () => {
    expect(
      formatWinningNumbers(
        parseWinningNumbers(
          game('KENO'),
          ' 79, 02,07,08,10,16,17,23,25,32,33,35,38,39,47,52,54,63,65,78 ',
        ),
      ),
    ).toBe(kenoText);
  });

  it('writes a missing VN prize as an empty group', () => {
    const partial: DrawResult = { kind: 'vn', region: 'north', prizes: { DB: ['12345'] } };
    expect(formatWinningNumbers(partial)).toBe('12345~~~~~~~');
  });

  it.each([
    [
      'VN_S_TPHCM',
      southText.replace('~61', ''),
      'A south result has 9 groups (DB, G1, G2, G3, G4, G5, G6, G7, G8) separated by "~", not 8.',
    ],
    [
      'VN_N',
      `${northText}~11`,
      'A north result has 8 groups (DB, G1, G2, G3, G4, G5, G6, G7) separated by "~", not 9.',
    ],
    ['VN_S_TPHCM', southText.replace('54776,38013', '54776'), 'G3 has 2 number(s), not 1.'],
    [
      'VN_S_TPHCM',
      southText.replace('739659', '73965'),
      'DB numbers have 6 digits: "73965" has not.',
    ],
    ['VN_N', northText.replace('58,65', '58,6a'), 'G7 numbers have 2 digits: "6a" has not.'],
    ['KENO', `${kenoText}~01`, 'A KENO result is one group, without "~".'],
    ['KENO', kenoText.replace(',79', ''), 'A KENO result has 20 numbers, not 19.'],
    [
      'KENO',
      kenoText.replace('79', '81'),
      'KENO numbers are two digits from 01 to 80: "81" is not.',
    ],
    [
      'KENO',
      kenoText.replace('02', '00'),
      'KENO numbers are two digits from 01 to 80: "00" is not.',
    ],
    ['KENO', kenoText.replace('02', '2'), 'KENO numbers are two digits from 01 to 80: "2" is not.'],
    ['KENO', kenoText.replace('79', '78'), 'A KENO result has each number once: 78 repeats.'],
    ['ELOTT_1M', '1,2,3,4,5~6', 'An e-lottery result is one group, without "~".'],
    ['ELOTT_1M', '1,2,3,4', 'An e-lottery result has 5 digits, not 4.'],
    ['ELOTT_1M', '1,2,3,4,10', 'E-lottery values are single digits 0 to 9: "10" is not.'],
    ['ELOTT_1M', '', 'An e-lottery result has 5 digits, not 0.'],
  ])('refuses a malformed %s text: %s', (id, text, message) => {
    expect(() => parseWinningNumbers(game(id), text)).toThrow(message);
  });
});

describe('checkedResult', () => {
  it('accepts a result of the game and refuses one of another kind, region or shape', () => {
    const south = parseWinningNumbers(game('VN_S_TPHCM'), southText);
    if (south.kind !== 'vn') throw new Error('not VN');
    expect(checkedResult(game('VN_C_HUE'), { ...south, region: 'central' })).toEqual({
      ...south,
      region: 'central',
    });
    expect(() => checkedResult(game('VN_N'), south)).toThrow('The result is not one of VN_N.');
    expect(() => checkedResult(game('KENO'), south)).toThrow('The result is not one of KENO.');
    expect(() =>
      checkedResult(game('VN_N'), { kind: 'vn', region: 'north', prizes: { DB: ['12345'] } }),
    ).toThrow('G1 has 1 number(s), not 0.');
  });
});
