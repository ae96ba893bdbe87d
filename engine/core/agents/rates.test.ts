import { describe, expect, it } from 'vitest';
import { formatRate, parseRate } from './rates.ts';

describe('contract rates', () => {
  it('shows basis points as a percentage', () => {
    expect(formatRate(150)).toBe('1.5%');
    expect(formatRate(2_500)).toBe('25%');
    expect(formatRate(5)).toBe('0.05%');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(10_000)).toBe('100%');
  });

  it('reads a typed percentage as basis points, without floating point', () => {
    expect(parseRate('1.5')).toBe(150);
    expect(parseRate(' 25 % ')).toBe(2_500);
    expect(parseRate('0.05')).toBe(5);
    expect(parseRate('.5')).toBe(50);
    expect(parseRate('0.29')).toBe(29);
    expect(parseRate('')).toBeNull();
  });

  it('refuses what is no percentage of at most two decimals', () => {
    for (const text of ['1.505', '-1', 'abc', '.', '1,5']) expect(parseRate(text)).toBeNaN();
  });
});
