/**
 * The agent center (spec §2 "Agent center (modal menu)", issue 16): which pages its menu lists,
 * in which order, and whether it opens as a page or as the spec's modal on wide screens. Each
 * page is the brand route `/agent/<pageKey>`; the menu in the frame slot `agentCenter` lists the
 * entries that have one, the contract pages only when the agent's contract flag is 1.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { centerPresentations } from './member-center.ts';

/** The agent center's page keys, as spec §2 lists them, in the spec's order. */
export const agentCenterPageKeys = [
  'announcement',
  'teamOverview',
  'registerAccount',
  'teamManagement',
  'teamBetting',
  'userLoss',
  'myIncome',
  'accountDetails',
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
] as const;
/** An agent center page key. */
export type AgentCenterPageKey = (typeof agentCenterPageKeys)[number];

/** The agent center's menu and how it opens. */
export const agentCenterSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    "The agent center (spec §2): the pages its menu lists and how it opens. Only agents (isAgent 1, 2, 41, 42) see it. Each entry is shown only when the brand has its route /agent/<pageKey>; the contract pages 'dividend', 'dailySalary', 'hourlySalary' and 'realtimeSalary' only when the agent's flag of that kind (divtypereq, dailysalreqtype, contracthoursalreq, realtimesalreqtype) is 1.",
  properties: {
    entries: {
      type: 'array',
      items: { type: 'string', enum: agentCenterPageKeys },
      uniqueItems: true,
      default: [...agentCenterPageKeys],
      description:
        "The menu's entries, in order, by spec page key. Default: every page key of spec §2 in the spec's order.",
    },
    presentation: {
      type: 'string',
      enum: centerPresentations,
      default: 'page',
      description:
        "How the agent center opens on wide screens (900 px and wider), as the member center's 'presentation': 'page' (default) shows the menu and the chosen page in the content area; 'modal' shows them in a dialog over the page the agent opened it from (the brand's home after a reload). Escape, the close button or a click beside the dialog returns to that page. Phones always get the page. The address is /agent/<pageKey> either way.",
    },
  },
} as const;
/** The agent center's settings. */
export type AgentCenterSettings = FromSchema<typeof agentCenterSchema>;
