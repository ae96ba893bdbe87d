/**
 * The catalog module's tables: vendors, games and the catalog generation.
 * Migrations are generated from every tables file (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

/** A stored vendor row. */
export type GameVendorRow = typeof gameVendors.$inferSelect;

/** A stored game row. */
export type GameRow = typeof games.$inferSelect;
