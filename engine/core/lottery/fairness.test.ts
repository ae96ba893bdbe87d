import { describe, expect, it } from 'vitest';
import { commitmentOf, deriveResult, DrawStream, newSeed, verifyDraw } from './fairness.ts';
import { lotteryGame } from './games.ts';
import { formatWinningNumbers, parseWinningNumbers, vnPrizeShape } from './results.ts';
import { lotterySettingsWithDefaults } from './settings.ts';

const settings = lotterySettingsWithDefaults();
const game = (id: string) => lotteryGame(settings, id)!;

// The seed of bytes 0x00..0x1f. The expectations below were computed independently with
// node:crypto (createHash / createHmac) following docs/lottery.md, not with this module.
const seed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('commitmentOf', () => {
  it('is SHA-256 of the seed bytes, lower-case hex', async () => {
    expect(await commitmentOf(seed)).toBe(
      '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    );
  });

  it.each([
    ['too short', seed.slice(2)],
    ['upper case', seed.toUpperCase()],
    ['not hex', `${seed.slice(1)}g`],
  ])('refuses a seed that is %s', async (_, bad) => {
    await expect(commitmentOf(bad)).rejects.toThrow(
      'A seed is 64 lower-case hexadecimal digits (32 bytes).',
    );
  });
});

describe('deriveResult', () => {
  it('derives the known KENO, e-lottery and VN results of the seed', async () => {
    const text = async (id: string, key: string) =>
      formatWinningNumbers(await deriveResult(game(id), seed, key));
    expect(await text('KENO', 'KENO-20250106-0600')).toBe(
      '02,07,08,10,16,17,23,25,32,33,35,38,39,47,52,54,63,65,78,79',
    );
    expect(await text('ELOTT_1M', 'ELOTT_1M-202501060000')).toBe('5,5,7,2,7');
    expect(await text('VN_S_TPHCM', 'VN_S_TPHCM-20250106')).toBe(
      '739659~33245~31249~54776,38013~08470,17257,95007,13668,58023,34143,00482~2071~7962,6302,8532~228~61',
    );
    expect(await text('VN_N', 'VN_N-20250106')).toBe(
      '81862~37351~22051,59177~01939,51171,49125,12067,22996,35548~3556,1525,9040,0379~3194,4724,7217,9617,3605,6765~526,446,765~58,65,81,01',
    );
  });

  it('gives another draw key other numbers, and the same key the same numbers', async () => {
    const a = await deriveResult(game('KENO'), seed, 'KENO-1');
    expect(await deriveResult(game('KENO'), seed, 'KENO-1')).toEqual(a);
    expect(await deriveResult(game('KENO'), seed, 'KENO-2')).not.toEqual(a);
  });

  it('keeps every number in range: KENO 20 distinct of 1..80, digits 0..9, VN prizes in shape', async () => {
    for (let draw = 0; draw < 40; draw += 1) {
      const key = `draw-${draw}`;
      const drawSeed = newSeed();
      const keno = await deriveResult(game('KENO'), drawSeed, key);
      if (keno.kind !== 'keno') throw new Error('not KENO');
      expect(new Set(keno.numbers).size).toBe(20);
      expect(keno.numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 80)).toBe(true);
      expect(keno.numbers).toEqual([...keno.numbers].sort((x, y) => x - y));
      const fast = await deriveResult(game('SEA_5M'), drawSeed, key);
      if (fast.kind !== 'fast') throw new Error('not fast');
      expect(fast.digits).toHaveLength(5);
      expect(fast.digits.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)).toBe(true);
      for (const id of ['VN_N', 'VN_C_HUE']) {
        const vn = await deriveResult(game(id), drawSeed, key);
        // Parsing checks every prize's count and digits.
        expect(parseWinningNumbers(game(id), formatWinningNumbers(vn))).toEqual(vn);
        if (vn.kind !== 'vn') throw new Error('not VN');
        expect(Object.keys(vn.prizes)).toEqual(vnPrizeShape(vn.region).map((s) => s.prize));
      }
    }
  });

  it('refuses an empty draw key and a malformed seed', async () => {
    await expect(deriveResult(game('KENO'), seed, '')).rejects.toThrow(
      "A draw key is the draw's public id, not empty.",
    );
    await expect(deriveResult(game('KENO'), 'seed', 'k')).rejects.toThrow('A seed is 64');
  });
});

describe('DrawStream', () => {
  it('rejects the words at or above the last whole multiple of the bound', async () => {
    // With bound 2^31 + 1 about half of all words are rejected; the accepted ones, in order,
    // are the stream's values. The raw words are computed here with WebCrypto directly.
    const bound = 2 ** 31 + 1;
    const key = await crypto.subtle.importKey(
      'raw',
      Uint8Array.from({ length: 32 }, (_, i) => i),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const words: number[] = [];
    for (let counter = 0; counter < 4; counter += 1) {
      const block = new DataView(
        await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`k:${counter}`)),
      );
      for (let offset = 0; offset < 32; offset += 4) words.push(block.getUint32(offset));
    }
    const accepted = words.filter((w) => w < bound).map((w) => w % bound);
    expect(accepted.length).toBeLessThan(words.length);
    const stream = await DrawStream.open(seed, 'k');
    const values: number[] = [];
    for (const _ of accepted) values.push(await stream.below(bound));
    expect(values).toEqual(accepted);
  });
});

describe('verifyDraw', () => {
  const published = {
    seedHex: seed,
    commitment: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    drawKey: 'ELOTT_1M-202501060000',
    winningNumbers: '5,5,7,2,7',
  };

  it('confirms a fair draw, whatever the case of the commitment or the spaces of the numbers', async () => {
    expect(await verifyDraw(game('ELOTT_1M'), published)).toEqual({
      commitmentOk: true,
      resultOk: true,
      expected: '5,5,7,2,7',
    });
    expect(
      await verifyDraw(game('ELOTT_1M'), {
        ...published,
        commitment: published.commitment.toUpperCase(),
        winningNumbers: ' 5, 5, 7, 2, 7 ',
      }),
    ).toMatchObject({ commitmentOk: true, resultOk: true });
  });

  it('accepts KENO numbers published in draw order', async () => {
    const shuffled = '79,02,07,08,10,16,17,23,25,32,33,35,38,39,47,52,54,63,65,78';
    const result = await verifyDraw(game('KENO'), {
      ...published,
      drawKey: 'KENO-20250106-0600',
      winningNumbers: shuffled,
    });
    expect(result.resultOk).toBe(true);
  });

  it('flags a commitment of another seed, other numbers and malformed numbers', async () => {
    expect(
      await verifyDraw(game('ELOTT_1M'), {
        ...published,
        commitment: await commitmentOf(newSeed()),
        winningNumbers: '5,5,7,2,8',
      }),
    ).toEqual({ commitmentOk: false, resultOk: false, expected: '5,5,7,2,7' });
    expect(
      (await verifyDraw(game('ELOTT_1M'), { ...published, winningNumbers: '5,5,7,2' })).resultOk,
    ).toBe(false);
  });

  it('refuses a malformed seed', async () => {
    await expect(verifyDraw(game('KENO'), { ...published, seedHex: 'x' })).rejects.toThrow(
      'A seed is 64',
    );
  });
});

describe('newSeed', () => {
  it('is 32 fresh random bytes as lower-case hex', () => {
    const a = newSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newSeed()).not.toBe(a);
  });
});
