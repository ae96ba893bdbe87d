import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the lottery lobby; it has none (the VN lottery and KENO of the brand). */
export const lotteryLobbySettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Lottery lobby settings. */
export type LotteryLobbySettings = FromSchema<typeof lotteryLobbySettingsSchema>;
