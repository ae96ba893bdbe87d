import { languageCodes } from '../../schemas/common.ts';

/** A text players see that comes from data (a brand file, the game catalog), and where it is. */
export interface DataText {
  where: string;
  /** Its wording per language code, as brand files and catalogs write it. */
  text: Readonly<Record<string, string>>;
}

const knownCodes: ReadonlySet<string> = new Set(languageCodes);

/** True for a per-language text: an object whose keys are all language codes, with strings. */
function isPerLanguage(value: object): value is Record<string, string> {
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(([code, text]) => knownCodes.has(code) && typeof text === 'string')
  );
}

/**
 * Every per-language text in `value` (a resolved brand, say), found wherever it is: route
 * titles, banner alt texts, announcements... so a new per-language field is covered without
 * listing it here. `where` is the JSON pointer of each.
 */
export function perLanguageTexts(value: unknown, where = ''): DataText[] {
  if (typeof value !== 'object' || value === null) return [];
  if (!Array.isArray(value) && isPerLanguage(value)) return [{ where, text: value }];
  return Object.entries(value).flatMap(([key, child]) =>
    perLanguageTexts(child, `${where}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`),
  );
}

/**
 * The problems of `texts` for players of `language`: each text without a wording in it, and
 * "nothing checked" when there is no text at all, so a check that lost its input (a renamed
 * field, an empty catalog) fails instead of passing.
 */
export function missingLanguage(
  source: string,
  texts: readonly DataText[],
  language: string,
): string[] {
  if (texts.length === 0) return [`${source}: no text to check for ${language} (nothing found)`];
  return texts
    .filter(({ text }) => !Object.hasOwn(text, language) || text[language]!.trim() === '')
    .map(({ where }) => `${source}${where}: no ${language} text`);
}
