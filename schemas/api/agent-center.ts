/**
 * The agent center's calls (issue 16; spec §2 "Agent center", §7 contract processing): an
 * agent's place and contract flags, its contracts and the ones it offered its sub-agents
 * (offer, accept, reject, terminate), and what its contracts paid. The team's calls are in
 * agent-team.ts. Every call needs the token
 * of an agent (isAgent 1, 2, 41 or 42; anyone else gets `NOT_AGENT`) and reads only the
 * caller's own subtree. Amounts are integer minor units; rates basis points.
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  contractKinds,
  contractParties,
  contractStates,
  contractTiersMax,
  dividendPeriods,
  fullRateBp,
} from './agent-contracts.ts';
import { envelope } from './envelope.ts';

/** Values the agent center's calls share (agent-team.ts too). */
export const agentValues = {
  minor: { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 },
  instant: { type: 'string', minLength: 20, maxLength: 30 },
  instantOrNull: { type: ['string', 'null'], minLength: 20, maxLength: 30 },
  day: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
  username: { type: 'string', minLength: 1, maxLength: 64 },
  paging: {
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;
const { minor, instant, instantOrNull, day, username, paging } = agentValues;
const kind = { type: 'string', enum: contractKinds } as const;
const flag = { type: 'integer', enum: [0, 1] } as const;

/** The agent center flags of spec §3, by contract kind. */
export const contractFlags = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
} as const;

/** `GET /wps/agent/center`: the agent's place and which contract pages apply. */
const centerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'isAgent', 'level', 'affiliateCode', 'upline', 'flags'],
  properties: {
    username,
    isAgent: { type: 'integer' },
    /** 1 at the top of the tree. */
    level: { type: 'integer', minimum: 1 },
    affiliateCode: { type: ['string', 'null'] },
    /** The upline agent's username; null at the top. */
    upline: { type: ['string', 'null'] },
    /** 1 when the brand uses the kind and the agent holds or was offered a contract of it. */
    flags: {
      type: 'object',
      additionalProperties: false,
      required: ['divtypereq', 'dailysalreqtype', 'contracthoursalreq', 'realtimesalreqtype'],
      properties: {
        divtypereq: flag,
        dailysalreqtype: flag,
        contracthoursalreq: flag,
        realtimesalreqtype: flag,
      },
    },
  },
} as const;

const tierSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['minBaseMinor', 'minActiveMembers', 'rateBp'],
  properties: {
    minBaseMinor: minor,
    minActiveMembers: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    rateBp: { type: 'integer', minimum: 1, maximum: fullRateBp },
  },
} as const;

const contractSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'kind',
    'period',
    'tiers',
    'capMinor',
    'status',
    'agent',
    'offeredBy',
    'offeredAt',
    'answeredAt',
    'startsAt',
    'endsAt',
    'endedBy',
  ],
  properties: {
    id: { type: 'integer', minimum: 1 },
    kind,
    /** The period it is settled by: daily, weekly, semimonthly, monthly, hourly or fiveMinutes. */
    period: { type: 'string' },
    tiers: { type: 'array', items: tierSchema },
    capMinor: { type: ['integer', 'null'], minimum: 1 },
    status: { type: 'string', enum: contractStates },
    /** The agent it pays. */
    agent: username,
    /** The upline that offered it; null: the brand. */
    offeredBy: { type: ['string', 'null'] },
    offeredAt: instant,
    answeredAt: instantOrNull,
    /** It pays from here (the period after it was accepted). */
    startsAt: instantOrNull,
    /** A terminated contract pays up to here. */
    endsAt: instantOrNull,
    endedBy: { type: ['string', 'null'], enum: [...contractParties, null] },
  },
} as const;

/** `GET /wps/agent/contracts`: the agent's own contracts and those it offered, of one kind. */
export const contractsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: { kind },
} as const;

/** `POST /wps/agent/contracts`: offer a contract to a direct downline agent. */
export const contractOfferSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'kind', 'tiers'],
  properties: {
    username,
    kind,
    period: { type: 'string', enum: dividendPeriods },
    tiers: { type: 'array', minItems: 1, maxItems: contractTiersMax, items: tierSchema },
    capMinor: { type: 'integer', minimum: 1, maximum: 1_000_000_000_000 },
  },
} as const;
/** An offer as sent. */
export type ContractOffer = FromSchema<typeof contractOfferSchema>;

/** `POST /wps/agent/contracts/:id/answer`: accept or reject an offered contract. */
export const contractAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['accept'],
  properties: { accept: { type: 'boolean' } },
} as const;

/** The `:id` of a contract call. */
export const contractParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

/** How my income orders the settled periods: by period, or by what each paid (then newest first). */
export const incomeOrders = ['newest', 'oldest', 'paidMost', 'paidLeast'] as const;

/** `GET /wps/agent/income`: settlement records in the order asked, newest period first by default. */
export const incomeQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: {
    from: day,
    to: day,
    kind,
    order: { type: 'string', enum: incomeOrders, default: 'newest' },
    ...paging,
  },
} as const;

const settlementSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'contractId',
    'kind',
    'periodKey',
    'periodStart',
    'periodEnd',
    'baseMinor',
    'activeMembers',
    'rateBp',
    'grossMinor',
    'passedDownMinor',
    'payoutMinor',
    'settledAt',
  ],
  properties: {
    contractId: { type: 'integer', minimum: 1 },
    kind,
    periodKey: { type: 'string' },
    periodStart: instant,
    periodEnd: instant,
    baseMinor: minor,
    activeMembers: { type: 'integer', minimum: 0 },
    rateBp: { type: 'integer', minimum: 0 },
    grossMinor: minor,
    passedDownMinor: minor,
    payoutMinor: minor,
    settledAt: instant,
  },
} as const;

/** The agent center's answers. */
export const agentCenterResponses = {
  center: envelope(centerSchema),
  contract: envelope(contractSchema),
  contracts: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['mine', 'offered'],
    properties: {
      /** The agent's own contracts of the kind, newest first. */
      mine: { type: 'array', items: contractSchema },
      /** The contracts it offered its sub-agents, newest first. */
      offered: { type: 'array', items: contractSchema },
    },
  }),
  income: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['list', 'totalPages', 'totalPayoutMinor'],
    properties: {
      list: { type: 'array', items: settlementSchema },
      totalPages: { type: 'integer', minimum: 0 },
      /** What the periods of the range paid in all. */
      totalPayoutMinor: minor,
    },
  }),
} as const;

/** The agent center as answered. */
export type AgentCenter = FromSchema<typeof centerSchema>;
/** A contract as answered. */
export type AgentContract = FromSchema<typeof contractSchema>;
/** A settled period as answered. */
export type AgentSettlement = FromSchema<typeof settlementSchema>;
