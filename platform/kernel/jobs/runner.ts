/**
 * The job runner: pg-boss keeps the queue, the attempts and the failures; the runner decides
 * what is due from the platform's clock and works the queues itself.
 *
 * `runDue()` is one beat: enqueue every cron occurrence that came due since the last beat, then
 * work every job that is ready. The platform calls it on a timer; tests call it after moving a
 * manual clock. A (job, period) is enqueued once across all instances, for good: see claims.ts.
 */
import type { PgBoss } from 'pg-boss';
import type { Clock } from '../clock.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createBoss } from './boss.ts';
import { claimAndSend, claimRetentionMs, pruneClaims } from './claims.ts';
import { defaultRetry, isJobName, type JobDefinition, type JobRun } from './definition.ts';
import { listJobs, retryJob, type JobFilter, type JobSummary } from './inspect.ts';
import { parseSchedule, type CronSchedule } from './schedule.ts';

/** Where the runner reports what happened. */
export interface JobLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** How to build a runner. */
export interface JobRunnerOptions {
  database: Pick<DatabaseHandle, 'db' | 'driver' | 'exclusive'>;
  clock: Clock;
  jobs?: readonly JobDefinition[];
  /** Milliseconds between beats; without it no timer runs (tests call `runDue`). */
  intervalMs?: number;
  /** pg-boss maintenance (expiring stuck jobs, deleting old ones); off unless asked. */
  supervise?: boolean;
  log?: JobLog;
  /** Occurrences of one job enqueued in one beat at most, the newest ones (default 60). */
  maxCatchUp?: number;
}

/** What one beat did. */
export interface BeatReport {
  enqueued: number;
  completed: number;
  failed: number;
}

/** Runs the platform's jobs. */
export interface JobRunner {
  /** Adds a job; before `start` only. */
  register(definition: JobDefinition): void;
  /** The registered job names. */
  readonly names: readonly string[];
  /** Installs or migrates pg-boss's tables, creates the queues and starts the timer. */
  start(): Promise<void>;
  /** Enqueues the cron occurrences due by now that no instance enqueued yet. */
  tick(): Promise<number>;
  /** Works every ready job of the registered queues until none is left. */
  drain(): Promise<Omit<BeatReport, 'enqueued'>>;
  /** `tick` then `drain`; never two at once on one runner. */
  runDue(): Promise<BeatReport>;
  /**
   * Queues a run of job `name` now. With `once`, the run happens once for that key across all
   * instances and all time (null when it was already enqueued).
   */
  enqueue(
    name: string,
    data?: Record<string, unknown>,
    options?: { once?: string },
  ): Promise<string | null>;
  /** Jobs, newest first. */
  list(filter?: JobFilter): Promise<JobSummary[]>;
  /** Puts a failed job back in the queue. */
  retry(id: string): Promise<JobSummary>;
  /** Stops the timer, waits for the beat in progress and stops pg-boss. */
  stop(): Promise<void>;
}

interface Registered {
  definition: JobDefinition;
  schedule: CronSchedule | undefined;
}

