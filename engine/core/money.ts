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
  const { grouping, separator: decimalSeparator } = localeNumbers(locale);
  const wholeText = grouping.format(whole);
  const separator = decimals > 0 ? decimalSeparator : '';
  const fractionText = decimals > 0 ? fraction.toString().padStart(decimals, '0') : '';
  return `${negative ? '-' : ''}${currency.symbol}${wholeText}${separator}${fractionText}`;
}

/** A locale's whole-number format and decimal separator. */
interface LocaleNumbers {
  grouping: Intl.NumberFormat;
  separator: string;
}

/**
 * Made once per locale: a number format takes far longer to build than to use, and a page
 * formats many amounts (a lobby's winner board, jackpot and tiles while it starts).
 */
const localeNumbersCache = new Map<string, LocaleNumbers>();

function localeNumbers(locale: string): LocaleNumbers {
  let numbers = localeNumbersCache.get(locale);
  if (!numbers) {
    const grouping = new Intl.NumberFormat(locale, { useGrouping: true });
    const separator =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ??
      '.';
    numbers = { grouping, separator };
    localeNumbersCache.set(locale, numbers);
  }
  return numbers;
}

/**
 * Reads an amount a player typed in major units (`500`, `1,000`, `99.5`) as integer minor
 * units: null for an empty input, NaN for text that is not such an amount (a sign, letters, or
 * more decimals than the currency has). Commas and spaces are taken as thousands separators.
 */
export function parseMoney(text: string, decimals = 2): number | null {
  const plain = text.replace(/[\s,]/g, '');
  if (plain === '') return null;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(plain);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '') || fraction.length > decimals) return NaN;
  const units =
    BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return units <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(units) : NaN;
}

/**
 * Whether `text` is an amount written with more decimals than the currency has (`12.345` with
 * 2, `1.5` with 0): `parseMoney` refuses it, and the member is told how many are allowed.
 */
export function hasExtraDecimals(text: string, decimals = 2): boolean {
  const fraction = /^[\d\s,]*\.(\d+)$/.exec(text.trim())?.[1];
  return fraction !== undefined && fraction.length > decimals;
}

/**
 * Minor units as a player would type them in an amount field: major units without symbol or
 * separators, with the decimals only when there is a fraction (`10000` -> `100`, `9950` ->
 * `99.50`).
 */
export function plainAmount(minorUnits: number, decimals = 2): string {
  const scale = 10 ** decimals;
  const whole = Math.floor(minorUnits / scale);
  const fraction = minorUnits % scale;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(decimals, '0')}`;
}
