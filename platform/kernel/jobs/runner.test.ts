import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import { openDatabase } from '../db/client.ts';
import { openTestDatabase, testStart, type TestDatabase } from '../../test/harness.ts';
import { bossDatabase, bossSchema } from './boss.ts';
import { onceJobId } from './claims.ts';
import type { JobDefinition } from './definition.ts';
import { createJobRunner, type JobRunner } from './runner.ts';
import { parseSchedule } from './schedule.ts';
import { jobClaims } from './tables.ts';

const minute = 60_000;

describe('cron schedules in a time zone', () => {
  it('put daily periods at local midnight, across a daylight-saving change', () => {
    const berlin = parseSchedule({ cron: '0 0 * * *', timezone: 'Europe/Berlin' });
    const periods = berlin.between(
      new Date('2026-03-27T12:00:00Z'),
      new Date('2026-03-30T12:00:00Z'),
      10,
    );
    // CET (+01:00) until 29 March 02:00, CEST (+02:00) after.
    expect(periods.map((d) => d.toISOString())).toEqual([
      '2026-03-27T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
  });

  it('find the latest period at or before an instant, in Manila time', () => {
    const manila = parseSchedule({ cron: '0 8 * * *', timezone: 'Asia/Manila' });
    expect(manila.latestAtOrBefore(new Date('2026-03-02T00:00:00Z'))).toEqual(
      new Date('2026-03-02T00:00:00Z'),
    );
    expect(manila.latestAtOrBefore(new Date('2026-03-01T23:59:59Z'))).toEqual(
      new Date('2026-03-01T00:00:00Z'),
    );
  });

  it('keep the newest periods when more are due than the limit', () => {
    const everyMinute = parseSchedule({ cron: '* * * * *', timezone: 'UTC' });
    const periods = everyMinute.between(new Date(testStart), new Date('2026-03-02T10:10:00Z'), 3);
    expect(periods.map((d) => d.toISOString().slice(11, 16))).toEqual(['10:08', '10:09', '10:10']);
  });

  it('refuse a pattern or time zone croner cannot read', () => {
    expect(() => parseSchedule({ cron: '61 * * * *', timezone: 'UTC' })).toThrow(/61 \* \* \* \*/);
    expect(() => parseSchedule({ cron: '0 * * * *', timezone: 'Mars/Olympus' })).toThrow(
      /Mars\/Olympus/,
    );
  });
});

describe('the job runner', () => {
  let database: TestDatabase;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await database.handle.db.delete(jobClaims);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  function runner(clock: ReturnType<typeof manualClock>, jobs: JobDefinition[]): JobRunner {
    const created = createJobRunner({ database: database.handle, clock, jobs });
    runners.push(created);
    return created;
  }

  it('runs a job when the manual clock reaches its period, once per period', async () => {
    const clock = manualClock('2026-03-02T09:59:30Z');
    const periods: string[] = [];
    const jobs = runner(clock, [
      {
        name: 'test.hourly',
        schedule: { cron: '0 * * * *', timezone: 'UTC' },
        handler: async (run) => {
          periods.push(run.period!.toISOString());
        },
      },
    ]);
    await jobs.start();
    // At start the latest period (09:00, missed while nothing ran) is caught up once.
    expect(await jobs.runDue()).toEqual({ enqueued: 1, completed: 1, failed: 0 });
    expect(await jobs.runDue()).toEqual({ enqueued: 0, completed: 0, failed: 0 });
    clock.advance(29_000);
    expect((await jobs.runDue()).completed).toBe(0);
    clock.advance(1_000);
    expect(await jobs.runDue()).toEqual({ enqueued: 1, completed: 1, failed: 0 });
    expect(periods).toEqual(['2026-03-02T09:00:00.000Z', '2026-03-02T10:00:00.000Z']);
  });

  it('after a jump runs every missed period, or only the latest for a job that catches up itself', async () => {
    const clock = manualClock('2026-03-02T10:00:10Z');
    const periods: Record<string, string[]> = { every: [], latest: [] };
    const job = (catchUp: 'every' | 'latest'): JobDefinition => ({
      name: `test.catch-up-${catchUp}`,
      schedule: { cron: '*/5 * * * *', timezone: 'UTC' },
      catchUp,
      handler: async (run) => {
        periods[catchUp]!.push(run.period!.toISOString().slice(11, 16));
      },
    });
    const jobs = runner(clock, [job('every'), job('latest')]);
    await jobs.runDue();
    clock.advance(20 * 60_000);
    await jobs.runDue();
    expect(periods.every).toEqual(['10:00', '10:05', '10:10', '10:15', '10:20']);
    expect(periods.latest).toEqual(['10:00', '10:20']);
    // Within the period nothing more runs.
    clock.advance(60_000);
    expect((await jobs.runDue()).enqueued).toBe(0);
  });

  it('never runs a period again, even after a restart with the job long gone', async () => {
    const clock = manualClock('2026-03-02T10:00:10Z');
    let runs = 0;
    const job: JobDefinition = {
      name: 'test.restart',
      schedule: { cron: '0 * * * *', timezone: 'UTC' },
      handler: async () => {
        runs += 1;
      },
    };
    const first = runner(clock, [job]);
    await first.runDue();
    await first.stop();
    // pg-boss deletes finished jobs after a while; the claim is what remembers the period.
    await bossDatabase(database.handle.driver).executeSql(
      `delete from ${bossSchema}.job where name = 'test.restart'`,
    );
    const second = runner(clock, [job]);
    await second.runDue();
    expect(runs).toBe(1);
  });

  it('forgets old periods of a schedule but keeps its newest one', async () => {
    const clock = manualClock('2026-03-02T10:00:10Z');
    const job: JobDefinition = {
      name: 'test.pruned',
      schedule: { cron: '0 * * * *', timezone: 'UTC' },
      handler: async () => undefined,
    };
    const jobs = runner(clock, [job]);
    await jobs.runDue();
    clock.advance(60 * minute);
    await jobs.runDue();
    const keys = async () =>
      (await database.handle.db.select({ key: jobClaims.key }).from(jobClaims)).map((c) => c.key);
    expect((await keys()).sort()).toEqual(['2026-03-02T10:00:00.000Z', '2026-03-02T11:00:00.000Z']);
    // 31 days later: only the latest period is caught up, and the month-old claims go.
    clock.advance(31 * 24 * 60 * minute);
    expect(await jobs.runDue()).toMatchObject({ enqueued: 1, completed: 1 });
    expect(await keys()).toEqual(['2026-04-02T11:00:00.000Z']);
  });

  it('enqueues a keyed job once and an unkeyed one every time', async () => {
    const clock = manualClock(testStart);
    const seen: unknown[] = [];
    const jobs = runner(clock, [
      {
        name: 'test.adhoc',
        handler: async (run) => {
          seen.push(run.data.n);
        },
      },
    ]);
    expect(await jobs.enqueue('test.adhoc', { n: 1 }, { once: 'k' })).toBe(
      onceJobId('test.adhoc', 'k'),
    );
    expect(await jobs.enqueue('test.adhoc', { n: 2 }, { once: 'k' })).toBeNull();
    expect(await jobs.enqueue('test.adhoc', { n: 3 })).toEqual(expect.any(String));
    await jobs.drain();
    expect(seen.sort()).toEqual([1, 3]);
    await expect(jobs.enqueue('test.unknown')).rejects.toThrow(/No job named/);
  });

  it('retries a failing job with growing delays, fails it, and runs it again on retry', async () => {
    const clock = manualClock(testStart);
    let fail = true;
    const attempts: number[] = [];
    const jobs = runner(clock, [
      {
        name: 'test.flaky',
        retry: { limit: 2, delaySeconds: 1, backoff: true },
        handler: async (run) => {
          attempts.push(run.retryCount);
          if (fail) throw new Error('gateway down');
          return { ok: true };
        },
      },
    ]);
    const id = (await jobs.enqueue('test.flaky'))!;
    const delays: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [job] = await jobs.list({ name: 'test.flaky' });
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, job!.startAfter.getTime() - Date.now()) + 20),
      );
      expect(await jobs.drain()).toEqual({ completed: 0, failed: 1 });
      const [after] = await jobs.list({ name: 'test.flaky' });
      if (after!.state === 'retry') delays.push(after!.startAfter.getTime() - Date.now());
    }
    expect(attempts).toEqual([0, 1, 2]);
    expect(delays).toHaveLength(2);
    expect(delays[1]!).toBeGreaterThan(delays[0]!);

    const failed = await jobs.list({ state: 'failed' });
    expect(failed.map((j) => [j.id, j.name])).toEqual([[id, 'test.flaky']]);
    expect(failed[0]!.output).toMatchObject({ message: 'gateway down' });

    fail = false;
    expect((await jobs.retry(id)).state).toBe('retry');
    expect(await jobs.drain()).toEqual({ completed: 1, failed: 0 });
    expect((await jobs.list({ name: 'test.flaky' }))[0]!.state).toBe('completed');
    await expect(jobs.retry(id)).rejects.toThrow(/only failed jobs/);
  }, 30_000);

  it('fails an attempt that outlives its timeout and tells the handler', async () => {
    const clock = manualClock(testStart);
    let aborted: unknown;
    const jobs = runner(clock, [
      {
        name: 'test.hanging',
        timeoutSeconds: 1,
        retry: { limit: 0, delaySeconds: 0, backoff: false },
        handler: (run) =>
          new Promise((resolve) => {
            run.signal.addEventListener('abort', () => resolve((aborted = run.signal.reason)));
          }),
      },
    ]);
    await jobs.enqueue('test.hanging');
    expect(await jobs.drain()).toEqual({ completed: 0, failed: 1 });
    expect(aborted).toEqual(new Error('timed out after 1 s'));
    const [failed] = await jobs.list({ name: 'test.hanging' });
    expect(failed).toMatchObject({ state: 'failed', output: { message: 'timed out after 1 s' } });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs a minute job exactly once per minute with two instances on one database',
    async () => {
      const other = await openDatabase({ databaseUrl: database.url! });
      const start = '2026-03-02T10:00:00Z';
      const clocks = [manualClock(start), manualClock(start)];
      const periods: string[] = [];
      const job = (instance: number): JobDefinition => ({
        name: 'test.every-minute',
        schedule: { cron: '* * * * *', timezone: 'UTC' },
        handler: async (run) => {
          periods.push(`${run.period!.toISOString().slice(11, 16)}@${instance}`);
        },
      });
      const a = createJobRunner({ database: database.handle, clock: clocks[0]!, jobs: [job(0)] });
      const b = createJobRunner({ database: other, clock: clocks[1]!, jobs: [job(1)] });
      try {
        await Promise.all([a.start(), b.start()]);
        await Promise.all([a.runDue(), b.runDue()]);
        periods.length = 0;
        for (let step = 0; step < 10; step += 1) {
          for (const clock of clocks) clock.advance(minute);
          await Promise.all([a.runDue(), b.runDue()]);
        }
        const minutes = periods.map((p) => p.slice(0, 5)).sort();
        expect(minutes).toEqual(
          Array.from({ length: 10 }, (_, i) => `10:${String(i + 1).padStart(2, '0')}`),
        );
      } finally {
        await a.stop();
        await b.stop();
        await other.close();
      }
    },
  );
});
