/**
 * The platform's tables (Drizzle). Migrations in `./migrations` are generated from this file
 * with `npx drizzle-kit generate` (see drizzle.config.ts) and applied at start.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Maintenance windows. `scope` is a brand id, or `*` for every brand. A window with an
 * `ends_at` in the past is over; a null `ends_at` lasts until an operator ends it.
 */
export const maintenance = pgTable('maintenance', {
  scope: text('scope').primaryKey(),
  message: text('message'),
  endsAt: instant('ends_at'),
  startedAt: instant('started_at').notNull().defaultNow(),
});

/** Per-brand country allow-lists: a non-empty list restricts every other country. */
export const regionRestrictions = pgTable('region_restrictions', {
  brandId: text('brand_id').primaryKey(),
  allowedCountries: text('allowed_countries').array().notNull(),
});

/**
 * Announcements (spec §3 "Notice"). A null `brand_id` reaches every brand and a null
 * `language` every language; otherwise `language` is a platform code such as EN or TY.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id'),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    language: text('language'),
    createdAt: instant('created_at').notNull().defaultNow(),
    startsAt: instant('starts_at').notNull().defaultNow(),
    endsAt: instant('ends_at'),
  },
  (table) => [
    check('announcements_type_check', sql`${table.type} in ('B', 'PL', 'PU', 'PR', 'H')`),
    index('announcements_brand_idx').on(table.brandId),
  ],
);

/**
 * Secrets every instance must share (the ALTCHA signing keys), created by whichever instance
 * needs one first.
 */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * RSA key pairs for `enc` request bodies (engine/core/crypto.ts), base64 SPKI and PKCS#8. The
 * newest is the one handed out; every stored key still opens envelopes sealed for it.
 */
export const encryptionKeys = pgTable('encryption_keys', {
  keyId: text('key_id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

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
    paymentPasswordHash: text('payment_password_hash'),
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
    /** Club rank (platform/services/ranks.ts). */
    rank: integer('rank').notNull().default(0),
    domain: text('domain'),
    registerUrl: text('register_url'),
    registerMethod: text('register_method'),
    registerIp: text('register_ip'),
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

/**
 * Game vendors of the catalog (spec §3 "Vendor"), platform-wide. `names` and the classify
 * names are keyed by platform language code (EN, TY, ...); EN is always present.
 */
export const gameVendors = pgTable('game_vendors', {
  vassalage: text('vassalage').primaryKey(),
  gameType: text('game_type').notNull(),
  gameCategory: text('game_category').notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  isHot: boolean('is_hot').notNull().default(false),
  isNew: boolean('is_new').notNull().default(false),
  supportPlay: boolean('support_play').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  /** `[{ key, names }]`: the vendor's classify menu (spec §3 "Classify menu item"). */
  classifies: jsonb('classifies')
    .$type<{ key: string; names: Record<string, string> }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Card image path or https URL; null: the platform draws one. */
  logo: text('logo'),
  /** An external launch URL template; null: the platform's built-in game engine. */
  launchUrl: text('launch_url'),
  /** seamless (bets go through the wallet contract) or transfer. */
  wallet: text('wallet').notNull().default('seamless'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Games of the catalog (spec §3 "Game (tile)"). */
export const games = pgTable(
  'games',
  {
    nodeId: text('node_id').primaryKey(),
    gameId: text('game_id').notNull(),
    vassalage: text('vassalage')
      .notNull()
      .references(() => gameVendors.vassalage, { onDelete: 'cascade' }),
    gameType: text('game_type').notNull(),
    /** The English catalog name. */
    name: text('name').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** Icon path or https URL; null: the platform draws one. */
    icon: text('icon'),
    classifies: text('classifies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isNew: boolean('is_new').notNull().default(false),
    /** Rank among the hot games (1 is the hottest); null: not hot. */
    hotRank: integer('hot_rank'),
    supportPlay: boolean('support_play').notNull().default(true),
    /** GAME, or VASSALAGE for a tile that opens the vendor's popup game list. */
    isGame: text('is_game').notNull().default('GAME'),
    minBetMinor: integer('min_bet_minor').notNull().default(0),
    minLineNum: integer('min_line_num').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    uniqueIndex('games_vendor_game_idx').on(table.vassalage, table.gameId),
    index('games_type_idx').on(table.gameType, table.vassalage, table.sort),
    check('games_min_bet_check', sql`${table.minBetMinor} >= 0`),
  ],
);

/** Catalog generation: bumped by every import so each instance reloads its in-memory copy. */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  importedAt: instant('imported_at').notNull().defaultNow(),
});

/** A member's favourite games (spec §4 "Favourites"). */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.nodeId] })],
);

/** Games a member launched, latest launch time per game. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    playedAt: instant('played_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.nodeId] }),
    index('recent_games_member_idx').on(table.memberId, table.playedAt),
  ],
);

/**
 * Game launches: the token in a launch address (only its SHA-256 is stored). A trial launch
 * (supportPlay 0, accountType 0) has no member and plays with the play money of its ledger
 * account (platform/modules/ledger).
 */
export const gameLaunches = pgTable('game_launches', {
  tokenHash: text('token_hash').primaryKey(),
  brandId: text('brand_id').notNull(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  nodeId: text('node_id').notNull(),
  language: text('language').notNull(),
  trial: boolean('trial').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
  expiresAt: instant('expires_at').notNull(),
});

/**
 * Rounds of the built-in game engine, keyed by launch and the client's round id so a retried
 * spin returns the stored outcome instead of betting twice.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    launchTokenHash: text('launch_token_hash').notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull(),
    outcome: jsonb('outcome').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.launchTokenHash, table.roundId] })],
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
 * SMS verification codes, hashed. The newest code of a purpose and number is the only one
 * that counts; it is single-use and dies after five wrong attempts.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    purpose: text('purpose').notNull(),
    /** E.164. */
    recipient: text('recipient').notNull(),
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
      sql`${table.purpose} in ('register', 'login', 'forgot')`,
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

/** A stored vendor row. */
export type GameVendorRow = typeof gameVendors.$inferSelect;
/** A stored game row. */
export type GameRow = typeof games.$inferSelect;

/** A stored announcement row. */
export type AnnouncementRow = typeof announcements.$inferSelect;
/** A stored maintenance row. */
export type MaintenanceRow = typeof maintenance.$inferSelect;
