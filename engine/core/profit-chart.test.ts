import { describe, expect, it } from 'vitest';
import { extremes, profitChart } from './profit-chart.ts';

describe('profitChart', () => {
  it('puts profits above and losses below a zero line scaled to both', () => {
    const { bars, zeroY } = profitChart([300, -100, 0], 30, 100, 0);
    expect(zeroY).toBe(75);
    expect(bars).toEqual([
      { x: 0, y: 0, width: 10, height: 75, sign: 'profit' },
      { x: 10, y: 75, width: 10, height: 25, sign: 'loss' },
      { x: 20, y: 75, width: 10, height: 0, sign: 'even' },
    ]);
  });

  it('keeps the zero line at the top with losses only, in the middle without any', () => {
    expect(profitChart([-5, -10], 20, 50).zeroY).toBe(0);
    const flat = profitChart([0, 0], 20, 50);
    expect(flat.zeroY).toBe(25);
    expect(flat.bars.every((bar) => bar.height === 0)).toBe(true);
  });

  it('leaves a gap around each bar', () => {
    const [bar] = profitChart([10], 10, 10, 0.2).bars;
    expect(bar).toMatchObject({ x: 1, width: 8 });
  });

  it('finds the best and the worst day', () => {
    expect(extremes([5, -3, 9, -3])).toEqual({ high: 2, low: 1 });
    expect(extremes([])).toBeNull();
  });
});
