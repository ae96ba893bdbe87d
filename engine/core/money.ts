/**
 * Formats integer minor units (house rule 9) as the brand shows money: currency symbol, then
 * the amount with `decimals` places and thousands separators, for example `₱1,234.50`.
 */
export function formatMoney(
  minorUnits: number | bigint,
  currency: { symbol: string; decimals?: number },
  locale = 'en',
): string {
  const decimals = currency.decimals ?? 2;
  const units = BigInt(minorUnits);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const fraction = abs % scale;
  const wholeText = new Intl.NumberFormat(locale, { useGrouping: true }).format(whole);
  const separator = decimals > 0 ? decimalSeparator(locale) : '';
  const fractionText = decimals > 0 ? fraction.toString().padStart(decimals, '0') : '';
  return `${negative ? '-' : ''}${currency.symbol}${wholeText}${separator}${fractionText}`;
}

function decimalSeparator(locale: string): string {
  return (
    new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
  );
}
