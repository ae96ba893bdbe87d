import type { LanguageCode } from '../../schemas/common.ts';

/**
 * The text of `value` (a brand's LocalizedText or long text) for `language`: a plain string is
 * the same in every language; a map falls back to English, then to its first entry.
 */
export function localize(
  value: string | Readonly<Partial<Record<string, string>>>,
  language: LanguageCode,
): string {
  if (typeof value === 'string') return value;
  return value[language] ?? value.EN ?? Object.values(value)[0] ?? '';
}
