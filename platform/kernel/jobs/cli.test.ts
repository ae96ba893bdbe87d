import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli.ts';
import { manualClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { startPlatform, type RunningPlatform } from '../../start.ts';
import { captureIo, cliEnvironment } from '../../test/cli.ts';
import { testBrandSchemas } from '../../test/fixtures.ts';
import { tempDir, testStart, type TestDatabase } from '../../test/harness.ts';
import type { JobDefinition } from './definition.ts';

describe('jobs list and jobs retry', () => {
  const dir = tempDir();
  const clock = manualClock(testStart);
  let env: Record<string, string>;
  let database: TestDatabase | undefined;
  let platform: RunningPlatform;
  let failing = true;
  const flaky: JobDefinition = {
    name: 'test.flaky',
    retry: { limit: 0, delaySeconds: 1, backoff: false },
    handler: async () => {
      if (failing) throw new Error('gateway down');
      return { sent: 3 };
    },
  };

  const run = async (...args: string[]) => {
    const io = captureIo();
    const code = await runCli(args, { env, io, brandSchemas: testBrandSchemas, clock });
    return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
  };

  beforeAll(async () => {
    ({ env, database } = await cliEnvironment(dir.path));
    platform = await startPlatform(loadConfig(env), {
      brandSchemas: testBrandSchemas,
      quiet: true,
      clock,
      jobs: [flaky],
    });
  });
  afterAll(async () => {
    await platform?.close();
    await database?.dispose();
    dir.dispose();
  });

  it('show a failed job with its error, and run it again after a retry', async () => {
    const id = (await platform.jobs.enqueue('test.flaky'))!;
    expect(await platform.jobs.drain()).toEqual({ completed: 0, failed: 1 });

    const failed = await run('jobs', 'list', '--state', 'failed');
    expect(failed.code).toBe(0);
    expect(failed.out).toContain(`${id}  test.flaky  failed  attempt 1 of 1  finished `);
    expect(failed.out).toMatch(/error: gateway down$/);
    const json = await run('jobs', 'list', '--name', 'test.flaky', '--json');
    expect(JSON.parse(json.out)).toEqual([
      expect.objectContaining({ id, name: 'test.flaky', state: 'failed', retryLimit: 0 }),
    ]);

    failing = false;
    const retried = await run('jobs', 'retry', id);
    expect(retried).toMatchObject({ code: 0, err: '' });
    expect(retried.out).toMatch(new RegExp(`^Job ${id} \\(test.flaky\\) is queued again`));
    expect(await platform.jobs.drain()).toEqual({ completed: 1, failed: 0 });
    expect((await run('jobs', 'list', '--state', 'failed')).out).toBe('No jobs.');
    const done = await run('jobs', 'list', '--state', 'completed', '--json');
    expect(JSON.parse(done.out)).toEqual([
      expect.objectContaining({ id, output: { sent: 3 }, retryLimit: 1 }),
    ]);

    const again = await run('jobs', 'retry', id);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/is completed; only failed jobs can be retried/);
  });

  it('refuse a wrong state, job name or id', async () => {
    expect(await run('jobs', 'list', '--state', 'broken')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--state is one of created, retry/),
    });
    expect((await run('jobs', 'list', '--name', 'Bad Name')).code).toBe(2);
    expect((await run('jobs', 'retry', 'nope')).err).toMatch(/"nope" is not a job id/);
    expect((await run('jobs', 'retry', '00000000-0000-4000-8000-000000000000')).err).toMatch(
      /There is no job/,
    );
    expect((await run('jobs')).code).toBe(2);
  });

  it('list jobs on the database directly when no server runs', async () => {
    await platform.close();
    // Another socket path: this process's HTTP agent may still hold a connection to the old one.
    env.ADMIN_SOCKET = join(dir.path, 'none.sock');
    const listed = await run('jobs', 'list', '--name', 'test.flaky');
    expect(listed.code).toBe(0);
    expect(listed.err).toMatch(/working on the database directly/);
    expect(listed.out).toMatch(/test\.flaky {2}completed/);
  });
});
