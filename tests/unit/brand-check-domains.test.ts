/**
 * Issue 11, finding 4: a brand file that lists another brand's domain. brand:check reports
 * the domain in both files, each naming the other by file:line:column and JSON pointer, and
 * no file order decides which of them passes.
 */
import { describe, expect, it } from 'vitest';
import { checkBrands, type BrandSource } from '../../engine/core/brand/check.ts';
import { brandCheckOptions as options, repoSource as read } from '../support/brand-check.ts';

const sources = [
  read('brands/base.json'),
  read('brands/lucky.json'),
  read('tests/fixtures/brands/broken/duplicate-domain.json'),
];
const check = (files: readonly BrandSource[]) => checkBrands(files, options);

describe('a domain claimed by two brand files', () => {
  it('is reported in both files, each naming the other file:line and pointer', () => {
    const { diagnostics } = check(sources);
    const found = diagnostics.filter((d) => d.rule === 'duplicate-domain');
    expect(found.map((d) => `${d.file}:${d.line}:${d.column} ${d.pointer}`).sort()).toEqual([
      'brands/lucky.json:7:15 /domains/0',
      'tests/fixtures/brands/broken/duplicate-domain.json:7:5 /domains/0',
    ]);
    const lucky = found.find((d) => d.file === 'brands/lucky.json')!;
    expect(lucky.message).toContain(
      'brand "duplicate-domain" (tests/fixtures/brands/broken/duplicate-domain.json:7:5 /domains/0)',
    );
    const newcomer = found.find((d) => d.file !== 'brands/lucky.json')!;
    expect(newcomer.message).toContain('brand "lucky" (brands/lucky.json:7:15 /domains/0)');
  });

  it('leaves neither claimant valid, whatever order the files come in', () => {
    for (const order of [sources, [...sources].reverse()]) {
      const { brands, diagnostics } = check(order);
      // Nothing else is wrong with lucky: only the contested domain keeps it out.
      expect(diagnostics.filter((d) => d.file === 'brands/lucky.json').map((d) => d.rule)).toEqual([
        'duplicate-domain',
      ]);
      expect(brands.filter((b) => b.id !== 'base').map((b) => [b.id, b.valid])).toEqual(
        expect.arrayContaining([
          ['lucky', false],
          ['duplicate-domain', false],
        ]),
      );
    }
  });
});
