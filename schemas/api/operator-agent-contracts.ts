/**
 * Operator calls on agent contracts (`npm run operator -- agent offer|contracts|terminate|income`,
 * docs/agents.md): the brand offers a contract to an agent at the top of its tree, lists an
 * agent's contracts, ends one, and reads what an agent's contracts paid period by period.
 * Amounts are minor units as decimal strings; rates are basis points.
 */
import { contractKinds, contractTiersMax, dividendPeriods, fullRateBp } from './agent-contracts.ts';
import { envelope } from './envelope.ts';
import { answerValues } from './operator-responses.ts';

const { text, textOrNull, count, instant, instantOrNull } = answerValues;

/** The most settlement records one call lists. */
export const settlementListMax = 500;

const minorUnits = { type: 'string', pattern: '^[0-9]{1,16}$' } as const;
const memberNamed = { brand: text, username: text } as const;

/** One tier of a contract. */
const tierSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['minBaseMinor', 'minActiveMembers', 'rateBp'],
  properties: {
    minBaseMinor: minorUnits,
    minActiveMembers: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    rateBp: { type: 'integer', minimum: 1, maximum: fullRateBp },
  },
} as const;

/** `POST /agents/contracts/offer`: the brand offers terms to an agent at the top. */
export const contractOfferBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'username', 'kind', 'tiers'],
  properties: {
    ...memberNamed,
    kind: { type: 'string', enum: contractKinds },
    period: { type: 'string', enum: dividendPeriods },
    tiers: { type: 'array', minItems: 1, maxItems: contractTiersMax, items: tierSchema },
    capMinor: minorUnits,
  },
} as const;

/** `POST /agents/contracts`: an agent's contracts, newest first. */
export const contractListBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'username'],
  properties: memberNamed,
} as const;

/** `POST /agents/contracts/terminate`: the brand ends contract `id`. */
export const contractTerminateBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'id'],
  properties: { brand: text, id: { type: 'integer', minimum: 1 } },
} as const;

/** `POST /agents/settlements`: an agent's settlement records, newest period first. */
export const settlementListBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'username'],
  properties: {
    ...memberNamed,
    limit: { type: 'integer', minimum: 1, maximum: settlementListMax },
  },
} as const;

const contractSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'agent',
    'offeredBy',
    'kind',
    'period',
    'tiers',
    'capMinor',
    'status',
    'offeredAt',
    'answeredAt',
    'startsAt',
    'endsAt',
    'endedBy',
  ],
  properties: {
    id: count,
    agent: text,
    /** The upline that offered it; null: the brand. */
    offeredBy: textOrNull,
    kind: text,
    /** The period it is settled by. */
    period: text,
    tiers: { type: 'array', items: tierSchema },
    capMinor: { type: ['string', 'null'], pattern: minorUnits.pattern },
    status: text,
    offeredAt: instant,
    answeredAt: instantOrNull,
    startsAt: instantOrNull,
    endsAt: instantOrNull,
    endedBy: textOrNull,
  },
} as const;

/** The answers of the contract calls. */
export const operatorContractResponses = {
  contract: envelope(contractSchema),
  contracts: envelope({ type: 'array', items: contractSchema }),
  settlements: envelope({
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: [
        'contractId',
        'kind',
        'periodKey',
        'baseMinor',
        'activeMembers',
        'rateBp',
        'grossMinor',
        'passedDownMinor',
        'payoutMinor',
        'settledAt',
      ],
      properties: {
        contractId: count,
        kind: text,
        periodKey: text,
        baseMinor: minorUnits,
        activeMembers: count,
        rateBp: count,
        grossMinor: minorUnits,
        passedDownMinor: minorUnits,
        payoutMinor: minorUnits,
        settledAt: instant,
      },
    },
  }),
} as const;
