/**
 * The agent center's team calls (issue 16; spec §2 "Agent center": team overview, team
 * management, team betting, user loss). Each reads only the caller's own team (everyone below
 * it); a member or sub-agent outside it answers as one that does not exist. Days are dates in
 * the brand's time zone, both ends included; amounts integer minor units.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { agentValues } from './agent-center.ts';
import { envelope } from './envelope.ts';
import { betFigures, betTotalsSchema, figureNames } from './records.ts';

const { minor, instant, instantOrNull, day, username, paging } = agentValues;

const range = { from: day, to: day } as const;
/** `GET /wps/agent/team/overview`: the team's figures over a range of days. */
export const teamOverviewQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: range,
} as const;

/** How the team list sorts. */
export const teamSorts = ['username', 'level', 'createdAt', 'lastLoginAt'] as const;

/** `GET /wps/agent/team/members`: a sub-agent's direct downlines, or a search of the team. */
export const teamMembersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** The agent whose direct downlines to list (the caller or one of its sub-agents). */
    parent: username,
    /** Part of a username: searches the caller's whole team instead. */
    search: { type: 'string', minLength: 1, maxLength: 64 },
    sort: { type: 'string', enum: teamSorts, default: 'createdAt' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    ...paging,
  },
} as const;

/** `GET /wps/agent/team/bets`: the rounds of the whole team. */
export const teamBetsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: {
    ...range,
    /** Only this member of the team. */
    username,
    gameType: { type: 'string', pattern: '^[A-Za-z0-9_]{1,20}$' },
    vendor: { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}$' },
    ...paging,
  },
} as const;

/** `GET /wps/agent/team/losses`: each team member's result, the biggest loss first. */
export const teamLossesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { ...range, ...paging },
} as const;

const teamMemberSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'username',
    'nickname',
    'isAgent',
    'level',
    'balanceMinor',
    'lastLoginAt',
    'status',
    'createdAt',
    'teamSize',
  ],
  properties: {
    username,
    nickname: { type: 'string' },
    isAgent: { type: 'integer' },
    /** Levels below the caller: 1 for a direct downline. */
    level: { type: 'integer', minimum: 1 },
    balanceMinor: minor,
    lastLoginAt: instantOrNull,
    /** `locked` when an operator locked the account. */
    status: { type: 'string', enum: ['active', 'locked'] },
    createdAt: instant,
    /** Everyone below it (0 for a player). */
    teamSize: { type: 'integer', minimum: 0 },
  },
} as const;

/** `POST /wps/agent/team/register` (enc): a new downline directly under the caller. */
export const downlineRegisterSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password', 'confirmPassword', 'role'],
  properties: {
    username: { type: 'string', maxLength: 64 },
    password: { type: 'string', maxLength: 128 },
    confirmPassword: { type: 'string', maxLength: 128 },
    /** A player, or a sub-agent one level deeper (refused beyond the brand's levels). */
    role: { type: 'string', enum: ['player', 'agent'] },
  },
} as const;

/**
 * `POST /wps/agent/team/transfer` (enc): send money to a direct downline (or anyone in the team
 * when the brand's `agents.transfers` is `team`), with the withdrawal password.
 */
export const downlineTransferSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'amountMinor', 'paymentPassword', 'requestId'],
  properties: {
    username,
    amountMinor: { type: 'integer', minimum: 1, maximum: 100_000_000_000 },
    paymentPassword: { type: 'string', maxLength: 128 },
    /** A retry with the same id answers the first transfer. */
    requestId: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
  },
} as const;

/** The team calls' answers. */
export const teamResponses = {
  teamOverview: envelope({
    type: 'object',
    additionalProperties: false,
    required: [
      'members',
      'newMembers',
      'activeMembers',
      'depositMinor',
      'withdrawalMinor',
      ...figureNames,
      'days',
    ],
    properties: {
      /** Everyone below the agent now. */
      members: { type: 'integer', minimum: 0 },
      /** Registered in the range. */
      newMembers: { type: 'integer', minimum: 0 },
      /** Placed a bet (not refunded in full) in the range. */
      activeMembers: { type: 'integer', minimum: 0 },
      depositMinor: minor,
      withdrawalMinor: minor,
      ...betFigures,
      /** Every day of the range, for the chart. */
      days: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['day', 'rounds', ...figureNames],
          properties: { day, rounds: { type: 'integer', minimum: 0 }, ...betFigures },
        },
      },
    },
  }),
  teamMembers: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['parent', 'list', 'totalPages'],
    properties: {
      /** Whose downlines these are (null for a search of the whole team). */
      parent: { type: ['string', 'null'] },
      list: { type: 'array', items: teamMemberSchema },
      totalPages: { type: 'integer', minimum: 0 },
    },
  }),
  teamBets: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['list', 'totalPages', 'totals'],
    properties: {
      list: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: [
            'username',
            'roundId',
            'vendor',
            'gameName',
            'gameType',
            'placedAt',
            ...figureNames,
          ],
          properties: {
            username,
            roundId: { type: 'string' },
            vendor: { type: 'string' },
            gameName: { type: 'string' },
            gameType: { type: ['string', 'null'] },
            placedAt: instant,
            ...betFigures,
          },
        },
      },
      totalPages: { type: 'integer', minimum: 0 },
      totals: betTotalsSchema,
    },
  }),
  teamLosses: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['list', 'totalPages', 'totals'],
    properties: {
      list: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['username', 'level', 'rounds', ...figureNames],
          properties: {
            username,
            /** Levels below the caller; 0 for the caller itself. */
            level: { type: 'integer', minimum: 0 },
            rounds: { type: 'integer', minimum: 0 },
            ...betFigures,
          },
        },
      },
      totalPages: { type: 'integer', minimum: 0 },
      totals: betTotalsSchema,
    },
  }),
  registered: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['username', 'isAgent', 'affiliateCode'],
    properties: {
      username,
      isAgent: { type: 'integer' },
      /** A sub-agent's invitation code; null for a player. */
      affiliateCode: { type: ['string', 'null'] },
    },
  }),
  transferred: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['username', 'amountMinor', 'balanceMinor'],
    properties: {
      username,
      amountMinor: minor,
      /** The caller's spendable balance after it. */
      balanceMinor: minor,
    },
  }),
} as const;

/** A member of the team as listed. */
export type TeamMember = FromSchema<typeof teamMemberSchema>;
