import { describe, expect, it } from 'vitest';
import { brandWith, demoBrands } from '../../../../tests/support/brands.ts';
import { lotterySettingsRule } from './lottery-rules.ts';

/** What the rule reports on a brand: pointer and message of each problem. */
function findings(brand: Parameters<typeof lotterySettingsRule.run>[0]['brand']) {
  const out: { pointer: string; message: string }[] = [];
  lotterySettingsRule.run({
    brand,
    widgets: {},
    report: (pointer, _code, message) => out.push({ pointer, message }),
  });
  return out;
}

describe('lottery-settings', () => {
  it.each(['royal', 'lucky'])('passes the %s demo brand', (id) => {
    expect(findings(demoBrands[id]!)).toEqual([]);
  });

  it('reports a bet type whose minimum stake is above its maximum', () => {
    const brand = brandWith('royal', {
      lottery: { limits: { kenoPick: { minStakeMinor: 2_000, maxStakeMinor: 1_999 } } },
    });
    expect(findings(brand)).toEqual([
      {
        pointer: '/lottery/limits/kenoPick/minStakeMinor',
        message: expect.stringMatching(
          /^The kenoPick minStakeMinor 2000 \(₱20\.00\) is above its maxStakeMinor 1999 \(₱19\.99\)/,
        ),
      },
    ]);
  });

  it('reports KENO hours that hold no draw, and accepts a one-draw day', () => {
    const late = brandWith('royal', {
      lottery: { keno: { firstDraw: '21:00', lastDraw: '08:00' } },
    });
    expect(findings(late)).toEqual([
      {
        pointer: '/lottery/keno/firstDraw',
        message: expect.stringContaining("KENO's firstDraw 21:00 is after its lastDraw 08:00"),
      },
    ]);
    const single = brandWith('royal', {
      lottery: { keno: { firstDraw: '12:00', lastDraw: '12:00' } },
    });
    expect(findings(single)).toEqual([]);
  });
});
