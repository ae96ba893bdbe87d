import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageTable } from './languages.ts';
import {
  formatMoney,
  hasExtraDecimals,
  latinGroupsOfThree,
  parseMoney,
  plainAmount,
} from './money.ts';

describe('formatMoney', () => {
  it('shows symbol, thousands separators and two decimals from minor units', () => {
    expect(formatMoney(123456789, { symbol: '₱' })).toBe('₱1,234,567.89');
    expect(formatMoney(5, { symbol: '₱' })).toBe('₱0.05');
    expect(formatMoney(0, { symbol: '$' })).toBe('$0.00');
  });

  it('handles negative amounts and other decimal counts', () => {
    expect(formatMoney(-1050, { symbol: '₱' })).toBe('-₱10.50');
    expect(formatMoney(1234, { symbol: '¥', decimals: 0 })).toBe('¥1,234');
  });

  it('is exact beyond the range of doubles', () => {
    expect(formatMoney(123456789012345678901n, { symbol: '₱' })).toBe(
      '₱1,234,567,890,123,456,789.01',
    );
  });

  const tags = [...new Set(Object.values(languageTable).map((language) => language.tag))];
  /** What Intl writes for an amount of minor units with two decimals, with the symbol. */
  const byIntl = (units: bigint, tag: string) => {
    const format = new Intl.NumberFormat(tag, {
      useGrouping: true,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const decimal = `${units / 100n}.${String(units % 100n).padStart(2, '0')}` as `${number}`;
    return `₱${format.format(decimal)}`;
  };

  it.each(tags)('writes amounts in %s as Intl does', (tag) => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), (units) => {
        expect(formatMoney(units, { symbol: '₱' }, tag)).toBe(byIntl(units, tag));
      }),
      { numRuns: 200 },
    );
  });

  it('writes without Intl every locale that has Latin digits in groups of three', () => {
    const plainByIntl = tags.filter((tag) => {
      const written = new Intl.NumberFormat(tag, { useGrouping: true }).format(1234567890n);
      return /^1\D?234\D?567\D?890$/.test(written) && !/^12\D34/.test(written);
    });
    expect(Object.keys(latinGroupsOfThree).sort()).toEqual(plainByIntl.sort());
  });
});

describe('parseMoney', () => {
  it('reads major units as typed into minor units', () => {
    expect(parseMoney('500')).toBe(50_000);
    expect(parseMoney(' 1,000.5 ')).toBe(100_050);
    expect(parseMoney('99.99')).toBe(9_999);
    expect(parseMoney('.5')).toBe(50);
    expect(parseMoney('7.')).toBe(700);
    expect(parseMoney('1234', 0)).toBe(1_234);
  });

  it('tells an empty input from one that is not an amount', () => {
    expect(parseMoney('  ')).toBeNull();
    for (const text of ['-5', 'abc', '1.234', '1.2.3', '.', '1e3', '₱100'])
      expect(parseMoney(text)).toBeNaN();
    expect(parseMoney('1.5', 0)).toBeNaN();
    expect(parseMoney('99999999999999999999')).toBeNaN();
  });
});

describe('plainAmount', () => {
  it('writes minor units as a player types them, decimals only for a fraction', () => {
    expect(plainAmount(10_000)).toBe('100');
    expect(plainAmount(9_950)).toBe('99.50');
    expect(plainAmount(5)).toBe('0.05');
    expect(plainAmount(1_234, 0)).toBe('1234');
  });

  it('round-trips through parseMoney', () => {
    for (const minor of [1, 99, 100, 10_050, 5_000_000])
      expect(parseMoney(plainAmount(minor))).toBe(minor);
  });
});

describe('hasExtraDecimals', () => {
  it('tells an amount with too many decimals from other unreadable input', () => {
    expect(hasExtraDecimals('12.345')).toBe(true);
    expect(hasExtraDecimals('1,000.001')).toBe(true);
    expect(hasExtraDecimals('1.5', 0)).toBe(true);
    expect(hasExtraDecimals('12.34')).toBe(false);
    expect(hasExtraDecimals('12.')).toBe(false);
    expect(hasExtraDecimals('abc.123')).toBe(false);
    expect(hasExtraDecimals('-1.234')).toBe(false);
  });
});
