import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the home lottery row; it has none (the brand's lottery games, soonest first). */
export const lotteryRowSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Lottery row settings. */
export type LotteryRowSettings = FromSchema<typeof lotteryRowSettingsSchema>;
