import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the lottery lobby (the VN lottery and KENO of the brand, and the e-lotteries). */
export const lotteryLobbySettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    eLottery: {
      type: 'boolean',
      default: false,
      description:
        'Adds the e-lotteries (prize modes Elott and SEA: ELOTT_1M, SEA_5M) to the All tab and an E-lottery tab of their own, as the /elott page does.',
    },
  },
} as const;

/** Lottery lobby settings. */
export type LotteryLobbySettings = FromSchema<typeof lotteryLobbySettingsSchema>;
