/**
 * The lottery's tables (issue 15, docs/lottery.md). A draw is one game's draw at one instant
 * for one brand: its seed is made (and its SHA-256 commitment published) when the draw is
 * scheduled, and revealed once it is drawn. A slip is what a member bought in one call; it holds
 * one ticket per bet and draw, and is paid for with one ledger entry (`lottery:<slip id>`).
 */
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drawStates, ticketStates } from '../../../schemas/api/lottery.ts';
import { members } from '../accounts/tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/** Scheduled draws of every brand's lottery games. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The public id, such as `VN_S_TPHCM-202611271615`: the input of the number derivation. */
    drawKey: text('draw_key').notNull(),
    brandId: text('brand_id').notNull(),
    gameId: text('game_id').notNull(),
    drawAt: instant('draw_at').notNull(),
    /** Sales close here (the brand's `lottery.lockSeconds` before the draw). */
    lockAt: instant('lock_at').notNull(),
    /** 32 random bytes, hex; secret until the draw is drawn. */
    seed: text('seed').notNull(),
    /** SHA-256 of the seed's bytes, hex: published from the moment the draw is scheduled. */
    commitment: text('commitment').notNull(),
    status: text('status', { enum: drawStates }).notNull().default('open'),
    /** Spec format: groups by `~`, values by `,`. */
    winningNumbers: text('winning_numbers'),
    /** `imported` when the operator loaded real-world results instead of drawing. */
    source: text('source', { enum: ['seed', 'imported'] }),
    /** Drawn after the platform missed the draw's time (downtime). */
    late: boolean('late').notNull().default(false),
    drawnAt: instant('drawn_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('lottery_draws_key_idx').on(table.brandId, table.drawKey),
    uniqueIndex('lottery_draws_game_idx').on(table.brandId, table.gameId, table.drawAt),
    index('lottery_draws_due_idx')
      .on(table.drawAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** A draw row. */
export type DrawRow = typeof lotteryDraws.$inferSelect;

/** Slips members bought. */
export const lotterySlips = pgTable(
  'lottery_slips',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The client's id of the slip: buying again with it answers this slip. */
    slipId: text('slip_id').notNull(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The vendor whose games the slip bets on; the ledger entry's vendor. */
    vendor: text('vendor').notNull(),
    currency: text('currency').notNull(),
    costMinor: minor('cost_minor').notNull(),
    cancelledAt: instant('cancelled_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('lottery_slips_member_idx').on(table.memberId, table.slipId),
    index('lottery_slips_created_idx').on(table.memberId, table.createdAt),
  ],
);

/** A slip row. */
export type SlipRow = typeof lotterySlips.$inferSelect;

/** One bet of a slip on one draw. */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slipId: bigint('slip_id', { mode: 'number' })
      .notNull()
      .references(() => lotterySlips.id),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    betType: text('bet_type').notNull(),
    numbers: jsonb('numbers').$type<string[]>().notNull(),
    position: integer('position'),
    stakeMinor: minor('stake_minor').notNull(),
    lots: integer('lots').notNull(),
    costMinor: minor('cost_minor').notNull(),
    status: text('status', { enum: ticketStates }).notNull().default('pending'),
    winningLots: integer('winning_lots').notNull().default(0),
    payoutMinor: minor('payout_minor')
      .notNull()
      .default(sql`0`),
    /** The bet's numbers that won, for highlighting. */
    matched: jsonb('matched')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    settledAt: instant('settled_at'),
  },
  (table) => [
    index('lottery_tickets_draw_idx').on(table.drawId, table.status),
    index('lottery_tickets_slip_idx').on(table.slipId),
    index('lottery_tickets_member_idx').on(table.memberId, table.status),
  ],
);

/** A ticket row. */
export type TicketRow = typeof lotteryTickets.$inferSelect;
