/**
 * The member center (spec §2 "Personal center"): which pages its menu lists, in which order.
 * Each page is the brand route
 * `/member/<pageKey>`; the menu in the frame slot `memberCenter` lists the entries that have
 * one.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** The member center's page keys, as spec §2 names them, in the spec's order. */
export const memberCenterPageKeys = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'profile',
] as const;
/** A member center page key. */
export type MemberCenterPageKey = (typeof memberCenterPageKeys)[number];

/** The member center's menu. */
export const memberCenterSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    "The member center (spec §2): the pages its menu lists. Each entry is shown only when the brand has its route /member/<pageKey>, so entries of features a brand lacks stay hidden; 'transferUpline' shows only to members with an upline.",
  properties: {
    entries: {
      type: 'array',
      items: { type: 'string', enum: memberCenterPageKeys },
      uniqueItems: true,
      default: memberCenterPageKeys.filter((key) => key !== 'profile'),
      description:
        "The menu's entries, in order, by spec page key. Default: every page key of spec §2 in the spec's order ('profile' is opened from elsewhere, not listed).",
    },
  },
} as const;
/** The member center's settings. */
export type MemberCenter = FromSchema<typeof memberCenterSchema>;
