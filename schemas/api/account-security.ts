/**
 * The member's account and its security, as the member center's "My account" page
 * (`securityCenter`, spec §2) shows them: who the member is, which protections are set, and the
 * latest logins with device and address, so a login the member does not recognise stands out.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { envelope } from './envelope.ts';

/** How many logins the overview lists, newest first. */
export const recentLoginsShown = 10;

const instant = { type: 'string', minLength: 20, maxLength: 30 } as const;

/** How a session was opened (the `login_type` of spec §3 logins; `register` right after signing up). */
export const loginKinds = ['username', 'sms', 'register', 'password', 'remember'] as const;

const loginSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['at', 'kind', 'ip', 'device', 'current'],
  properties: {
    at: instant,
    kind: { type: 'string', enum: loginKinds },
    /** The caller's address as the platform saw it; null when unknown. */
    ip: { type: ['string', 'null'], maxLength: 45 },
    /**
     * The browser and system, from the User-Agent, in English product names
     * ("Chrome 131 on Android 14"); null when the header was missing or unreadable.
     */
    device: { type: ['string', 'null'], maxLength: 120 },
    /** This login is the session making the call. */
    current: { type: 'boolean' },
  },
} as const;

/** `GET /wps/member/security` (token): the overview of "My account". */
export const securityOverviewSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'account',
    'nickname',
    'realName',
    'mobile',
    'email',
    'registeredAt',
    'paymentPasswordSet',
    'payoutAccounts',
    'lastLogins',
  ],
  properties: {
    account: { type: 'string' },
    nickname: { type: 'string' },
    /** Set once (withdraw page or registration); null until then. */
    realName: { type: ['string', 'null'] },
    /**
     * The bound mobile number (E.164), its digits masked but for the last four
     * (`+********4567`, as the SMS answers mask it).
     */
    mobile: { type: ['string', 'null'] },
    /** The bound e-mail address, masked as the forgot-password answer masks it (`j***@example.com`). */
    email: { type: ['string', 'null'] },
    registeredAt: instant,
    paymentPasswordSet: { type: 'boolean' },
    /** Payout accounts bound now. */
    payoutAccounts: { type: 'integer', minimum: 0 },
    /** The latest logins, newest first, at most `recentLoginsShown`. */
    lastLogins: { type: 'array', maxItems: recentLoginsShown, items: loginSchema },
  },
} as const;

/** The answers of the security calls. */
export const securityResponses = {
  overview: envelope(securityOverviewSchema),
} as const;

/** The overview of "My account". */
export type SecurityOverview = FromSchema<typeof securityOverviewSchema>;
/** One login of the member. */
export type MemberLogin = FromSchema<typeof loginSchema>;
/** How a session was opened. */
export type LoginKind = (typeof loginKinds)[number];
