/** Texts a brand shows players: one string for every language, or one per language code. */
import type { FromSchema } from 'json-schema-to-ts';
import { languageCodeSchema } from '../common.ts';

/** A text for every language, or an object of texts by platform language code. */
/* @__NO_SIDE_EFFECTS__ */
function perLanguage<const Text extends object>(text: Text) {
  return {
    anyOf: [
      text,
      {
        type: 'object',
        minProperties: 1,
        propertyNames: languageCodeSchema,
        additionalProperties: text,
      },
    ],
  } as const;
}

/** Text shown to players: one string for every language, or one per platform language code. */
export const localizedTextSchema = perLanguage({ type: 'string', minLength: 1, maxLength: 300 });
/** Text shown to players, possibly per language. */
export type LocalizedText = FromSchema<typeof localizedTextSchema>;

/** Longer text shown to players (help topics): paragraphs separated by blank lines. */
export const longTextSchema = perLanguage({ type: 'string', minLength: 1, maxLength: 20000 });
