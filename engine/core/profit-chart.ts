/**
 * The bars of the personal profit-and-loss chart (spec §2 `personalProfit`): one bar per day,
 * up from a zero line for a profit, down for a loss, scaled so the largest of either fits.
 * Pure geometry in the chart's own units; the widget draws it as SVG.
 */

/** One bar: where it starts across, its top and height, and which side of zero it is on. */
export interface ProfitBar {
  x: number;
  y: number;
  width: number;
  height: number;
  sign: 'profit' | 'loss' | 'even';
}

/** The chart: its bars and the height of the zero line. */
export interface ProfitChart {
  bars: ProfitBar[];
  zeroY: number;
}

/**
 * Lays out `values` (profit per day, minor units) in a `width` x `height` box: each day gets an
 * equal slot with a gap of `gap` (a share of the slot) around its bar. Without any profit or
 * loss the zero line sits in the middle and every bar is empty.
 */
export function profitChart(
  values: readonly number[],
  width: number,
  height: number,
  gap = 0.2,
): ProfitChart {
  const top = Math.max(0, ...values);
  const bottom = Math.max(0, ...values.map((value) => -value));
  const span = top + bottom;
  const scale = span === 0 ? 0 : height / span;
  const zeroY = span === 0 ? height / 2 : top * scale;
  const slot = values.length === 0 ? 0 : width / values.length;
  const bars = values.map((value, index): ProfitBar => {
    const size = Math.abs(value) * scale;
    return {
      x: index * slot + (slot * gap) / 2,
      y: value > 0 ? zeroY - size : zeroY,
      width: slot * (1 - gap),
      height: size,
      sign: value > 0 ? 'profit' : value < 0 ? 'loss' : 'even',
    };
  });
  return { bars, zeroY };
}

/** The index of the largest and of the smallest value (the first of equals); null when empty. */
export function extremes(values: readonly number[]): { high: number; low: number } | null {
  if (values.length === 0) return null;
  let high = 0;
  let low = 0;
  values.forEach((value, index) => {
    if (value > (values[high] ?? 0)) high = index;
    if (value < (values[low] ?? 0)) low = index;
  });
  return { high, low };
}
