import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './kernel/paths.ts';
import { runCli } from './cli.ts';
import { manualClock } from './kernel/clock.ts';
import { loadConfig } from './kernel/config.ts';
import { SocketInUseError, startPlatform, startupSummary, type RunningPlatform } from './start.ts';
import { testBrandSchemas } from './test/fixtures.ts';
import { captureIo, cliEnvironment } from './test/cli.ts';
import { tempDir, testStart, type TestDatabase } from './test/harness.ts';

/** A GET over real HTTP to the listening server, with a Host header. */
function httpGet(
  port: number,
  path: string,
  host: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the CLI through the socket of a running server', () => {
  const dir = tempDir();
  const clock = manualClock(testStart);
  let env: Record<string, string>;
  let database: TestDatabase | undefined;
  let platform: RunningPlatform;

  const run = async (...args: string[]) => {
    const io = captureIo();
    const code = await runCli(args, { env, io, brandSchemas: testBrandSchemas, clock });
    return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
  };

  beforeAll(async () => {
    ({ env, database } = await cliEnvironment(dir.path, { seed: false }));
    platform = await startPlatform(loadConfig(env), {
      brandSchemas: testBrandSchemas,
      quiet: true,
      clock,
    });
  });
  afterAll(async () => {
    await platform?.close();
    await database?.dispose();
    dir.dispose();
  });

  it('prints where each brand is served, the data and the socket', () => {
    const lines = startupSummary(platform, loadConfig(env));
    const port = platform.port;
    expect(port).toBeGreaterThan(0);
    expect(lines.slice(0, 6)).toEqual([
      'Platform server ready. Brands:',
      `  Alpha Casino       http://alpha.test:${port}/`,
      `  Bravo & <Friends>  http://bravo.test:${port}/`,
      '  by address:',
      `  Bravo & <Friends>  http://127.0.0.1:${port}/`,
      process.env.TEST_DATABASE_URL
        ? expect.stringMatching(/^Data: PostgreSQL postgres:\/\//)
        : `Data: embedded PGlite in ${join(dir.path, 'data/pglite')}`,
    ]);
    expect(lines).toContain(
      `Operator socket: ${join(dir.path, 'data/admin.sock')} (npm run operator -- help)`,
    );
  });

  it('turns maintenance on and off for one brand on the running server', async () => {
    const on = await run(
      'maintenance',
      'on',
      '--brand',
      'alpha',
      '--message',
      'Wallet upgrade',
      '--until',
      '2026-03-02T12:00:00Z',
    );
    expect(on).toMatchObject({ code: 0, err: '' });
    expect(on.out).toBe(
      'Maintenance on for brand alpha, until 2026-03-02T12:00:00.000Z: "Wallet upgrade"',
    );
    const status = await httpGet(platform.port, '/wps/system/status', 'alpha.test');
    expect(JSON.parse(status.body)).toEqual({
      value: {
        status: 1,
        maintenanceEnd: '2026-03-02T12:00:00.000Z',
        maintenanceMessage: 'Wallet upgrade',
      },
    });
    expect(
      JSON.parse(
        (await httpGet(platform.port, '/wps/system/status', `127.0.0.1:${platform.port}`)).body,
      ).value.status,
    ).toBe(0);

    const report = await run('status');
    expect(report.out).toContain('Every brand: no maintenance');
    expect(report.out).toContain(
      'alpha (Alpha Casino): maintenance until 2026-03-02T12:00:00.000Z: "Wallet upgrade"; every country',
    );
    expect(report.out).toContain('bravo (Bravo & <Friends>): open; every country');

    expect(await run('maintenance', 'off', '--brand', 'alpha')).toMatchObject({
      code: 0,
      out: 'Maintenance ended for brand alpha.',
    });
    expect(
      JSON.parse((await httpGet(platform.port, '/wps/system/status', 'alpha.test')).body).value
        .status,
    ).toBe(0);
  });

  it('puts every brand into maintenance without --brand', async () => {
    expect((await run('maintenance', 'on')).out).toBe(
      'Maintenance on for every brand, until turned off',
    );
    expect(
      (
        await platform.app.inject({ url: '/wps/system/status', headers: { host: 'bravo.test' } })
      ).json().value.status,
    ).toBe(1);
    expect((await run('maintenance', 'off')).out).toBe('Maintenance ended for every brand.');
  });

  it('restricts and frees a brand region', async () => {
    expect(await run('region', 'set', 'alpha', '--allow', 'ph,SG')).toMatchObject({
      code: 0,
      out: 'alpha: served only to PH, SG.',
    });
    expect((await run('region', 'list')).out).toBe('alpha: only PH, SG');
    const fromUs = await platform.app.inject({
      url: '/wps/system/permission',
      headers: { host: 'alpha.test' },
      remoteAddress: '8.8.8.8',
    });
    expect(fromUs.json().value).toMatchObject({ status: 2, regionRestriction: true });
    expect((await run('region', 'clear', 'alpha')).out).toBe('alpha: served to every country.');
    expect((await run('region', 'list')).out).toContain('No region restrictions');
  });

  it('posts, lists and removes an announcement that players then see', async () => {
    const posted = await run(
      'announce',
      '--type',
      'PR',
      '--title',
      'Fiesta bonus',
      '--content',
      '<p>50% bonus</p>',
      '--brand',
      'bravo',
      '--language',
      'TY',
    );
    expect(posted.code).toBe(0);
    const id = /Announcement (\d+) posted \(PR, brand bravo, TY\)\./.exec(posted.out)?.[1];
    expect(id).toBeDefined();
    const notices = await platform.app.inject({
      url: '/wps/system/notices?types=PR',
      headers: { host: 'bravo.test', language: 'TY' },
    });
    expect(notices.json().value.promotion.map((n: { title: string }) => n.title)).toEqual([
      'Fiesta bonus',
    ]);

    const listed = await run('announcements', '--brand', 'bravo', '--json');
    expect(JSON.parse(listed.out)).toEqual([
      expect.objectContaining({ id: Number(id), title: 'Fiesta bonus', type: 'PR' }),
    ]);
    expect((await run('announcements')).out).toMatch(
      new RegExp(`#${id}  PR  TY     bravo .* Fiesta bonus`),
    );

    expect(await run('announcement', 'remove', id!)).toMatchObject({
      code: 0,
      out: `Announcement ${id} removed.`,
    });
    const again = await run('announcement', 'remove', id!);
    expect(again.code).toBe(1);
    expect(again.err).toBe(`Error: There is no announcement ${id}`);
  });

  it('lists the served brands', async () => {
    const { code, out } = await run('brands');
    expect(code).toBe(0);
    expect(out).toContain('  alpha  Alpha Casino  [ALPHA]  alpha.test, www.alpha.test');
    expect(out).toContain('  bravo  Bravo & <Friends>  [BRAVO]  bravo.test');
  });

  it('answers wrong input with a usage error (exit 2) before or at the server', async () => {
    const cases: [string[], RegExp][] = [
      [['region', 'set', 'alpha', '--allow', 'PHL'], /two-letter country codes.*PHL/],
      [['region', 'set', 'alpha'], /--allow/],
      [['maintenance', 'on', '--until', 'next week'], /--until: .*ISO 8601/],
      [['maintenance', 'sideways'], /maintenance on/],
      [
        ['announce', '--type', 'XX', '--title', 't', '--content', 'c'],
        /--type must be one of B, PL, PU, PR, H/,
      ],
      [['announce', '--type', 'PL', '--content', 'c'], /--title is required/],
      [
        ['announce', '--type', 'PL', '--title', 't', '--content', 'c', '--language', 'XX'],
        /language/,
      ],
      [['announcement', 'remove', 'one'], /not an announcement number/],
      [['status', '--colour'], /Unknown option '--colour'/],
      [
        ['maintenance', 'on', '--brand', 'alhpa'],
        /Unknown brand "alhpa" \(did you mean "alpha"\?\)/,
      ],
      [
        ['maintenance', 'on', '--brand', 'alpha', '--until', '2026-03-01T00:00:00Z'],
        /must be in the future/,
      ],
      [['frobnicate'], /Unknown command "frobnicate"/],
      [[], /Usage: npm run operator/],
    ];
    for (const [args, message] of cases) {
      const result = await run(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.err, args.join(' ')).toMatch(message);
    }
    expect((await run('status')).out).toContain('alpha (Alpha Casino): open');
  });

  it('prints the help with exit code 0', async () => {
    const { code, out } = await run('help');
    expect(code).toBe(0);
    expect(out).toContain('maintenance on [--brand ID] [--message TEXT] [--until ISO-8601]');
    expect(out).toContain('ADMIN_SOCKET');
  });

  it('refuses to start a second server on the same socket', async () => {
    await expect(
      startPlatform(loadConfig(env), { brandSchemas: testBrandSchemas, quiet: true }),
    ).rejects.toBeInstanceOf(SocketInUseError);
    // The first one still answers.
    expect((await run('region', 'list')).code).toBe(0);
  });
});

