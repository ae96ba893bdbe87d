/**
 * The cashier's operator calls (`npm run operator -- cashier ...`): the deposits of a brand,
 * filtered by member and status, newest first. Amounts are decimal strings of minor units.
 */
import { channelKinds } from '../brand/cashier.ts';
import { depositStatuses } from './cashier.ts';
import { envelope } from './envelope.ts';
import { answerValues } from './operator-responses.ts';

const { text, textOrNull, instant } = answerValues;
const minorUnits = { type: 'string', pattern: '^[0-9]+$' } as const;

/** The most deposits one listing answers. */
export const depositListMax = 500;

/** `POST /cashier/deposits`: which deposits to list. */
export const depositListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand'],
  properties: {
    brand: text,
    username: text,
    status: { type: 'string', enum: depositStatuses },
    kind: { type: 'string', enum: channelKinds },
    limit: { type: 'integer', minimum: 1, maximum: depositListMax, default: 50 },
  },
} as const;

/** `POST /cashier/deposits/:id/approve` and `/reject`: the operator's review of a bank transfer. */
export const depositReviewBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'note'],
  properties: { brand: text, note: { type: 'string', minLength: 1, maxLength: 500 } },
} as const;

/** The deposit id in a review's path. */
export const depositReviewParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } },
} as const;

/** The answer of a review: the deposit's id and status after it. */
export const depositReviewSchema = envelope({
  type: 'object',
  additionalProperties: false,
  required: ['id', 'status'],
  properties: { id: text, status: { type: 'string', enum: depositStatuses } },
});

/** The answer of `POST /cashier/deposits`. */
export const depositListSchema = envelope({
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: [
      'id',
      'username',
      'channelId',
      'kind',
      'currency',
      'amountMinor',
      'feeMinor',
      'payableMinor',
      'status',
      'gatewayRef',
      'reference',
      'operatorNote',
      'createdAt',
      'expiresAt',
    ],
    properties: {
      id: text,
      username: text,
      channelId: text,
      kind: text,
      currency: text,
      amountMinor: minorUnits,
      feeMinor: minorUnits,
      payableMinor: minorUnits,
      status: { type: 'string', enum: depositStatuses },
      gatewayRef: textOrNull,
      reference: textOrNull,
      operatorNote: textOrNull,
      createdAt: instant,
      expiresAt: instant,
    },
  },
});
