/**
 * The member center (spec §2 "Personal center"): which pages its menu lists, in which order, and
 * whether it opens as a page or as the spec's modal on wide screens. Each page is the brand route
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

/**
 * How the member center (and the agent center) shows on a wide screen: 'page' in the content
 * area, 'modal' as a dialog over the page the player came from.
 */
export const centerPresentations = ['page', 'modal'] as const;

/** The member center's menu and how it opens. */
export const memberCenterSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    "The member center (spec §2): the pages its menu lists and how it opens. Each entry is shown only when the brand has its route /member/<pageKey>, so entries of features a brand lacks stay hidden; 'transferUpline' shows only to members with an upline.",
  properties: {
    entries: {
      type: 'array',
      items: { type: 'string', enum: memberCenterPageKeys },
      uniqueItems: true,
      default: memberCenterPageKeys.filter((key) => key !== 'profile'),
      description:
        "The menu's entries, in order, by spec page key. Default: every page key of spec §2 in the spec's order ('profile' is opened from elsewhere, not listed).",
    },
    presentation: {
      type: 'string',
      enum: centerPresentations,
      default: 'page',
      description:
        "How the member center opens on wide screens (900 px and wider, the theme's wide layout): 'page' (default) shows the menu and the chosen page in the content area; 'modal' shows them in a dialog over the page the player opened it from, dimmed behind it (the brand's home after a reload). Escape, the close button or a click beside the dialog returns to that page. Phones always get the page. The address is /member/<pageKey> either way, so links, reload and the back button work.",
    },
  },
} as const;
/** The member center's settings. */
export type MemberCenter = FromSchema<typeof memberCenterSchema>;
