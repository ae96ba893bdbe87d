/**
 * The withdrawal calls (issue 14 item 3): what the member may withdraw and where to
 * (`/wps/transaction/withdraw/summary`), binding payout accounts (`/wps/member/payout-accounts`),
 * the withdrawal password (`/wps/member/password/payment`), requesting, reading and cancelling
 * withdrawals, and confirming their receipt (spec §4 "Withdrawal confirmation"). Amounts are
 * integer minor units of the brand's currency.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { payoutKinds } from '../brand/withdrawal.ts';
import { envelope } from './envelope.ts';

const minor = { type: 'integer', minimum: 0, maximum: 100_000_000_000 } as const;
/** A withdrawal's or payout account's id: random, so one member cannot guess another's. */
const publicId = { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } as const;
const providerId = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,31}$' } as const;
const currency = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
/** An instant as an ISO 8601 string. */
const instant = { type: 'string', minLength: 20, maxLength: 30 } as const;
const nullableInstant = { type: ['string', 'null'], minLength: 20, maxLength: 30 } as const;
/** A client's key for a call: a retry with it answers what the first call did. */
const requestId = { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' } as const;
/** An SMS code as typed (checked against the code sent). */
const verificationCode = { type: 'string', maxLength: 255 } as const;
/** A password as typed; the brand's rule checks it. */
const password = { type: 'string', maxLength: 128 } as const;

/**
 * Where a withdrawal stands: reserved and waiting for the operator, paid out, rejected by the
 * operator, cancelled by the member, or lapsed unreviewed (its ledger transfer's state).
 */
export const withdrawalStatuses = ['pending', 'paid', 'rejected', 'cancelled', 'expired'] as const;
/** A withdrawal's status. */
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** What the member said about a paid withdrawal, or `auto`: counted as received unconfirmed. */
export const receiptStates = ['received', 'not-received', 'auto'] as const;
/** A receipt state. */
export type ReceiptState = (typeof receiptStates)[number];

/** An e-wallet or bank a member can withdraw to. */
const payoutProviderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'name'],
  properties: {
    id: providerId,
    kind: { type: 'string', enum: payoutKinds },
    /** In the request language. */
    name: { type: 'string' },
  },
} as const;

/** A bound payout account; its number shows only its last four digits. */
const payoutAccountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'providerId', 'providerName', 'kind', 'maskedNumber', 'holderName', 'usable'],
  properties: {
    id: publicId,
    providerId,
    providerName: { type: 'string' },
    kind: { type: 'string', enum: payoutKinds },
    /** `•••• 4567`. */
    maskedNumber: { type: 'string' },
    holderName: { type: 'string' },
    /** False when the brand no longer pays out to its provider. */
    usable: { type: 'boolean' },
  },
} as const;

/** A withdrawal as its member sees it. */
const withdrawalSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'payoutAccount',
    'currency',
    'amountMinor',
    'status',
    'createdAt',
    'expiresAt',
    'paidAt',
    'receipt',
    'note',
  ],
  properties: {
    id: publicId,
    payoutAccount: payoutAccountSchema,
    currency,
    amountMinor: minor,
    status: { type: 'string', enum: withdrawalStatuses },
    createdAt: instant,
    /** Still pending by then, the withdrawal lapses and the amount is available again. */
    expiresAt: instant,
    paidAt: nullableInstant,
    /** Set once paid and confirmed (or counted as received); null before. */
    receipt: { type: ['string', 'null'], enum: [...receiptStates, null] },
    /** The operator's note on a payment (its reference) or a rejection (the reason). */
    note: { type: ['string', 'null'] },
  },
} as const;

/** `GET /wps/transaction/withdraw/summary`: everything the withdrawal page needs. */
const withdrawalSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'currency',
    'minMinor',
    'maxMinor',
    'dailyCount',
    'usedToday',
    'balanceMinor',
    'turnoverOutstandingMinor',
    'withdrawableMinor',
    'paymentPasswordSet',
    'paymentPasswordLockedUntil',
    'realName',
    'smsRequired',
    'payoutAccountsMax',
    'providers',
    'accounts',
  ],
  properties: {
    currency,
    minMinor: minor,
    maxMinor: minor,
    /** Withdrawals a member may request in any 24 hours, and how many they did. */
    dailyCount: { type: 'integer', minimum: 1 },
    usedToday: { type: 'integer', minimum: 0 },
    /** The spendable balance (pending withdrawals are already taken out of it). */
    balanceMinor: minor,
    /** Bonus turnover still to wager; that much of the balance stays. */
    turnoverOutstandingMinor: minor,
    /** What may be withdrawn now: the balance less the outstanding turnover. */
    withdrawableMinor: minor,
    paymentPasswordSet: { type: 'boolean' },
    /** Too many wrong withdrawal passwords: none is accepted until then. */
    paymentPasswordLockedUntil: nullableInstant,
    /** The member's real name, which every payout account is held in; null until set. */
    realName: { type: ['string', 'null'] },
    /** Binding an account (or resetting the password) needs an SMS code to the member's phone. */
    smsRequired: { type: 'boolean' },
    payoutAccountsMax: { type: 'integer', minimum: 1 },
    providers: { type: 'array', items: payoutProviderSchema },
    accounts: { type: 'array', items: payoutAccountSchema },
  },
} as const;

