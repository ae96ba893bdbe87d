/**
 * Jobs as operators see them: listed across every queue by state and name, and failed ones put
 * back in their queue. pg-boss's API finds jobs per queue only, so the list reads its job table.
 */
import type { PgBoss } from 'pg-boss';
import type { DatabaseDriver } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { bossDatabase, bossSchema } from './boss.ts';
import type { JobState } from './definition.ts';

/** Which jobs to list. */
export interface JobFilter {
  state?: JobState;
  name?: string;
  /** At most this many, newest first (default 50). */
  limit?: number;
}

/** One job, for the operator. */
export interface JobSummary {
  id: string;
  name: string;
  state: JobState;
  /** Attempts after the first so far, and how many are allowed. */
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  data: unknown;
  /** The handler's answer, or for a failed attempt `{ message, stack }`. */
  output: unknown;
}

const columns = `id::text as id, name, state::text as state, retry_count as "retryCount",
  retry_limit as "retryLimit", created_on as "createdOn", start_after as "startAfter",
  started_on as "startedOn", completed_on as "completedOn", data, output`;

const date = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string | Date);

function summary(row: Record<string, unknown>): JobSummary {
  return {
    id: String(row.id),
    name: String(row.name),
    state: row.state as JobState,
    retryCount: Number(row.retryCount),
    retryLimit: Number(row.retryLimit),
    createdOn: date(row.createdOn)!,
    startAfter: date(row.startAfter)!,
    startedOn: date(row.startedOn),
    completedOn: date(row.completedOn),
    data: row.data ?? null,
    output: row.output ?? null,
  };
}

/** Jobs matching `filter`, newest first. */
export async function listJobs(driver: DatabaseDriver, filter: JobFilter): Promise<JobSummary[]> {
  const { rows } = await bossDatabase(driver).executeSql(
    `select ${columns} from ${bossSchema}.job
      where ($1::text is null or state::text = $1) and ($2::text is null or name = $2)
      order by created_on desc, id limit $3`,
    [filter.state ?? null, filter.name ?? null, filter.limit ?? 50],
  );
  return (rows as Record<string, unknown>[]).map(summary);
}

async function findJob(driver: DatabaseDriver, id: string): Promise<JobSummary | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw badRequest(`"${id}" is not a job id (a UUID, as jobs list shows).`);
  const { rows } = await bossDatabase(driver).executeSql(
    `select ${columns} from ${bossSchema}.job where id = $1::uuid`,
    [id],
  );
  const [row] = rows as Record<string, unknown>[];
  return row ? summary(row) : undefined;
}

/**
 * Puts failed job `id` back in its queue with one more attempt allowed; a beat of any instance
 * then runs it.
 */
export async function retryJob(
  driver: DatabaseDriver,
  boss: PgBoss,
  id: string,
): Promise<JobSummary> {
  const job = await findJob(driver, id);
  if (!job) throw notFound(`There is no job ${id}.`);
  if (job.state !== 'failed')
    throw badRequest(`Job ${id} is ${job.state}; only failed jobs can be retried.`);
  await boss.retry(job.name, id);
  return (await findJob(driver, id))!;
}
