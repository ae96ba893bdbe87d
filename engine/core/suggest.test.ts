import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from './suggest.ts';

describe('didYouMean', () => {
  it('measures edits, counting a swap as one', () => {
    expect(editDistance('header', 'haeder')).toBe(1);
    expect(editDistance('jackpot', 'jackpot')).toBe(0);
  });

  it('suggests a close name and nothing for a far one', () => {
    const types = ['jackpot-ticker', 'banner-carousel', 'header'];
    expect(didYouMean('jackpot-tikcer', types)).toBe('jackpot-ticker');
    expect(didYouMean('banner', types)).toBe('banner-carousel');
    expect(didYouMean('roulette', types)).toBeUndefined();
  });
});
