/**
 * Settling which version of each brand is served (settle.ts), on hand-made check results:
 * contested domains, fallbacks to the last good version, and no dependence on order.
 */
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../schemas/brand.ts';
import type { CheckResult, CheckedBrand } from '../../../engine/core/brand/check.ts';
import { settleBrands, type StoredBrand } from './settle.ts';

/** Enough of a brand for settling: an id, a name and domains. */
const brand = (id: string, domains: string[], name = id) =>
  ({ id, name, abstract: false, domains }) as unknown as Brand;
const checked = (id: string, domains: string[], name?: string): CheckedBrand => ({
  id,
  file: `brands/${id}.json`,
  brand: brand(id, domains, name),
  valid: true,
});
const stored = (id: string, domains: string[]): StoredBrand => ({
  id,
  file: `brands/${id}.json`,
  brand: brand(id, domains, `${id} (stored)`),
  storedAt: new Date('2026-03-01T00:00:00Z'),
});
const served = (check: CheckResult, last: StoredBrand[]) =>
  settleBrands(check, last).served.map((v) => `${v.id}:${v.source}:${v.brand.domains.join('+')}`);

describe('settling brands with the last good set', () => {
  it('keeps a domain with its brand, sends a refused claimant back to its own last good version, and frees what that drops', () => {
    const last = [stored('alpha', ['a.test']), stored('bravo', ['b.test'])];
    const brands = [
      checked('alpha', ['a.test']),
      checked('bravo', ['a.test', 'c.test']),
      checked('charlie', ['c.test']),
    ];
    const expected = ['alpha:files:a.test', 'bravo:last-good:b.test', 'charlie:files:c.test'];
    expect(served({ diagnostics: [], brands }, last)).toEqual(expected);
    expect(served({ diagnostics: [], brands: [...brands].reverse() }, last)).toEqual(expected);
  });

  it('gives a domain to no newcomer when nobody served it before, whatever the order', () => {
    const brands = [checked('alpha', ['x.test', 'a.test']), checked('bravo', ['x.test'])];
    for (const order of [brands, [...brands].reverse()]) {
      const settlement = settleBrands({ diagnostics: [], brands: order }, []);
      expect(settlement.served).toEqual([]);
      expect(settlement.unserved.map((u) => u.id)).toEqual(['alpha', 'bravo']);
      expect(settlement.diagnostics.map((d) => d.message)).toContain(
        'Domain "x.test" is also claimed by brand "bravo" and no claimant served it before; none gets it until one claim is removed.',
      );
    }
  });

  it('refuses every claimant of domains nobody owned at once, so no domain order decides', () => {
    const brands = [
      checked('bravo', ['x.test', 'y.test']),
      checked('charlie', ['x.test']),
      checked('delta', ['y.test']),
    ];
    for (const order of [brands, [...brands].reverse()])
      expect(served({ diagnostics: [], brands: order }, [])).toEqual([]);
  });
});
