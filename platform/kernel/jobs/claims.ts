/**
 * Exactly once per (job, key), across instances and for good.
 *
 * pg-boss's singleton keys only hold while a job is queued or active, and it deletes finished
 * jobs after a week. So: the pg-boss job id is derived from (name, key), which makes two
 * instances sending the same period at the same moment collide on the primary key (pg-boss
 * answers null to the second); and a `job_claims` row records the send for good, so a period
 * whose job pg-boss already forgot is never sent again. The claim is written after the send: a
 * crash in between leaves no claim, the next beat sends again, and the derived id turns that
 * second send into nothing while the first job still exists.
 *
 * Claims of scheduled jobs are pruned after `claimRetentionMs`, except the newest of each job:
 * a beat only ever looks at periods after its previous beat (at most that old) or at the
 * latest period, whose claim is the newest one.
 */
import { createHash } from 'node:crypto';
import { and, eq, exists, gt, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PgBoss } from 'pg-boss';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { jobClaims } from './tables.ts';

/** The pg-boss job id of (name, key): a UUID built from their SHA-256. */
export function onceJobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  // Version 8 (custom) and the RFC 9562 variant, so it is a well-formed UUID.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Sends job `name` for `key` unless it was sent before (by any instance). Returns the job id
 * when this call enqueued it, else null.
 */
export async function claimAndSend(
  db: Database,
  boss: PgBoss,
  clock: Clock,
  job: { name: string; key: string; data: Record<string, unknown> },
): Promise<string | null> {
  const [claimed] = await db
    .select({ jobId: jobClaims.jobId })
    .from(jobClaims)
    .where(and(eq(jobClaims.name, job.name), eq(jobClaims.key, job.key)));
  if (claimed) return null;
  const id = onceJobId(job.name, job.key);
  const sent = await boss.send(job.name, job.data, { id });
  await db
    .insert(jobClaims)
    .values({ name: job.name, key: job.key, jobId: id, claimedAt: clock.now() })
    .onConflictDoNothing();
  return sent;
}

/** How long the claims of scheduled jobs are kept (the newest of each job always stays). */
export const claimRetentionMs = 30 * 24 * 60 * 60_000;

/**
 * Deletes the claims of jobs `names` made more than `claimRetentionMs` before `now`, keeping
 * each job's newest. Returns how many.
 */
export async function pruneClaims(
  db: Database,
  names: readonly string[],
  now: Date,
): Promise<number> {
  if (names.length === 0) return 0;
  const newer = alias(jobClaims, 'newer');
  const deleted = await db
    .delete(jobClaims)
    .where(
      and(
        inArray(jobClaims.name, [...names]),
        lt(jobClaims.claimedAt, new Date(now.getTime() - claimRetentionMs)),
        exists(
          db
            .select({ one: newer.key })
            .from(newer)
            .where(and(eq(newer.name, jobClaims.name), gt(newer.claimedAt, jobClaims.claimedAt))),
        ),
      ),
    )
    .returning({ key: jobClaims.key });
  return deleted.length;
}
