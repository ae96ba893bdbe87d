/**
 * The job runner's own table. pg-boss forgets a job some days after it finished, so the fact
 * that a (job, period) was handed to it is kept here, for good: it is what makes a period run
 * once across instances and restarts.
 */
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per job name and once-key (for a cron job, the start of its period as an ISO
 * instant) that was enqueued. `job_id` is the pg-boss job it became.
 */
export const jobClaims = pgTable(
  'job_claims',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    jobId: text('job_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.name, table.key] })],
);
