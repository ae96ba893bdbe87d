import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the game frame page (none yet). */
export const gameFrameSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Game frame settings. */
export type GameFrameSettings = FromSchema<typeof gameFrameSettingsSchema>;