describe('the CLI without a running server', () => {
  const dir = tempDir();
  const clock = manualClock(testStart);
  let env: Record<string, string>;
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    ({ env, database } = await cliEnvironment(dir.path, { seed: true }));
  });
  afterAll(async () => {
    await database?.dispose();
    dir.dispose();
  });

  const run = async (...args: string[]) => {
    const io = captureIo();
    const code = await runCli(args, { env, io, brandSchemas: testBrandSchemas, clock });
    return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
  };

  it('works on the database directly, and a server started later sees the changes', async () => {
    // A socket file left behind by a crashed server counts as "no server".
    writeFileSync(join(dir.path, 'stale.sock'), '');
    env.ADMIN_SOCKET = join(dir.path, 'stale.sock');
    const posted = await run(
      'announce',
      '--type',
      'PL',
      '--title',
      'Offline notice',
      '--content',
      '<p>hello</p>',
      '--brand',
      'alpha',
    );
    expect(posted.code).toBe(0);
    expect(posted.err).toContain('No platform server answers on');
    expect(posted.err).toContain('working on the database directly');
    expect(posted.out).toMatch(/^Announcement \d+ posted \(PL, brand alpha, every language\)\.$/);

    expect(
      (await run('maintenance', 'on', '--brand', 'bravo', '--message', 'Offline upgrade')).code,
    ).toBe(0);
    expect((await run('region', 'set', 'alpha', '--allow', 'PH')).code).toBe(0);
    // The fresh database got the demo notices of both brands (SEED_DEMO is on) plus ours.
    const listed = JSON.parse((await run('announcements', '--json')).out) as {
      title: string;
      brandId: string;
    }[];
    expect(listed).toHaveLength(2 * 4 * 2 + 1);
    expect(listed[0]!.title).toBe('Offline notice');

    const platform = await startPlatform(loadConfig(env), {
      brandSchemas: testBrandSchemas,
      quiet: true,
      clock,
    });
    try {
      const notices = await platform.app.inject({
        url: '/wps/system/notices?types=PL',
        headers: { host: 'alpha.test', language: 'EN' },
      });
      expect(notices.json().value.player.map((n: { title: string }) => n.title)).toEqual([
        'Offline notice',
        'Welcome to Alpha Casino',
      ]);
      const status = await platform.app.inject({
        url: '/wps/system/status',
        headers: { host: 'bravo.test' },
      });
      expect(status.json().value).toMatchObject({
        status: 1,
        maintenanceMessage: 'Offline upgrade',
      });
      const fromUs = await platform.app.inject({
        url: '/wps/system/permission',
        headers: { host: 'alpha.test' },
        remoteAddress: '8.8.8.8',
      });
      expect(fromUs.json().value.status).toBe(2);
    } finally {
      await platform.close();
    }
  });

  it('reports an operation that fails with exit code 1', async () => {
    const result = await run('announcement', 'remove', '999999');
    expect(result.code).toBe(1);
    expect(result.err).toContain('There is no announcement 999999');
  });
});

describe('the CLI as a process', () => {
  const dir = tempDir();
  let env: Record<string, string>;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    ({ env, database } = await cliEnvironment(dir.path, { seed: false }));
  });
  afterAll(async () => {
    await database?.dispose();
    dir.dispose();
  });

  const exec = (...args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['platform/cli.ts', ...args], {
        cwd: repoRoot,
        env: { ...process.env, ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  it('exits 0 for help, 2 for a usage error and 1 for a failed operation', async () => {
    const help = await exec('help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm run operator -- <command>');
    const commandHelp = await exec('ledger', 'statement', '--help');
    expect(commandHelp.code).toBe(0);
    expect(commandHelp.stdout).toMatch(/^Usage: npm run operator -- ledger statement /);
    expect(commandHelp.stdout).toContain('--username <NAME>');
    const usage = await exec('region', 'set', 'alpha', '--allow', 'Philippines');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('two-letter country codes');
    const failed = await exec('announcement', 'remove', '42');
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('There is no announcement 42');
    // Four node processes, each loading the platform: slow on a busy machine.
  }, 60_000);
});
