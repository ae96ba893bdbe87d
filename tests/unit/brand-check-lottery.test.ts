/**
 * Lottery odds are multiples of 0.01 (schemas/brand/lottery.ts): brand:check accepts any two
 * decimals, including those binary floating point cannot hold exactly, and refuses a third.
 */
import { describe, expect, it } from 'vitest';
import { checkBrands } from '../../engine/core/brand/check.ts';
import { brandCheckOptions as options, repoSource } from '../support/brand-check.ts';

const base = repoSource('brands/base.json');

/** The errors brand:check finds in a brand extending base with these lottery odds. */
function errorsWithOdds(odds: Record<string, number>) {
  const brand = {
    extends: 'base',
    id: 'odds',
    name: 'Odds',
    merchantCode: 'ODDS',
    domains: ['odds.test'],
    lottery: { odds },
  };
  const source = { path: 'odds.json', text: JSON.stringify(brand, null, 2) };
  return checkBrands([base, source], options)
    .diagnostics.filter((d) => d.file === 'odds.json' && d.severity === 'error')
    .map((d) => `${d.rule} ${d.pointer}`);
}

describe('lottery odds in a brand file', () => {
  it('take any two decimals', () => {
    expect(errorsWithOdds({ fastOddEven: 1.15, kenoBigSmall: 0.29, fastDigit: 9.57 })).toEqual([]);
  });

  it('refuse a third decimal', () => {
    expect(errorsWithOdds({ fastDigit: 9.805 })).toEqual([
      'schema/multipleOf /lottery/odds/fastDigit',
    ]);
  });
});
