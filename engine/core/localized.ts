import type { LocalizedText } from '../../schemas/brand.ts';
import type { LanguageCode } from '../../schemas/common.ts';

/**
 * The text of `value` for `language`: a plain string is the same in every language; a map falls
 * back to English, then to its first entry.
 */
export function localize(
  value: LocalizedText | { [code: string]: string },
  language: LanguageCode,
): string {
  if (typeof value === 'string') return value;
  return (
    (value as Record<string, string | undefined>)[language] ??
    (value as Record<string, string | undefined>).EN ??
    Object.values(value)[0] ??
    ''
  );
}
