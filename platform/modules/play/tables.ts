/**
 * The play module's tables: favourite and recent games, game launches and rounds.
 * Migrations are generated from every tables file (drizzle.config.ts).
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members, sessions } from '../accounts/tables.ts';
import { games } from '../catalog/tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
 * Game launches: the token in a launch address (only its SHA-256 is stored). A member launch
 * belongs to the session that created it (`session_token_hash`) and is playable only while that
 * session is live; deleting the session deletes its launches. A trial launch (supportPlay 0,
 * accountType 0) has no member and no session and plays with the play money of its ledger
 * account (platform/modules/ledger). Member launches stored before sessions were bound have no
 * session and are dead.
 */
export const gameLaunches = pgTable('game_launches', {
  tokenHash: text('token_hash').primaryKey(),
  brandId: text('brand_id').notNull(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  sessionTokenHash: text('session_token_hash').references(() => sessions.tokenHash, {
    onDelete: 'cascade',
  }),
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

/**
 * The vendor rounds debited through the seamless wallet, with the launch each was debited
 * under (its token hash): a credit for such a round settles it even after the launch has ended
 * (docs/decisions/0014-seamless-wallet-authentication.md). Kept apart from `game_launches`,
 * whose rows go when their session does.
 */
export const seamlessRounds = pgTable(
  'seamless_rounds',
  {
    launchTokenHash: text('launch_token_hash').notNull(),
    vendor: text('vendor').notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.launchTokenHash, table.vendor, table.roundId] }),
    index('seamless_rounds_created_idx').on(table.createdAt),
  ],
);
