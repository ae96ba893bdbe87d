import type { FromSchema } from 'json-schema-to-ts';

/** The game types a home row can show (spec §2; the lottery row arrives with the lottery). */
export const rowGameTypes = [
  'LIVE',
  'PVP',
  'FISH',
  'RNG',
  'INHOUSE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
] as const;

/** Settings of a game row. */
export const gameRowSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** The category the row shows; sports, e-sports and cockfight show their vendors. */
    gameType: { type: 'string', enum: rowGameTypes, default: 'RNG' },
  },
} as const;

/** Game row settings. */
export type GameRowSettings = FromSchema<typeof gameRowSettingsSchema>;
