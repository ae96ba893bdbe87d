/**
 * The cashier's calls (issue 14): the deposit channels of the brand, starting a deposit through
 * a payment gateway (`/wps/transaction/deposit/pg`), a QR Ph code (`/qr`) or a bank transfer
 * (`/mt`, with an optional receipt image), reading it back, and the gateway's signed callback.
 * Amounts are integer minor units of the brand's currency.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { channelKinds } from '../brand/cashier.ts';
import { envelope } from './envelope.ts';

const minor = { type: 'integer', minimum: 0, maximum: 100_000_000_000 } as const;
const channelId = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,31}$' } as const;
/** A deposit's id in URLs and answers: random, so one player cannot guess another's. */
const depositId = { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } as const;
const currency = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
/** An instant as an ISO 8601 string. */
const instant = { type: 'string', minLength: 20, maxLength: 30 } as const;

/** Where a deposit stands: its ledger transfer is pending, posted, voided or expired. */
export const depositStatuses = ['pending', 'paid', 'declined', 'expired'] as const;

/** The image types a bank transfer's receipt may be (spec §5 uploads: png or jpg). */
export const depositReceiptTypes = ['image/png', 'image/jpeg'] as const;
/** A receipt image's type. */
export type DepositReceiptType = (typeof depositReceiptTypes)[number];
/** The largest receipt image, in bytes (spec §5 uploads: 5 MB each). */
export const depositReceiptMaxBytes = 5 * 1024 * 1024;

/** A bank account players transfer to, as the brand file gives it. */
const bankAccountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bankName', 'accountName', 'accountNumber'],
  properties: {
    bankName: { type: 'string' },
    accountName: { type: 'string' },
    accountNumber: { type: 'string' },
  },
} as const;

/** One channel as the cashier offers it to the member. */
const depositChannelSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'kind',
    'name',
    'minMinor',
    'maxMinor',
    'presetsMinor',
    'fee',
    'dailyCount',
    'usedToday',
  ],
  properties: {
    id: channelId,
    kind: { type: 'string', enum: channelKinds },
    /** The channel's name in the request language. */
    name: { type: 'string' },
    minMinor: minor,
    maxMinor: minor,
    presetsMinor: { type: 'array', items: minor },
    fee: {
      type: 'object',
      additionalProperties: false,
      required: ['percentBasisPoints', 'fixedMinor', 'paidBy'],
      properties: {
        percentBasisPoints: { type: 'integer', minimum: 0, maximum: 10000 },
        fixedMinor: minor,
        maxMinor: minor,
        paidBy: { type: 'string', enum: ['player', 'merchant'] },
      },
    },
    /** The most deposits the member may start through the channel in 24 hours. */
    dailyCount: { type: 'integer', minimum: 1 },
    /** How many the member started in the last 24 hours. */
    usedToday: { type: 'integer', minimum: 0 },
    /** A bank transfer channel's receiving account, shown before the deposit starts. */
    bankAccount: bankAccountSchema,
  },
} as const;

/** A deposit as the member (and the gateway page) sees it. */
const depositSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'channelId',
    'kind',
    'currency',
    'amountMinor',
    'feeMinor',
    'payableMinor',
    'status',
    'createdAt',
    'expiresAt',
    'payUrl',
    'payTo',
    'reference',
    'qrUrl',
    'receipt',
  ],
  properties: {
    id: depositId,
    channelId,
    kind: { type: 'string', enum: channelKinds },
    currency,
    /** What reaches the member's balance once paid. */
    amountMinor: minor,
    /** The channel's fee for this amount. */
    feeMinor: minor,
    /** What the player pays: the amount, plus the fee when the player bears it. */
    payableMinor: minor,
    status: { type: 'string', enum: depositStatuses },
    createdAt: instant,
    /** Unpaid by then, the deposit expires and nothing is credited. */
    expiresAt: instant,
    /**
     * A gateway deposit's pay page (same origin); for a QR Ph deposit the demo acquirer's page
     * that pays the code as a banking app would; null for a bank transfer.
     */
    payUrl: { type: ['string', 'null'] },
    /** A bank transfer's receiving account, as it was when the deposit started; else null. */
    payTo: { ...bankAccountSchema, type: ['object', 'null'] },
    /** A bank transfer's reference: what the player writes on the transfer; else null. */
    reference: { type: ['string', 'null'] },
    /** A QR Ph deposit's code as an SVG image to scan (same origin); else null. */
    qrUrl: { type: ['string', 'null'] },
    /** The receipt image the player uploaded for a bank transfer; null: none (yet). */
    receipt: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['contentType', 'sizeBytes', 'uploadedAt'],
      properties: {
        contentType: { type: 'string', enum: depositReceiptTypes },
        sizeBytes: { type: 'integer', minimum: 1, maximum: depositReceiptMaxBytes },
        uploadedAt: instant,
      },
    },
  },
} as const;

