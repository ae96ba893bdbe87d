/**
 * Lottery odds are multiples of 0.01 (schemas/brand/lottery.ts): brand:check accepts any two
 * decimals, including those binary floating point cannot hold exactly, and refuses a third.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBrands, type BrandSource } from '../../engine/core/brand/check.ts';
import type { WidgetCatalog } from '../../engine/core/brand/rules.ts';
import { repoRoot } from '../../platform/kernel/paths.ts';

const emitted = (name: string) =>
  JSON.parse(readFileSync(join(repoRoot, 'schemas/json', name), 'utf8')) as unknown;
const options = {
  schema: emitted('brand.schema.json') as object,
  widgets: emitted('widget-catalog.json') as WidgetCatalog,
  assetExists: (asset: string) => existsSync(join(repoRoot, 'brands', asset)),
};
const base: BrandSource = {
  path: 'brands/base.json',
  text: readFileSync(join(repoRoot, 'brands/base.json'), 'utf8'),
};

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
