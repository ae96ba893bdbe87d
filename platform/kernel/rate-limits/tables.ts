/**
 * The request limiter's own table: one counter per limited route and caller, shared by every
 * instance on the database, so a limit of N requests a minute is N for the whole deployment.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per key (`<method><url>-<address>`): the hits counted in the current window and
 * when that window ends. A hit after `reset_at` starts a new window in the same row; rows
 * whose window ended are deleted by the platform's clean-up job.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('rate_limit_hits_reset_at_idx').on(table.resetAt)],
);