/**
 * A bank transfer's reference: letters, digits, spaces and `./-`, 1 to 40 characters after the
 * spaces around it (which the platform trims) are left out. The storefront checks the trimmed
 * reference with the same pattern.
 */
export const referenceSchema = {
  type: 'string',
  pattern: '^ *[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$',
} as const;

/**
 * `POST /wps/transaction/deposit/pg`: start a deposit through a gateway channel; the same body
 * starts a QR Ph deposit (`/wps/transaction/deposit/qr`).
 */
export const gatewayDepositRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['channelId', 'amountMinor', 'requestId'],
  properties: {
    channelId,
    amountMinor: { type: 'integer', minimum: 1, maximum: 100_000_000_000 },
    /** The client's key for this deposit: a retried call with it answers the same deposit. */
    requestId: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
  },
} as const;
/** The body of a gateway deposit. */
export type GatewayDepositRequest = FromSchema<typeof gatewayDepositRequestSchema>;

/**
 * `POST /wps/transaction/deposit/mt`: announce a bank transfer to the channel's account, with
 * the reference the player puts on it; the operator approves it once the money is there.
 */
export const bankDepositRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['channelId', 'amountMinor', 'requestId', 'reference'],
  properties: { ...gatewayDepositRequestSchema.properties, reference: referenceSchema },
} as const;
/** The body of a bank transfer deposit. */
export type BankDepositRequest = FromSchema<typeof bankDepositRequestSchema>;

/** `GET /wps/transaction/deposit/:depositId`, and `PUT .../:depositId/receipt`. */
export const depositParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['depositId'],
  properties: { depositId },
} as const;

/**
 * The demo gateway's pay page query: the site's language, since the page is opened by a link
 * (no `language` header); an unknown one falls back to the brand's default.
 */
export const payPageQuerySchema = {
  type: 'object',
  properties: { language: { type: 'string', maxLength: 8 } },
} as const;

/** The outcomes a gateway reports. */
export const gatewayOutcomes = ['PAID', 'DECLINED'] as const;

/**
 * `POST /wps/transaction/deposit/callback/demo`: the demo gateway's report, signed like a
 * seamless-wallet call (platform/kernel/signed-calls.ts) with the brand's gateway secret.
 */
export const gatewayCallbackSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['depositId', 'gatewayRef', 'status', 'amountMinor', 'currency'],
  properties: {
    depositId,
    /** The gateway's own id of the payment. */
    gatewayRef: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    status: { type: 'string', enum: gatewayOutcomes },
    /** What the gateway collected for the deposit: its payable amount. */
    amountMinor: minor,
    currency,
  },
} as const;
/** A gateway callback's body. */
export type GatewayCallback = FromSchema<typeof gatewayCallbackSchema>;

/**
 * Responsible gambling deposit limits (issue 14 item 6, UKGC RTS 12 shape): what a member may
 * deposit in any 24 hours, 7 days or 30 days.
 */
export const depositLimitPeriods = ['day', 'week', 'month'] as const;
/** A deposit limit's period. */
export type DepositLimitPeriod = (typeof depositLimitPeriods)[number];

const depositLimitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['period', 'limitMinor', 'usedMinor', 'pending'],
  properties: {
    period: { type: 'string', enum: depositLimitPeriods },
    /** The limit in force; null: none. */
    limitMinor: { type: ['integer', 'null'], minimum: 1 },
    /** Deposits paid or still pending within the period, up to now. */
    usedMinor: minor,
    /** A raise or removal the member asked for, in force from `effectiveAt`; null: none. */
    pending: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['limitMinor', 'effectiveAt'],
      properties: { limitMinor: { type: ['integer', 'null'], minimum: 1 }, effectiveAt: instant },
    },
  },
} as const;

/** `PUT /wps/member/limits/deposit`: set (or, with null, remove) one period's limit. */
export const depositLimitRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['period', 'limitMinor'],
  properties: {
    period: { type: 'string', enum: depositLimitPeriods },
    limitMinor: { type: ['integer', 'null'], minimum: 1, maximum: 100_000_000_000 },
  },
} as const;
/** The body of a deposit limit change. */
export type DepositLimitRequest = FromSchema<typeof depositLimitRequestSchema>;

/** The answers of the cashier calls. */
export const cashierResponses = {
  depositChannels: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['currency', 'channels'],
    properties: { currency, channels: { type: 'array', items: depositChannelSchema } },
  }),
  deposit: envelope(depositSchema),
  depositLimits: envelope({ type: 'array', items: depositLimitSchema }),
  gatewayCallback: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['depositId', 'status'],
    properties: { depositId, status: { type: 'string', enum: depositStatuses } },
  }),
} as const;

/** A deposit channel as offered to a member. */
export type DepositChannel = FromSchema<typeof depositChannelSchema>;
/** A deposit as answered. */
export type Deposit = FromSchema<typeof depositSchema>;
/** Where a deposit stands. */
export type DepositStatus = (typeof depositStatuses)[number];
/** A deposit limit as answered. */
export type DepositLimit = FromSchema<typeof depositLimitSchema>;
