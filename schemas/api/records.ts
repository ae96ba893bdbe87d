/**
 * The member's records (issue 14 item 5; spec §2 member center `transactionHistory`,
 * `personalHistoryCopy`, `personalProfit`): every movement of the wallet, the betting record
 * with its totals, and profit and loss per day. Each reads the ledger. Days are dates in the
 * brand's `timeZone`, `from` and `to` both included. Amounts are integer minor units.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { envelope } from './envelope.ts';

/** The longest range one query covers, in days (a 90-day choice and its edges). */
export const recordRangeMaxDays = 92;

const day = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
const minor = { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 } as const;
const signedMinor = {
  type: 'integer',
  minimum: -1_000_000_000_000,
  maximum: 1_000_000_000_000,
} as const;
const instant = { type: 'string', minLength: 20, maxLength: 30 } as const;
const paging = {
  page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;
const range = { from: day, to: day } as const;

/** What a wallet movement was. */
export const transactionTypes = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'refund',
  'bonus',
  'adjustment',
  'transfer',
  'walletTransfer',
  'agentIncome',
] as const;
/** A wallet movement's type. */
export type TransactionType = (typeof transactionTypes)[number];

/**
 * Where a movement stands: `completed` once it moved the balance for good; a deposit or
 * withdrawal is `pending` until then, `cancelled` when it was declined, refused or taken back,
 * `expired` when its time ran out.
 */
export const transactionStatuses = ['pending', 'completed', 'cancelled', 'expired'] as const;

/** `GET /wps/member/records/transactions`. */
export const transactionsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { ...range, type: { type: 'string', enum: transactionTypes }, ...paging },
} as const;

const transactionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'createdAt', 'type', 'amountMinor', 'balanceAfterMinor', 'reference', 'status'],
  properties: {
    /** The ledger entry. */
    id: { type: 'integer', minimum: 1 },
    createdAt: instant,
    type: { type: 'string', enum: transactionTypes },
    /** Money in (positive) or out (negative) of the member's wallet. */
    amountMinor: signedMinor,
    /**
     * The spendable balance right after it; a deposit's once it was paid (null before, and for
     * one that never arrived).
     */
    balanceAfterMinor: { type: ['integer', 'null'] },
    /** The deposit's or withdrawal's id, the game round, or the operator's reason. */
    reference: { type: ['string', 'null'] },
    status: { type: 'string', enum: transactionStatuses },
  },
} as const;

/** `GET /wps/member/records/bets`: the betting record, by game type and vendor. */
export const betsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: {
    ...range,
    gameType: { type: 'string', pattern: '^[A-Za-z0-9_]{1,20}$' },
    vendor: { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}$' },
    ...paging,
  },
} as const;

/** Bet, valid bet (less what was refunded), win and profit (win less valid bet). */
export const betFigures = {
  betMinor: minor,
  validBetMinor: minor,
  winMinor: minor,
  profitMinor: signedMinor,
} as const;
export const figureNames = ['betMinor', 'validBetMinor', 'winMinor', 'profitMinor'] as const;

const betSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['roundId', 'vendor', 'gameName', 'gameType', 'placedAt', ...figureNames],
  properties: {
    roundId: { type: 'string' },
    vendor: { type: 'string' },
    /** In the request language; the game id when the catalog no longer has it. */
    gameName: { type: 'string' },
    gameType: { type: ['string', 'null'] },
    placedAt: instant,
    ...betFigures,
  },
} as const;

/** Rounds and their figures summed (the agent center's team reports share it). */
export const betTotalsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['rounds', ...figureNames],
  properties: { rounds: { type: 'integer', minimum: 0 }, ...betFigures },
} as const;

/** `GET /wps/member/records/profit`: profit and loss per day of the range. */
export const profitQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: range,
} as const;

/** The answers of the record calls. */
export const recordResponses = {
  transactions: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['list', 'totalPages'],
    properties: {
      list: { type: 'array', items: transactionSchema },
      totalPages: { type: 'integer', minimum: 0 },
    },
  }),
  bets: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['list', 'totalPages', 'totals'],
    properties: {
      list: { type: 'array', items: betSchema },
      totalPages: { type: 'integer', minimum: 0 },
      /** Over the whole range and filters, not only this page. */
      totals: betTotalsSchema,
    },
  }),
  profit: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['days', 'totals'],
    properties: {
      /** Every day of the range, in order, zero on days without play. */
      days: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['day', 'rounds', ...figureNames],
          properties: { day, rounds: { type: 'integer', minimum: 0 }, ...betFigures },
        },
      },
      totals: betTotalsSchema,
    },
  }),
} as const;

/** A wallet movement as answered. */
export type Transaction = FromSchema<typeof transactionSchema>;
/** A betting record line. */
export type BetRecord = FromSchema<typeof betSchema>;
/** Bet, valid bet, win, profit and the count of rounds. */
export type BetTotals = FromSchema<typeof betTotalsSchema>;
