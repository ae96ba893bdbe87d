import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the game menu. */
export const gameMenuSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Start the menu with a Hot entry (to /hot, list type hot). */
    showHot: { type: 'boolean', default: true },
  },
} as const;

/** Game menu settings. */
export type GameMenuSettings = FromSchema<typeof gameMenuSettingsSchema>;
