import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the bet slip page. */
export const lotteryBettingSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    region: {
      type: 'string',
      enum: ['all', 'vn'],
      default: 'all',
      description:
        'Which games the page sells: "all" (default) every lottery game (VN, KENO, e-lotteries); "vn" the Vietnamese lottery only (the /vnLottery page), North first when no game is named.',
    },
  },
} as const;

/** Bet slip settings. */
export type LotteryBettingSettings = FromSchema<typeof lotteryBettingSettingsSchema>;