const silent: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Builds a runner; nothing touches the database before `start` (or a first `list`/`retry`). */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { clock } = options;
  const log = options.log ?? silent;
  const maxCatchUp = options.maxCatchUp ?? 60;
  const registered = new Map<string, Registered>();
  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let beat: Promise<BeatReport> | undefined;
  let stopped = false;
  // The clock reading of the last tick; before the first one only the latest occurrence of
  // each schedule counts (what every instance missed while down is caught up once, not replayed).
  let lastTick: Date | undefined;
  let lastPrune: Date | undefined;

  const register = (definition: JobDefinition) => {
    if (starting) throw new Error(`Job ${definition.name} registered after the runner started.`);
    if (!isJobName(definition.name)) throw new Error(`"${definition.name}" is not a job name.`);
    if (registered.has(definition.name))
      throw new Error(`Job ${definition.name} is registered twice.`);
    registered.set(definition.name, {
      definition,
      schedule: definition.schedule ? parseSchedule(definition.schedule) : undefined,
    });
  };
  for (const definition of options.jobs ?? []) register(definition);

  const ready = (): Promise<PgBoss> => {
    starting ??= (async () => {
      const instance = createBoss(options.database.driver, {
        supervise: options.supervise ?? false,
      });
      instance.on('error', (error) => log.error(`job queue: ${error.message}`));
      // pg-boss's own install races when two instances start on a fresh database (its
      // CREATE SCHEMA IF NOT EXISTS can miss the other's commit), and so would two instances
      // creating one queue: instances set up one after the other.
      await options.database.exclusive(() => setUp(instance));
      return instance;
    })();
    return starting;
  };

  /** Installs or migrates pg-boss and creates or updates the registered queues. */
  const setUp = async (instance: PgBoss): Promise<void> => {
    await instance.start();
    for (const { definition } of registered.values()) {
      const retry = definition.retry ?? defaultRetry;
      const queue = {
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: retry.backoff,
        expireInSeconds: definition.timeoutSeconds ?? 900,
      };
      // Another instance may have created the queue first; its settings then follow ours.
      if (await instance.getQueue(definition.name))
        await instance.updateQueue(definition.name, queue);
      else await instance.createQueue(definition.name, queue);
    }
    boss = instance;
  };

  const tick = async (): Promise<number> => {
    const instance = await ready();
    const now = clock.now();
    // A clock set back, or a beat older than the claims kept, counts as a fresh start.
    const since =
      lastTick === undefined ||
      lastTick.getTime() > now.getTime() ||
      now.getTime() - lastTick.getTime() > claimRetentionMs
        ? undefined
        : lastTick;
    lastTick = now;
    let enqueued = 0;
    for (const { definition, schedule } of registered.values()) {
      if (!schedule) continue;
      const latest = schedule.latestAtOrBefore(now);
      const due =
        since === undefined || definition.catchUp === 'latest'
          ? latest === null || (since !== undefined && latest <= since)
            ? []
            : [latest]
          : schedule.between(since, now, maxCatchUp);
      for (const period of due) {
        const id = await claimAndSend(options.database.db, instance, clock, {
          name: definition.name,
          key: period.toISOString(),
          data: { period: period.toISOString() },
        });
        if (id !== null) enqueued += 1;
      }
    }
    if (lastPrune === undefined || now.getTime() - lastPrune.getTime() >= 24 * 60 * 60_000) {
      lastPrune = now;
      const scheduled = [...registered.values()].filter((r) => r.schedule);
      await pruneClaims(
        options.database.db,
        scheduled.map((r) => r.definition.name),
        now,
      );
    }
    return enqueued;
  };

  const work = async (instance: PgBoss, definition: JobDefinition): Promise<boolean | null> => {
    const [job] = await instance.fetch<Record<string, unknown>>(definition.name);
    if (!job) return null;
    const data = job.data ?? {};
    const abort = new AbortController();
    const run: JobRun = {
      id: job.id,
      name: job.name,
      period: typeof data.period === 'string' ? new Date(data.period) : null,
      data,
      retryCount: job.retryCount,
      signal: abort.signal,
    };
    try {
      const output = await withTimeout(definition.handler(run), job.expireInSeconds, abort);
      await instance.complete(
        job.name,
        job.id,
        isRecord(output) ? output : { value: output ?? null },
      );
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn(`job ${job.name} ${job.id} failed (attempt ${job.retryCount + 1}): ${message}`);
      await instance.fail(job.name, job.id, {
        message,
        stack: error instanceof Error ? error.stack : undefined,
      });
      return false;
    }
  };

  const drain = async () => {
    const instance = await ready();
    let completed = 0;
    let failed = 0;
    for (const { definition } of registered.values()) {
      for (;;) {
        if (stopped) return { completed, failed };
        const outcome = await work(instance, definition);
        if (outcome === null) break;
        if (outcome) completed += 1;
        else failed += 1;
      }
    }
    return { completed, failed };
  };

  const runDue = (): Promise<BeatReport> => {
    beat ??= (async () => {
      try {
        const enqueued = await tick();
        return { enqueued, ...(await drain()) };
      } finally {
        beat = undefined;
      }
    })();
    return beat;
  };

  return {
    register,
    get names() {
      return [...registered.keys()];
    },
    async start() {
      await ready();
      if (options.intervalMs && !timer) {
        timer = setInterval(() => {
          runDue().catch((error: unknown) =>
            log.error(`job runner: ${error instanceof Error ? error.message : String(error)}`),
          );
        }, options.intervalMs);
        // The timer alone must not keep a process (or a test worker) alive.
        timer.unref();
      }
    },
    tick,
    drain,
    runDue,
    async enqueue(name, data = {}, enqueueOptions = {}) {
      if (!registered.has(name)) throw new Error(`No job named ${name} is registered.`);
      const instance = await ready();
      if (enqueueOptions.once === undefined) return instance.send(name, data);
      return claimAndSend(options.database.db, instance, clock, {
        name,
        key: enqueueOptions.once,
        data,
      });
    },
    async list(filter = {}) {
      await ready();
      return listJobs(options.database.driver, filter);
    },
    async retry(id) {
      return retryJob(options.database.driver, await ready(), id);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await beat?.catch(() => undefined);
      if (starting) await starting.catch(() => undefined);
      await boss?.stop({ graceful: false, close: false });
    },
  };
}

/**
 * `work`, or a rejection after `seconds`: a handler that hangs must not stop every later beat
 * of this instance. The handler is told through `abort`; it cannot be forced to stop.
 */
async function withTimeout<T>(
  work: Promise<T>,
  seconds: number,
  abort: AbortController,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`timed out after ${seconds} s`);
      // Settle first: a handler that returns as soon as it is aborted must still count as failed.
      reject(error);
      abort.abort(error);
    }, seconds * 1000);
    timer.unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
