/**
 * The accounts module's tables: members and their labels, sessions and the login history, remember-me tokens, verification codes, SMS blocks, the outbox, captchas, ALTCHA replay records and failed logins.
 * Migrations are generated from every tables file (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { loginKinds } from '../../../schemas/api/account-security.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Players and agents (spec §3 "Customer / member info"), one brand each. `is_agent` is the
 * role number of spec §6 (0 member, 1/2/41/42 agents, 4 trial). A null `password_hash` means
 * the account has no password (registered by mobile without one, or a trial).
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    username: text('username').notNull(),
    nickname: text('nickname').notNull(),
    passwordHash: text('password_hash'),
    passwordChangedAt: instant('password_changed_at'),
    /** The password was e-mailed by the platform: it must be changed at the next login. */
    passwordTemporary: boolean('password_temporary').notNull().default(false),
    isAgent: integer('is_agent').notNull().default(0),
    /** E.164. */
    mobile: text('mobile'),
    email: text('email'),
    payeeName: text('payee_name'),
    /** The withdrawal (payment) password; null until the member sets one. */
    paymentPasswordHash: text('payment_password_hash'),
    /** Wrong withdrawal passwords in a row (payment-password.ts). */
    paymentPasswordFailures: integer('payment_password_failures').notNull().default(0),
    /** Too many wrong withdrawal passwords: none is checked until then. */
    paymentPasswordLockedUntil: instant('payment_password_locked_until'),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    zalo: text('zalo'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    idNumber: text('id_number'),
    recommenderId: text('recommender_id'),
    /** The member's own code that others register with (upper case). */
    referralCode: text('referral_code').notNull(),
    /** An agent's invitation (affiliate) code; registering with it makes the agent the upline. */
    affiliateCode: text('affiliate_code'),
    uplineId: integer('upline_id').references((): AnyPgColumn => members.id),
    referredById: integer('referred_by_id').references((): AnyPgColumn => members.id),
    /** Club rank (platform/modules/accounts/ranks.ts). */
    rank: integer('rank').notNull().default(0),
    domain: text('domain'),
    registerUrl: text('register_url'),
    registerMethod: text('register_method'),
    registerIp: text('register_ip'),
    /** An operator locked the account (`member lock`): no login by any path until unlocked. */
    lockedAt: instant('locked_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('members_username_idx').on(table.brandId, sql`lower(${table.username})`),
    uniqueIndex('members_mobile_idx').on(table.brandId, table.mobile),
    uniqueIndex('members_referral_code_idx').on(table.brandId, table.referralCode),
    uniqueIndex('members_affiliate_code_idx').on(table.brandId, sql`lower(${table.affiliateCode})`),
    index('members_upline_idx').on(table.uplineId),
    check('members_is_agent_check', sql`${table.isAgent} in (0, 1, 2, 4, 41, 42)`),
    check('members_rank_check', sql`${table.rank} >= 0`),
  ],
);

/** Labels operators put on a member (member info `memberLabel`). */
export const memberLabels = pgTable(
  'member_labels',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    color: text('color').notNull(),
    backgroundColor: text('background_color').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('member_labels_member_idx').on(table.memberId)],
);

/**
 * Sessions. Only the SHA-256 of the token is stored. A session ends when revoked or after
 * the brand's `sessionHours` without use (counted from `last_seen_at`).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    /** username, sms, register, freeplay or password (a session answered by a password change). */
    loginType: text('login_type').notNull(),
    firstTimeLogin: boolean('first_time_login').notNull(),
    changePassword: boolean('change_password').notNull(),
    ip: text('ip'),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('sessions_member_idx').on(table.memberId)],
);

