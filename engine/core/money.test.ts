import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

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
});
