import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the popup game list (none yet). */
export const gameListModalSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Popup game list settings. */
export type GameListModalSettings = FromSchema<typeof gameListModalSettingsSchema>;
