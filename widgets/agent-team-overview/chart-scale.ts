/**
 * The value axis of the team overview's chart: from the lowest to the highest value, zero always
 * included, widened to round steps so the ticks read well. Pure maths, no React.
 */
export interface ChartScale {
  /** The lowest and highest values the axis shows. */
  min: number;
  max: number;
  /** The values of the axis's ticks, lowest first, zero among them. */
  ticks: number[];
}

/** A step of 1, 2, 2.5 or 5 times a power of ten that covers `span` in about `count` steps. */
function niceStep(span: number, count: number): number {
  const rough = span / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10;
  return step * power;
}

/** The scale of `values` (amounts in minor units), about `count` steps high. */
export function chartScale(values: readonly number[], count = 4): ChartScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return { min: 0, max: 1, ticks: [0] };
  const step = niceStep(high - low, count);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Math.round(tick));
  return { min, max, ticks };
}

/** Where `value` lies between `scale.max` (0) and `scale.min` (`height`), from the top. */
export function yOf(scale: ChartScale, value: number, height: number): number {
  return ((scale.max - value) / (scale.max - scale.min)) * height;
}