/**
 * The login history (login-history.ts): one row per session opened for a registered member
 * (trial sessions are not recorded), kept for the brand's `retention.loginHistoryDays`. It
 * outlives the session it describes: `session_hash` only tells the member which login is the
 * one making the call.
 */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    at: instant('at').notNull(),
    /** The session's `login_type`: username, sms, register, password or remember. */
    kind: text('kind', { enum: loginKinds }).notNull(),
    ip: text('ip'),
    /** "Chrome 131 on Android 14", from the User-Agent; null when missing or unreadable. */
    device: text('device'),
    /** The SHA-256 of the session's token, as `sessions.token_hash`. */
    sessionHash: text('session_hash').notNull(),
  },
  (table) => [
    index('member_logins_member_idx').on(table.memberId, table.at.desc()),
    index('member_logins_brand_at_idx').on(table.brandId, table.at),
  ],
);

/**
 * Remember-me tokens (remember-tokens.ts): a random 32-byte token in an HttpOnly cookie, stored
 * only as its SHA-256. Each use replaces it with a new one (`rotated_at` set on the old row, kept
 * until it expires so that a second use of it is recognised as theft); logout, a password
 * change or reset, a lock and `member revoke-sessions` set `revoked_at`. `session_hash` is the
 * session it last opened, so that logging out that session ends it.
 */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    sessionHash: text('session_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at'),
    expiresAt: instant('expires_at').notNull(),
    rotatedAt: instant('rotated_at'),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    index('remember_tokens_member_idx').on(table.memberId),
    index('remember_tokens_session_idx').on(table.sessionHash),
  ],
);

/**
 * Verification codes, hashed: SMS codes, and the temporary passwords of the e-mail reset
 * (purpose `email`, recipient `member:<id>`). The newest code of a purpose and recipient (and
 * member, for a code a member asked for) is the only one that counts; it is single-use and dies
 * after five wrong attempts.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    purpose: text('purpose').notNull(),
    /** E.164 number, an e-mail address (lower case), or `member:<id>` for an e-mail reset. */
    recipient: text('recipient').notNull(),
    /**
     * The member who asked for it, for codes that bind a new phone or e-mail address to an
     * account: only that member can use it. Null for codes of a number or address alone.
     */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: instant('used_at'),
  },
  (table) => [
    check(
      'verification_codes_purpose_check',
      sql`${table.purpose} in ('register', 'login', 'forgot', 'email', 'payoutAccount', 'paymentPassword', 'bindMobile', 'bindEmail')`,
    ),
    index('verification_codes_recipient_idx').on(table.recipient, table.createdAt),
    index('verification_codes_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** Numbers and addresses that sent too many SMS requests, blocked until `blocked_until`. */
export const smsBlocks = pgTable(
  'sms_blocks',
  {
    id: serial('id').primaryKey(),
    /** `mobile:+63...` or `ip:203.0.113.9`. */
    subject: text('subject').notNull(),
    blockedUntil: instant('blocked_until').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('sms_blocks_subject_idx').on(table.subject, table.blockedUntil)],
);

/**
 * Every SMS and e-mail the platform sent through the default provider. Tests, e2e runs and
 * operators read codes and temporary passwords from here (`npm run operator -- outbox`).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    brandId: text('brand_id').notNull(),
    /** E.164 number or e-mail address. */
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('outbox_channel_check', sql`${table.channel} in ('sms', 'email')`),
    index('outbox_recipient_idx').on(table.recipient),
    index('outbox_brand_idx').on(table.brandId, table.createdAt),
  ],
);

/** Image captchas: the answer is hashed, single-use and short-lived. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  brandId: text('brand_id').notNull(),
  answerHash: text('answer_hash').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

/** ALTCHA payloads already accepted, kept until their challenge expires so none is replayed. */
export const altchaUsed = pgTable(
  'altcha_used',
  {
    signature: text('signature').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('altcha_used_expires_idx').on(table.expiresAt)],
);

/** Failed logins, per subject (`user:<name>`, `mobile:+63...` or `ip:<address>`). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    subject: text('subject').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_subject_idx').on(table.brandId, table.subject, table.createdAt),
  ],
);

/** A stored member row. */
export type MemberRow = typeof members.$inferSelect;

/** A stored session row. */
export type SessionRow = typeof sessions.$inferSelect;

/** A stored outbox row. */
export type OutboxRow = typeof outbox.$inferSelect;
