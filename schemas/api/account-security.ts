/**
 * The member's account and its security, as the member center's "My account" page
 * (`securityCenter`, spec §2) shows them: who the member is, which protections are set, and the
 * latest logins with device and address, so a login the member does not recognise stands out.
 * Also the profile page's changes (`profile`): the nickname, and binding a new phone or e-mail
 * address with a code sent to it.
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
    /** Set once (registration, the profile page or the withdraw page); null until then. */
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

/** A code as typed (checked against the code sent; the brand bounds its length). */
const verificationCode = { type: 'string', maxLength: 255 } as const;
/** A number as typed, with its dialing code; the platform checks it for the brand's countries. */
const newMobile = {
  countryDialingCode: { type: 'string', maxLength: 8 },
  mobileNum: { type: 'string', maxLength: 32 },
} as const;
/** An address as typed; the brand's e-mail rule checks it. */
const newEmail = { type: 'string', maxLength: 255 } as const;

/** `POST /wps/member/info/nickname` (token): the member's new nickname. */
export const nicknameRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nickname'],
  properties: { nickname: { type: 'string', maxLength: 100 } },
} as const;

/** `POST /wps/verification/sms/bind` (token): a code to a number the member wants to bind. */
export const mobileCodeRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['countryDialingCode', 'mobileNum'],
  properties: newMobile,
} as const;
/** A request for a code to a new number. */
export type MobileCodeRequest = FromSchema<typeof mobileCodeRequestSchema>;

/** `POST /wps/member/info/mobile` (token): binds the number with the code it received. */
export const bindMobileRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['countryDialingCode', 'mobileNum', 'verificationCode'],
  properties: { ...newMobile, verificationCode },
} as const;
/** Binding a new number. */
export type BindMobileRequest = FromSchema<typeof bindMobileRequestSchema>;

/** `POST /wps/verification/email/bind` (token): a code to an address the member wants to bind. */
export const emailCodeRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: newEmail },
} as const;

/** `POST /wps/member/info/email` (token): binds the address with the code it received. */
export const bindEmailRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'verificationCode'],
  properties: { email: newEmail, verificationCode },
} as const;
/** Binding a new e-mail address. */
export type BindEmailRequest = FromSchema<typeof bindEmailRequestSchema>;

/** A binding code went out: how long it is valid, and where it went (masked). */
const codeSentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['expiredMinutes', 'sentTo'],
  properties: {
    expiredMinutes: { type: 'integer', minimum: 1 },
    /** The number or address, masked as the overview masks it. */
    sentTo: { type: 'string' },
  },
} as const;
/** A binding code that went out. */
export type CodeSent = FromSchema<typeof codeSentSchema>;

/** The answers of the security calls. */
export const securityResponses = {
  overview: envelope(securityOverviewSchema),
  codeSent: envelope(codeSentSchema),
  /** The nickname as stored (tidied). */
  nickname: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['nickname'],
    properties: { nickname: { type: 'string' } },
  }),
  /** The number now bound, masked. */
  mobileBound: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['mobile'],
    properties: { mobile: { type: 'string' } },
  }),
  /** The address now bound, masked. */
  emailBound: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['email'],
    properties: { email: { type: 'string' } },
  }),
} as const;

/** The overview of "My account". */
export type SecurityOverview = FromSchema<typeof securityOverviewSchema>;
/** One login of the member. */
export type MemberLogin = FromSchema<typeof loginSchema>;
/** How a session was opened. */
export type LoginKind = (typeof loginKinds)[number];
