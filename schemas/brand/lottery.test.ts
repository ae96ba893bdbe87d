import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { lotterySchema } from './lottery.ts';

// The brand checker's options, plus multipleOfPrecision: without it AJV refuses 2-decimal
// multipliers such as 1.15 (1.15 / 0.01 is not an integer in doubles).
const ajv = new Ajv({
  allErrors: true,
  useDefaults: true,
  strict: true,
  strictTypes: false,
  multipleOfPrecision: 6,
});
const validate = ajv.compile({ type: 'object', properties: { lottery: lotterySchema } });

/** The errors of a lottery setting as `keyword instancePath`; defaults are filled into it. */
function problems(lottery: object): string[] {
  return validate({ lottery })
    ? []
    : (validate.errors ?? []).map(
        (e) => `${e.keyword} ${e.instancePath.replace(/^\/lottery/, '')}`,
      );
}

interface Node {
  description?: string;
  default?: unknown;
  properties?: Record<string, Node>;
}

/** Paths of the properties without a description or a default. */
function undocumented(node: Node, path = ''): string[] {
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) => [
    ...(child.description && child.default !== undefined ? [] : [`${path}/${key}`]),
    ...undocumented(child, `${path}/${key}`),
  ]);
}

describe('lotterySchema', () => {
  it('gives every property a description and a default', () => {
    expect(undocumented(lotterySchema)).toEqual([]);
  });

  it('resolves {} to the full defaults', () => {
    const lottery = {};
    expect(problems(lottery)).toEqual([]);
    expect(lottery).toMatchObject({
      missedDraw: 'drawLate',
      allowCancel: true,
      lockSeconds: { vn: 900, keno: 30, fast: 10 },
      keno: { intervalMinutes: 8, firstDraw: '06:00', lastDraw: '22:00' },
      odds: { deDauDuoi: 75, xiuChu: 650, baoLo4: 5500, xien2: 17, da: 750, fastDigit: 9.8 },
      kenoPayTable: { '1': [0, 3.7], '2': [0, 1, 9] },
      limits: {
        baoLo2: { minStakeMinor: 1000, maxStakeMinor: 10_000_000 },
        maxPayoutPerDrawMinor: 10_000_000_000,
      },
    });
  });

  it('accepts multipliers with 2 decimals and refuses more', () => {
    expect(problems({ odds: { fastBigSmall: 1.15, kenoOddEven: 0.29 } })).toEqual([]);
    expect(problems({ odds: { fastBigSmall: 1.955 } })).toEqual(['multipleOf /odds/fastBigSmall']);
  });

  it('refuses a pay table row of the wrong length, unknown keys and bad times', () => {
    expect(problems({ kenoPayTable: { '3': [0, 1, 2] } })).toEqual(['minItems /kenoPayTable/3']);
    expect(problems({ kenoPayTable: { '11': [] } })).toEqual([
      'additionalProperties /kenoPayTable',
    ]);
    expect(problems({ odds: { kenoPick: 2 } })).toEqual(['additionalProperties /odds']);
    expect(problems({ keno: { firstDraw: '6:00' } })).toEqual(['pattern /keno/firstDraw']);
    expect(problems({ keno: { lastDraw: '24:00' } })).toEqual(['pattern /keno/lastDraw']);
    expect(problems({ missedDraw: 'skip' })).toEqual(['enum /missedDraw']);
    expect(problems({ limits: { da: { minStakeMinor: 0 } } })).toEqual([
      'minimum /limits/da/minStakeMinor',
    ]);
  });
});
