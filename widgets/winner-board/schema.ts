import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the winner board; the number of entries is the brand's winnerBoardEntries. */
export const winnerBoardSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Reload the board this often while it is on screen. */
    refreshSeconds: { type: 'integer', minimum: 5, maximum: 3600, default: 30 },
  },
} as const;

/** Winner board settings. */
export type WinnerBoardSettings = FromSchema<typeof winnerBoardSettingsSchema>;
