import type { FromSchema } from 'json-schema-to-ts';

/** Settings of my tickets; it has none (the member's slips, ten a page). */
export const lotteryTicketsSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** My tickets' settings. */
export type LotteryTicketsSettings = FromSchema<typeof lotteryTicketsSettingsSchema>;
