/**
 * Contract rates as agents read and type them: basis points (1 bp = 0.01 %) shown and entered
 * as percentages with at most two decimals, so a rate never passes through floating point on
 * its way to the platform.
 */

/** A rate in basis points as a percentage in `locale`: 150 -> `1.5%`, 2500 -> `25%`. */
export function formatRate(rateBp: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBp / 10_000,
  );
}

/**
 * Reads a percentage an agent typed (`1.5`, `25`, `0.05`, with or without `%`) as basis points:
 * null for an empty input, NaN for text that is not such a percentage (more than two decimals,
 * a sign, letters).
 */
export function parseRate(text: string): number | null {
  const plain = text.replace(/[\s%]/g, '');
  if (plain === '') return null;
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return NaN;
  return Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
