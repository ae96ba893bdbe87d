/**
 * The cashier's operator calls (`npm run operator -- cashier ...`): the deposits and the
 * withdrawals of a brand, filtered by member and status, newest first, their review, and the
 * receipt image of a bank transfer.
 * Amounts are decimal strings of minor units.
 */
import { channelKinds } from '../brand/cashier.ts';
import { depositReceiptMaxBytes, depositReceiptTypes, depositStatuses } from './cashier.ts';
import { receiptStates, withdrawalStatuses } from './withdrawals.ts';
import { envelope } from './envelope.ts';
import { answerValues } from './operator-responses.ts';

const { text, textOrNull, instant, instantOrNull } = answerValues;
const minorUnits = { type: 'string', pattern: '^[0-9]+$' } as const;
/** A receipt image's size in bytes. */
const receiptSize = { type: 'integer', minimum: 1, maximum: depositReceiptMaxBytes } as const;
/** A deposit's or withdrawal's id. */
const publicId = { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } as const;

/** The most deposits one listing answers. */
export const depositListMax = 500;

/** `POST /cashier/deposits`: which deposits to list. */
export const depositListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand'],
  properties: {
    brand: text,
    /** One deposit by its id (`cashier deposits --id`: show it). */
    id: publicId,
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
  properties: { id: publicId },
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
      'receipt',
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
      /** A bank transfer's receipt image (`cashier receipt` saves it); null: none. */
      receipt: {
        type: ['object', 'null'],
        additionalProperties: false,
        required: ['contentType', 'sizeBytes', 'uploadedAt'],
        properties: { contentType: text, sizeBytes: receiptSize, uploadedAt: instant },
      },
      createdAt: instant,
      expiresAt: instant,
    },
  },
});

/** `POST /cashier/deposits/:id/receipt`: the brand of the deposit whose receipt to read. */
export const depositReceiptQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand'],
  properties: { brand: text },
} as const;

/** The answer of `POST /cashier/deposits/:id/receipt`: the image, its bytes in base64. */
export const depositReceiptSchema = envelope({
  type: 'object',
  additionalProperties: false,
  required: ['id', 'contentType', 'sizeBytes', 'sha256', 'uploadedAt', 'base64'],
  properties: {
    /** The deposit's id. */
    id: text,
    contentType: { type: 'string', enum: depositReceiptTypes },
    sizeBytes: receiptSize,
    /** SHA-256 of the bytes, hex. */
    sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    uploadedAt: instant,
    base64: text,
  },
});

/** The most withdrawals one listing answers. */
export const withdrawalListMax = 500;

/** `POST /cashier/withdrawals`: which withdrawals to list. */
export const withdrawalListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand'],
  properties: {
    brand: text,
    /** One withdrawal by its id (`cashier withdrawals --id`: show it). */
    id: publicId,
    username: text,
    status: { type: 'string', enum: withdrawalStatuses },
    limit: { type: 'integer', minimum: 1, maximum: withdrawalListMax, default: 50 },
  },
} as const;

/** The answer of `POST /cashier/withdrawals/:id/pay` and `/reject`. */
export const withdrawalReviewSchema = envelope({
  type: 'object',
  additionalProperties: false,
  required: ['id', 'status'],
  properties: { id: text, status: { type: 'string', enum: withdrawalStatuses } },
});

/** The answer of `POST /cashier/withdrawals`: what the operator needs to pay each out. */
export const withdrawalListSchema = envelope({
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: [
      'id',
      'username',
      'currency',
      'amountMinor',
      'status',
      'providerId',
      'accountKind',
      'accountNumber',
      'holderName',
      'operatorNote',
      'receipt',
      'createdAt',
      'expiresAt',
      'paidAt',
    ],
    properties: {
      id: text,
      username: text,
      currency: text,
      amountMinor: minorUnits,
      status: { type: 'string', enum: withdrawalStatuses },
      providerId: text,
      accountKind: text,
      /** The whole number: the operator pays out to it. */
      accountNumber: text,
      holderName: text,
      operatorNote: textOrNull,
      receipt: { type: ['string', 'null'], enum: [...receiptStates, null] },
      createdAt: instant,
      expiresAt: instant,
      paidAt: instantOrNull,
    },
  },
});
