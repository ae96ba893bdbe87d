import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the game search box; it has none (every type, searchPageSize per page). */
export const gameSearchSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Game search settings. */
export type GameSearchSettings = FromSchema<typeof gameSearchSettingsSchema>;
