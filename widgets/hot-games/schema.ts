import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the hot games row; it has none (the hot games of every type). */
export const hotGamesSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Hot games settings. */
export type HotGamesSettings = FromSchema<typeof hotGamesSettingsSchema>;
