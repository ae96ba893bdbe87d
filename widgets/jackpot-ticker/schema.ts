import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the jackpot counter. */
export const jackpotTickerSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Where a click goes (spec §2: /rng); the counter is not a link when the route is absent. */
    link: { type: 'string', pattern: '^/', default: '/rng' },
  },
} as const;

/** Jackpot counter settings. */
export type JackpotTickerSettings = FromSchema<typeof jackpotTickerSettingsSchema>;
