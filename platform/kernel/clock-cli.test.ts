/**
 * `npm run operator -- clock [show|advance|set]` and the test clock's operator routes, on a
 * platform started with TEST_CLOCK=true (its clock runs from a manual base clock here), and the
 * answers when the test clock is off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminServer } from '../admin.ts';
import { startPlatform, type RunningPlatform } from '../start.ts';
import { cliEnvironment, runTestCli } from '../test/cli.ts';
import { testBrandSchemas } from '../test/fixtures.ts';
import { tempDir, type TestDatabase } from '../test/harness.ts';
import { formatDuration, parseDuration } from './clock-cli.ts';
import { manualClock } from './clock.ts';
import { loadConfig } from './config.ts';

const base = manualClock('2026-11-27T09:00:30.000Z');
const dir = tempDir();
let env: Record<string, string>;
let database: TestDatabase | undefined;
let platform: RunningPlatform;

const run = (...args: string[]) => runTestCli(args, env, base);

beforeAll(async () => {
  ({ env, database } = await cliEnvironment(dir.path));
  env.TEST_CLOCK = 'true';
  platform = await startPlatform(loadConfig(env), {
    brandSchemas: testBrandSchemas,
    quiet: true,
    clock: base,
  });
});
afterAll(async () => {
  await platform?.close();
  await database?.dispose();
  dir.dispose();
});

describe('parseDuration and formatDuration', () => {
  it('read and write days, hours, minutes and seconds', () => {
    expect(parseDuration('90s')).toBe(90);
    expect(parseDuration('15m')).toBe(900);
    expect(parseDuration('2h')).toBe(7_200);
    expect(parseDuration('1d2h')).toBe(93_600);
    expect(parseDuration('1d2h3m4s')).toBe(93_784);
    expect(formatDuration(93_784_000)).toBe('1d 2h 3m 4s');
    expect(formatDuration(7_200_000)).toBe('2h');
    expect(formatDuration(86_405_000)).toBe('1d 5s');
    expect(formatDuration(90_500)).toBe('1m 30s');
    expect(formatDuration(0)).toBe('0s');
  });

  it('refuse anything else', () => {
    for (const bad of ['', '2', '2x', '-5m', '1.5h', '2h1d', '1h1h', 'h', '20000d'])
      expect(() => parseDuration(bad), bad).toThrow(/duration|too far/);
  });
});

describe('npm run operator -- clock', () => {
  it('shows the platform time, which runs with real time until moved', async () => {
    const shown = await run('clock');
    expect(shown.code, shown.err).toBe(0);
    expect(shown.out).toBe('Platform time: 2026-11-27T09:00:30.000Z (real time)');
    const json = await run('clock', 'show', '--json');
    expect(JSON.parse(json.out)).toEqual({ now: '2026-11-27T09:00:30.000Z', offsetMs: 0 });
  });

  it('advances by a duration and runs the beat at the new time', async () => {
    const moved = await run('clock', 'advance', '1d2h');
    expect(moved.code, moved.err).toBe(0);
    expect(moved.out.split('\n')).toEqual([
      'Platform time: 2026-11-28T11:00:30.000Z (1d 2h ahead of real time)',
      expect.stringMatching(/^Job runner beat: \d+ due runs queued, \d+ completed, 0 failed\.$/),
    ]);
    expect(platform.testClock?.now().toISOString()).toBe('2026-11-28T11:00:30.000Z');
    // Every service reads the test clock: the beat ran the jobs due at the new time.
    const draws = await platform.jobs.list({ name: 'lottery.draws', state: 'completed' });
    expect(draws.length).toBeGreaterThan(0);
  });

  it('is set to an instant, with --json', async () => {
    const moved = await run('clock', 'set', '2026-11-28T12:30:00+01:00', '--json');
    expect(moved.code, moved.err).toBe(0);
    expect(JSON.parse(moved.out)).toEqual({
      now: '2026-11-28T11:30:00.000Z',
      offsetMs: (26 * 60 + 29) * 60_000 + 30_000,
      beat: { enqueued: expect.any(Number), completed: expect.any(Number), failed: 0 },
    });
    const shown = await run('clock');
    expect(shown.out).toBe(
      'Platform time: 2026-11-28T11:30:00.000Z (1d 2h 29m 30s ahead of real time)',
    );
  });

  it('refuses to go back, a bad duration (exit 2) and a bad instant, and stays put', async () => {
    const back = await run('clock', 'set', '2026-11-28T10:00:00Z');
    expect(back.code).toBe(2);
    expect(back.err).toContain(
      'The test clock only moves forward: 2026-11-28T10:00:00.000Z is before its now, 2026-11-28T11:30:00.000Z.',
    );
    const duration = await run('clock', 'advance', '5 minutes');
    expect(duration.code).toBe(2);
    expect(duration.err).toContain('"5 minutes" is not a duration');
    const instant = await run('clock', 'set', 'tomorrow');
    expect(instant.code).not.toBe(0);
    expect(instant.err).toContain('must be an ISO 8601 instant');
    expect(platform.testClock?.now().toISOString()).toBe('2026-11-28T11:30:00.000Z');
  });

  it('says the test clock lives in a running platform when none runs', async () => {
    const other = tempDir();
    try {
      const { env: offEnv, database: offDatabase } = await cliEnvironment(other.path);
      try {
        const off = await runTestCli(['clock', 'advance', '90s'], offEnv, base);
        expect(off.code).toBe(1);
        expect(off.err).toContain(
          'the test clock lives in a running platform started with TEST_CLOCK=true',
        );
      } finally {
        await offDatabase?.dispose();
      }
    } finally {
      other.dispose();
    }
  });
});

describe('the test clock operator routes', () => {
  const post = (payload: unknown) =>
    platform.admin.inject({ method: 'POST', url: '/test-clock', payload: payload as object });

  it('refuse a body without exactly one move, or with other fields', async () => {
    for (const body of [{}, { advanceSeconds: 60, at: '2026-12-01T00:00:00Z' }]) {
      const answer = await post(body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('give either advanceSeconds or at, exactly one of them'),
      });
    }
    const extra = await post({ advanceSeconds: 60, minutes: 1 });
    expect(extra.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { minutes: 'is not a field of this call' },
    });
    const negative = await post({ advanceSeconds: -60 });
    expect(negative.json().error.fields).toEqual({
      advanceSeconds: expect.stringContaining('whole number of seconds'),
    });
  });

  it('answer 409 TEST_CLOCK_OFF on a platform without the test clock', async () => {
    const admin = buildAdminServer({
      db: platform.database.db,
      clock: base,
      registry: platform.registry,
      jobs: platform.jobs,
    });
    try {
      for (const request of [
        { method: 'GET', url: '/test-clock' },
        { method: 'POST', url: '/test-clock', payload: { advanceSeconds: 60 } },
      ] as const) {
        const answer = await admin.inject(request);
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toEqual({
          error: {
            code: 'TEST_CLOCK_OFF',
            message: 'The test clock is off: start the platform with TEST_CLOCK=true',
          },
        });
      }
    } finally {
      await admin.close();
    }
  });
});
