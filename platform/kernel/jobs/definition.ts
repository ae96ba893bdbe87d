/**
 * What a job is. The kernel runs jobs but owns none: the code that owns the work builds its
 * definitions (closing over its database and settings) and hands them to the runner.
 */
import type { JobSchedule } from './schedule.ts';

/** One run of a job, as its handler sees it. */
export interface JobRun {
  /** The pg-boss job id. */
  id: string;
  name: string;
  /** For a scheduled run, the start of its period (the cron occurrence); else null. */
  period: Date | null;
  /** What `enqueue` was given (an empty object for scheduled runs). */
  data: Record<string, unknown>;
  /** 0 on the first attempt, then 1, 2... on retries. */
  retryCount: number;
  /** Aborted when the attempt runs out of time; a long handler should stop on it. */
  signal: AbortSignal;
}

/** How often a failed run is tried again. */
export interface JobRetry {
  /** Retries after the first attempt (0: fail at once). */
  limit: number;
  /** Seconds before the first retry. */
  delaySeconds: number;
  /** Double the delay at each retry (pg-boss adds jitter). */
  backoff: boolean;
}

/** A job the runner knows by name. */
export interface JobDefinition {
  /** Queue name: lower-case words with dots or dashes, such as `sessions.delete-expired`. */
  name: string;
  /** Does the work; a throw fails the attempt (and schedules a retry while any are left). */
  handler: (run: JobRun) => Promise<unknown>;
  /** Run on this schedule, once per occurrence across every instance. */
  schedule?: JobSchedule;
  /**
   * After a time no beat ran (downtime, a test clock's jump): `every` occurrence missed is run
   * (the default, up to the runner's `maxCatchUp`), or only the `latest`, for a job whose run
   * catches up everything due by itself.
   */
  catchUp?: 'every' | 'latest';
  /** Default: 2 retries, 30 s then 60 s. */
  retry?: JobRetry;
  /** Seconds an attempt may take before it counts as failed (default 900). */
  timeoutSeconds?: number;
}

/** Retries when a definition names none. */
export const defaultRetry: JobRetry = { limit: 2, delaySeconds: 30, backoff: true };

/** The states pg-boss gives a job. */
export const jobStates = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
/** One job state. */
export type JobState = (typeof jobStates)[number];

/** What a job (and pg-boss queue) name looks like: dotted or dashed lower-case words. */
export const jobNamePattern = /^[a-z][a-z0-9]*(?:[.-][a-z0-9]+)*$/;

/** True when `name` can be a job (and pg-boss queue) name. */
export function isJobName(name: string): boolean {
  return name.length <= 100 && jobNamePattern.test(name);
}

/**
 * A clean-up job: `run` deletes short-lived records and says how many; it runs on `cron` in
 * UTC. Owners stagger their schedules so the jobs of one hour do not all start together.
 */
export function cleanUpJob(name: string, cron: string, run: () => Promise<number>): JobDefinition {
  return {
    name,
    schedule: { cron, timezone: 'UTC' },
    handler: async () => ({ deleted: await run() }),
  };
}
