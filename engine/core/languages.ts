import type { LanguageCode } from '../../schemas/common.ts';

/** Locales with a Lingui catalog in `locales/`. */
export const catalogLocales = ['en', 'tl'] as const;
/** A locale with a catalog. */
export type CatalogLocale = (typeof catalogLocales)[number];

/** What the engine knows of one platform language code. */
export interface LanguageInfo {
  /** BCP 47 tag for `lang`, `Intl` and the catalog. */
  tag: string;
  /** Name of the language in itself, as a language picker shows it. */
  nativeName: string;
  /** Lower-case ISO 3166 country whose flag stands for the language. */
  flag: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The one table from the platform's language codes (spec §9) to BCP 47. `TY` is Tagalog
 * (`tl`, also written `fil`), not Tahitian; `KR` is an alias of `KO`; `MY` is Burmese and `MS`
 * Malay.
 */
export const languageTable: Readonly<Record<LanguageCode, LanguageInfo>> = {
  CN: { tag: 'zh-CN', nativeName: '简体中文', flag: 'cn', dir: 'ltr' },
  EN: { tag: 'en', nativeName: 'English', flag: 'gb', dir: 'ltr' },
  JA: { tag: 'ja', nativeName: '日本語', flag: 'jp', dir: 'ltr' },
  TH: { tag: 'th', nativeName: 'ไทย', flag: 'th', dir: 'ltr' },
  VI: { tag: 'vi', nativeName: 'Tiếng Việt', flag: 'vn', dir: 'ltr' },
  MY: { tag: 'my', nativeName: 'မြန်မာ', flag: 'mm', dir: 'ltr' },
  ES: { tag: 'es', nativeName: 'Español', flag: 'es', dir: 'ltr' },
  HI: { tag: 'hi', nativeName: 'हिन्दी', flag: 'in', dir: 'ltr' },
  ID: { tag: 'id', nativeName: 'Bahasa Indonesia', flag: 'id', dir: 'ltr' },
  KM: { tag: 'km', nativeName: 'ខ្មែរ', flag: 'kh', dir: 'ltr' },
  KO: { tag: 'ko', nativeName: '한국어', flag: 'kr', dir: 'ltr' },
  KR: { tag: 'ko', nativeName: '한국어', flag: 'kr', dir: 'ltr' },
  MS: { tag: 'ms', nativeName: 'Bahasa Melayu', flag: 'my', dir: 'ltr' },
  PT: { tag: 'pt', nativeName: 'Português', flag: 'pt', dir: 'ltr' },
  'PT-BR': { tag: 'pt-BR', nativeName: 'Português (Brasil)', flag: 'br', dir: 'ltr' },
  TA: { tag: 'ta', nativeName: 'தமிழ்', flag: 'lk', dir: 'ltr' },
  TW: { tag: 'zh-TW', nativeName: '繁體中文', flag: 'tw', dir: 'ltr' },
  TY: { tag: 'tl', nativeName: 'Tagalog', flag: 'ph', dir: 'ltr' },
  UR: { tag: 'ur', nativeName: 'اردو', flag: 'pk', dir: 'rtl' },
  TR: { tag: 'tr', nativeName: 'Türkçe', flag: 'tr', dir: 'ltr' },
  BN: { tag: 'bn', nativeName: 'বাংলা', flag: 'bd', dir: 'ltr' },
  AR: { tag: 'ar', nativeName: 'العربية', flag: 'sa', dir: 'rtl' },
  FA: { tag: 'fa', nativeName: 'فارسی', flag: 'ir', dir: 'rtl' },
  RU: { tag: 'ru', nativeName: 'Русский', flag: 'ru', dir: 'ltr' },
  KK: { tag: 'kk', nativeName: 'Қазақ тілі', flag: 'kz', dir: 'ltr' },
  UZ: { tag: 'uz', nativeName: 'Oʻzbekcha', flag: 'uz', dir: 'ltr' },
  LO: { tag: 'lo', nativeName: 'ລາວ', flag: 'la', dir: 'ltr' },
  NE: { tag: 'ne', nativeName: 'नेपाली', flag: 'np', dir: 'ltr' },
  FR: { tag: 'fr', nativeName: 'Français', flag: 'fr', dir: 'ltr' },
};

/** The catalog a language code uses, or undefined when the engine has none for it. */
export function catalogFor(code: LanguageCode): CatalogLocale | undefined {
  const tag = languageTable[code].tag;
  return (catalogLocales as readonly string[]).includes(tag) ? (tag as CatalogLocale) : undefined;
}

/** True when `value` is one of the platform language codes. */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(languageTable, value);
}

/**
 * The language to use: the stored choice when the brand supports it, else the brand default.
 */
export function pickLanguage(
  stored: string | null | undefined,
  supported: readonly LanguageCode[],
  fallback: LanguageCode,
): LanguageCode {
  return isLanguageCode(stored) && supported.includes(stored) ? stored : fallback;
}
