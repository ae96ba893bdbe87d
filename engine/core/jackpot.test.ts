import { describe, expect, it } from 'vitest';
import { jackpotDelayMs, jackpotStart, jackpotStep, type JackpotConstants } from './jackpot.ts';

const spec: JackpotConstants = {
  min: 10_000_000,
  max: 99_999_999,
  stepMin: 100,
  stepMax: 500,
  intervalsSeconds: [3, 4, 5],
};
const fixed = (value: number) => () => value;

describe('jackpot', () => {
  it('starts between 10,000,000.00 and 99,999,999.99', () => {
    expect(jackpotStart(spec, fixed(0))).toBe(1_000_000_000);
    expect(jackpotStart(spec, fixed(0.999999999))).toBe(9_999_999_999);
    for (let i = 0; i < 200; i += 1) {
      const start = jackpotStart(spec);
      expect(start).toBeGreaterThanOrEqual(1_000_000_000);
      expect(start).toBeLessThanOrEqual(9_999_999_999);
    }
  });

  it('grows by 100 to 500 (with cents) each step', () => {
    expect(jackpotStep(spec, fixed(0))).toBe(10_000);
    expect(jackpotStep(spec, fixed(0.999999999))).toBe(50_099);
  });

  it('waits 3, 4 or 5 seconds', () => {
    expect([0, 0.4, 0.9].map((r) => jackpotDelayMs(spec, fixed(r)))).toEqual([3000, 4000, 5000]);
  });
});
