/**
 * The seamless-wallet contract for external game vendors (`POST /wps/seamless/wallet/*`): the
 * signed request bodies and the answers. Amounts are integer minor units of the brand's
 * currency. The routes are in platform/routes/seamless.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { envelope } from './envelope.ts';

/* @__NO_SIDE_EFFECTS__ */
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const amount = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;
const txId = { type: 'string', pattern: '^[\\x21-\\x7e]{1,128}$' } as const;
const common = {
  username: text(64),
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
} as const;

/** `balance` body: whose wallet, in which currency. */
export const balanceRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'currency'],
  properties: common,
} as const;

/**
 * `debit` and `credit` body: one idempotent money move (by vendor and `txId`) under the launch
 * `token` the vendor was handed (docs/decisions/0014-seamless-wallet-authentication.md). The move
 * is refused (`LAUNCH_EXPIRED`, nothing moves) unless that launch is live (the member's session
 * that launched it has not ended), is this player's and is one of the vendor's games; a credit
 * of a round debited under that launch is paid even after the launch has ended.
 */
export const launchedMoveSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'currency', 'txId', 'amount', 'token'],
  properties: {
    ...common,
    txId,
    amount,
    roundId: text(128),
    gameId: text(64),
    token: text(64),
  },
} as const;

/** `rollback` body: undoes the move `refTxId` (itself idempotent by `txId`). */
export const rollbackRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'currency', 'txId', 'refTxId'],
  properties: { ...common, txId, refTxId: txId, roundId: text(128), gameId: text(64) },
} as const;

/** `session` body: the launch token a vendor was handed. */
export const sessionRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: text(64) },
} as const;

/** A `balance` call. */
export type BalanceRequest = FromSchema<typeof balanceRequestSchema>;

/** A `debit` or `credit` call. */
export type LaunchedRequest = FromSchema<typeof launchedMoveSchema>;

/** A wallet answer to a vendor. */
export const seamlessAnswerSchema = envelope({
  type: 'object',
  additionalProperties: false,
  required: ['balance', 'currency', 'status'],
  properties: {
    balance: { type: 'integer', minimum: 0 },
    currency: { type: 'string' },
    txId: { type: 'string' },
    status: { type: 'string', enum: ['OK', 'DUPLICATE'] },
  },
} as const);

/** The answer to `session`: whose launch a token is. */
export const seamlessSessionSchema = envelope({
  type: 'object',
  additionalProperties: false,
  required: ['gameId', 'language', 'trial', 'balance', 'currency'],
  properties: {
    /** The player, absent for a trial launch (play money, no wallet calls). */
    username: { type: 'string' },
    gameId: { type: 'string' },
    language: { type: 'string' },
    trial: { type: 'boolean' },
    balance: { type: 'integer', minimum: 0 },
    currency: { type: 'string' },
  },
} as const);
