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
  const fraction = decimals > 0 ? (abs % scale).toString().padStart(decimals, '0') : '';
  const amount = amountWriter(locale, decimals)(abs / scale, fraction);
  return `${negative ? '-' : ''}${currency.symbol}${amount}`;
}

/** Writes a whole part and the digits of its fraction ('' for none) as a locale does. */
type AmountWriter = (whole: bigint, fraction: string) => string;

/**
 * The separators of the locales of `languageTable` that write whole numbers in Latin digits in
 * groups of three (as `Intl.NumberFormat` with `useGrouping: true` does): their amounts need
 * no number format. The first number format a browser builds takes 80 - 150 ms of a phone's
 * main thread (Chromium at 4x slowdown; ICU's number data), inside the render of the first
 * amount on the page (ADR 0030). A locale not listed (other digits, Indian grouping) uses Intl;
 * a unit test checks each entry, and that no other locale could be one, against Intl.
 */
export const latinGroupsOfThree: Readonly<Record<string, { group: string; decimal: string }>> = {
  ar: { group: ',', decimal: '.' },
  en: { group: ',', decimal: '.' },
  es: { group: '.', decimal: ',' },
  fr: { group: '\u202f', decimal: ',' },
  id: { group: '.', decimal: ',' },
  ja: { group: ',', decimal: '.' },
  kk: { group: '\u00a0', decimal: ',' },
  km: { group: ',', decimal: '.' },
  ko: { group: ',', decimal: '.' },
  lo: { group: '.', decimal: ',' },
  ms: { group: ',', decimal: '.' },
  pt: { group: '.', decimal: ',' },
  'pt-BR': { group: '.', decimal: ',' },
  ru: { group: '\u00a0', decimal: ',' },
  th: { group: ',', decimal: '.' },
  tl: { group: ',', decimal: '.' },
  tr: { group: '.', decimal: ',' },
  ur: { group: ',', decimal: '.' },
  uz: { group: '\u00a0', decimal: ',' },
  vi: { group: '.', decimal: ',' },
  'zh-CN': { group: ',', decimal: '.' },
  'zh-TW': { group: ',', decimal: '.' },
};

/** Made once per locale and number of decimals: a number format is slow to build, fast to use. */
const amountWriters = new Map<string, AmountWriter>();

function amountWriter(locale: string, decimals: number): AmountWriter {
  const key = `${locale}:${decimals}`;
  let writer = amountWriters.get(key);
  if (!writer) {
    const plain = Object.hasOwn(latinGroupsOfThree, locale) ? latinGroupsOfThree[locale] : null;
    if (plain) {
      writer = (whole, fraction) =>
        whole.toString().replace(/\B(?=(\d{3})+$)/g, plain.group) +
        (fraction ? plain.decimal + fraction : '');
    } else {
      const format = new Intl.NumberFormat(locale, {
        useGrouping: true,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      // A decimal string is formatted exactly, whatever its size (no rounding through a double).
      writer = (whole, fraction) =>
        format.format(`${whole}${fraction ? `.${fraction}` : ''}` as `${number}`);
    }
    amountWriters.set(key, writer);
  }
  return writer;
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