/** `POST /wps/member/payout-accounts`: bind an e-wallet or bank account. */
export const addPayoutAccountRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['providerId', 'accountNumber', 'holderName'],
  properties: {
    providerId,
    /** An e-wallet's mobile number (as at registration) or a bank account's digits. */
    accountNumber: { type: 'string', maxLength: 40 },
    /** Must be the member's real name. */
    holderName: { type: 'string', maxLength: 100 },
    /** The SMS code to the member's phone, when the brand sends SMS. */
    verificationCode,
  },
} as const;
/** The body of binding a payout account. */
export type AddPayoutAccountRequest = FromSchema<typeof addPayoutAccountRequestSchema>;

/** `DELETE /wps/member/payout-accounts/:accountId`, `/wps/transaction/withdraw/:withdrawalId`. */
export const payoutAccountParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['accountId'],
  properties: { accountId: publicId },
} as const;

export const withdrawalParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['withdrawalId'],
  properties: { withdrawalId: publicId },
} as const;

/** `POST /wps/transaction/withdraw`: request a withdrawal to a bound account. */
export const withdrawRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['payoutAccountId', 'amountMinor', 'paymentPassword', 'requestId'],
  properties: {
    payoutAccountId: publicId,
    amountMinor: { type: 'integer', minimum: 1, maximum: 100_000_000_000 },
    paymentPassword: password,
    requestId,
  },
} as const;
/** The body of a withdrawal request. */
export type WithdrawRequest = FromSchema<typeof withdrawRequestSchema>;

/** `GET /wps/transaction/withdraw/list`: the member's withdrawals, newest first. */
export const withdrawalListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
  },
} as const;

/** `POST /wps/transaction/withdraw/:withdrawalId/receipt`: the member's confirmation. */
export const receiptRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['received'],
  properties: { received: { type: 'boolean' } },
} as const;

/**
 * `POST /wps/member/password/payment`: set the withdrawal password (the first time), or change
 * it with the old one or with an SMS code to the member's phone.
 */
export const paymentPasswordRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['newPassword', 'confirmNewPassword'],
  properties: {
    newPassword: password,
    confirmNewPassword: password,
    oldPassword: password,
    verificationCode,
  },
} as const;
/** The body of a withdrawal password change. */
export type PaymentPasswordRequest = FromSchema<typeof paymentPasswordRequestSchema>;

/** What a member SMS code authorises. */
export const memberCodePurposes = ['payoutAccount', 'paymentPassword'] as const;

/** `POST /wps/verification/sms/member`: an SMS code to the member's own phone. */
export const memberSmsRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['purpose'],
  properties: { purpose: { type: 'string', enum: memberCodePurposes } },
} as const;

/** `POST /wps/member/info/realName`: set the member's real name, once. */
export const realNameRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['payeeName'],
  properties: { payeeName: { type: 'string', maxLength: 100 } },
} as const;

/** `POST /wps/member/transfer/upline`: send money to the agent above the member (enc). */
export const uplineTransferRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amountMinor', 'paymentPassword', 'requestId'],
  properties: {
    amountMinor: { type: 'integer', minimum: 1, maximum: 100_000_000_000 },
    paymentPassword: password,
    requestId,
  },
} as const;

/** The answers of the withdrawal calls. */
export const withdrawalResponses = {
  summary: envelope(withdrawalSummarySchema),
  payoutAccount: envelope(payoutAccountSchema),
  withdrawal: envelope(withdrawalSchema),
  withdrawals: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['list', 'totalPages'],
    properties: {
      list: { type: 'array', items: withdrawalSchema },
      totalPages: { type: 'integer', minimum: 0 },
    },
  }),
  receipts: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['confirmed'],
    properties: { confirmed: { type: 'integer', minimum: 0 } },
  }),
  done: envelope({ type: 'boolean', const: true }),
  /** The member's upline (none: null) and what the member may send. */
  upline: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['upline', 'transferableMinor', 'currency'],
    properties: {
      upline: {
        type: ['object', 'null'],
        additionalProperties: false,
        required: ['username', 'nickname'],
        properties: { username: { type: 'string' }, nickname: { type: 'string' } },
      },
      /** The balance less outstanding bonus turnover, as for a withdrawal. */
      transferableMinor: minor,
      currency,
    },
  }),
  uplineTransfer: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['amountMinor', 'balanceMinor'],
    properties: {
      amountMinor: minor,
      /** The member's spendable balance after it. */
      balanceMinor: minor,
    },
  }),
  smsSent: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['expiredMinutes'],
    properties: { expiredMinutes: { type: 'integer', minimum: 1 } },
  }),
} as const;

/** A payout provider as offered. */
export type PayoutProviderView = FromSchema<typeof payoutProviderSchema>;
/** A payout account as answered. */
export type PayoutAccount = FromSchema<typeof payoutAccountSchema>;
/** A withdrawal as answered. */
export type Withdrawal = FromSchema<typeof withdrawalSchema>;
/** The withdrawal page's summary. */
export type WithdrawalSummary = FromSchema<typeof withdrawalSummarySchema>;
