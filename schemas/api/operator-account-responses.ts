/**
 * Operator answers about members and money: the message outbox, member reports and the
 * ledger (see operator-responses.ts for how the answers are serialised). Ledger amounts are
 * bigints in the database; they travel as decimal strings, which JSON numbers would round.
 */
import { envelope } from './envelope.ts';
import { answerValues } from './operator-responses.ts';

const { text, textOrNull, flag, count, instant, instantOrNull } = answerValues;

/** A bigint amount in integer minor units, as a decimal string (JSON numbers would round it). */
const minorUnits = {
  type: 'string',
  pattern: '^-?[0-9]+$',
  description: 'integer minor units as a decimal string',
} as const;

/** One message of the outbox (SMS and e-mail the platform would have sent). */
const outboxMessageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'channel', 'brandId', 'recipient', 'purpose', 'body', 'createdAt'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    channel: { type: 'string', description: 'sms or email' },
    brandId: text,
    recipient: { type: 'string', description: 'an E.164 number or an e-mail address' },
    purpose: text,
    body: text,
    createdAt: instant,
  },
} as const;

/** A member or agent as an operator sees it (`POST /members`, `GET /members`, label, rank, lock). */
const memberReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'brandId',
    'username',
    'customerId',
    'isAgent',
    'mobile',
    'email',
    'rank',
    'rankLabel',
    'labels',
    'referralCode',
    'affiliateCode',
    'upline',
    'referredBy',
    'hasPassword',
    'usesDefaultPassword',
    'temporaryPassword',
    'passwordChangedAt',
    'balanceMinor',
    'currency',
    'liveSessions',
    'lockedAt',
    'registerMethod',
    'createdAt',
  ],
  properties: {
    id: { type: 'integer', minimum: 1 },
    brandId: text,
    username: text,
    customerId: { type: 'string', description: 'merchant code and zero-padded member id' },
    isAgent: {
      type: 'integer',
      description: 'the role number: 0 member, 1/2/41/42 agents, 4 trial',
    },
    mobile: { ...textOrNull, description: 'E.164' },
    email: textOrNull,
    rank: { type: 'integer', minimum: 0, description: 'the club rank' },
    rankLabel: { type: 'string', description: "the club rank's name" },
    labels: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'color', 'backgroundColor'],
        properties: { text, color: text, backgroundColor: text },
      },
    },
    referralCode: { type: 'string', description: "the member's own code others register with" },
    affiliateCode: { ...textOrNull, description: "an agent's invitation code" },
    upline: { ...textOrNull, description: "the upline agent's username" },
    referredBy: { ...textOrNull, description: "the referrer's username" },
    hasPassword: flag,
    usesDefaultPassword: { type: 'boolean', description: "the password is the brand's default" },
    temporaryPassword: { type: 'boolean', description: 'must be changed at the next login' },
    passwordChangedAt: instantOrNull,
    balanceMinor: { ...minorUnits, description: 'the available balance in minor units' },
    currency: text,
    liveSessions: { ...count, description: 'sessions neither revoked nor idle too long' },
    lockedAt: {
      ...instantOrNull,
      description: 'when an operator locked the account (member lock); null when not locked',
    },
    registerMethod: { ...textOrNull, description: 'how the account was made (OPERATOR, WEB...)' },
    createdAt: instant,
  },
} as const;

/** `POST /members/revoke-sessions`: what ending a member's sessions and remember tokens ended. */
const sessionsRevokedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brandId', 'username', 'endedSessions'],
  properties: {
    brandId: text,
    username: text,
    endedSessions: {
      ...count,
      description: 'sessions that were not yet revoked (their game launches ended with them)',
    },
  },
} as const;

/** `GET /ledger/verify`: the ledger's size and every broken invariant. */
const ledgerVerifySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['entries', 'postings', 'accounts', 'drifts'],
  properties: {
    entries: count,
    postings: count,
    accounts: count,
    drifts: {
      type: 'array',
      description: 'empty when the ledger is sound',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['check', 'message'],
        properties: {
          check: { type: 'string', description: 'the invariant, such as unbalanced or negative' },
          message: text,
        },
      },
    },
  },
} as const;

/** `POST /ledger/statement`: a member's balances and the entries on the member's account. */
const ledgerStatementSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'brand',
    'username',
    'currency',
    'postedMinor',
    'pendingMinor',
    'incomingMinor',
    'wallets',
    'entries',
  ],
  properties: {
    brand: text,
    username: text,
    currency: text,
    postedMinor: minorUnits,
    pendingMinor: minorUnits,
    /** Pending transfers on their way in (deposits not yet paid): not spendable yet. */
    incomingMinor: minorUnits,
    /** The member's transfer-wallet vendors' wallets (ADR 0024); the entries are the main one's. */
    wallets: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['vendor', 'balanceMinor'],
        properties: { vendor: text, balanceMinor: minorUnits },
      },
    },
    entries: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'entryId',
          'createdAt',
          'kind',
          'key',
          'phase',
          'amountMinor',
          'balanceAfterMinor',
          'memo',
        ],
        properties: {
          entryId: { type: 'integer', minimum: 1 },
          createdAt: instant,
          kind: { type: 'string', description: 'the entry kind, such as debit or credit' },
          key: { type: 'string', description: "the transfer's idempotency key" },
          phase: { type: 'string', description: 'posted or pending' },
          amountMinor: { ...minorUnits, description: 'signed: positive is money in' },
          balanceAfterMinor: { ...minorUnits, description: 'the available balance after it' },
          memo: { ...textOrNull, description: "an operator adjustment's reason" },
        },
      },
    },
  },
} as const;

/** The operator answers of the outbox, members and the ledger in their `{ value }` envelope. */
export const operatorAccountResponses = {
  outbox: envelope({ type: 'array', items: outboxMessageSchema }),
  member: envelope(memberReportSchema),
  sessionsRevoked: envelope(sessionsRevokedSchema),
  ledgerVerify: envelope(ledgerVerifySchema),
  ledgerStatement: envelope(ledgerStatementSchema),
  ledgerAdjustment: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['status', 'entryId', 'balanceMinor'],
    properties: {
      status: { type: 'string', enum: ['OK', 'DUPLICATE'] },
      entryId: { type: 'integer', minimum: 1 },
      balanceMinor: { ...minorUnits, description: "the member's available balance after it" },
    },
  }),
} as const;
