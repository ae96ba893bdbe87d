import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli.ts';
import { manualClock } from '../../kernel/clock.ts';
import { encryptionKeys } from '../../kernel/secrets/tables.ts';
import { members } from './tables.ts';
import { loadConfig } from '../../kernel/config.ts';
import { startPlatform, type RunningPlatform } from '../../start.ts';
import {
  accountBrands,
  defaultPassword,
  phE164,
  phMobile,
  testClient,
} from '../../test/accounts.ts';
import { testBrandSchemas } from '../../test/fixtures.ts';
import { captureIo, cliEnvironment } from '../../test/cli.ts';
import { tempDir, type TestDatabase } from '../../test/harness.ts';

// Real time: the ALTCHA challenges of the HTTP calls below are checked against it.
const clock = manualClock(new Date());

function runner(env: () => Record<string, string>) {
  return async (...args: string[]) => {
    const io = captureIo();
    const code = await runCli(args, { env: env(), io, brandSchemas: testBrandSchemas, clock });
    return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
  };
}

describe('account commands through the socket of a running server', () => {
  const dir = tempDir();
  let env: Record<string, string>;
  let database: TestDatabase | undefined;
  let platform: RunningPlatform;
  const run = runner(() => env);

  beforeAll(async () => {
    ({ env, database } = await cliEnvironment(dir.path, { extra: accountBrands }));
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

  const client = () => testClient(platform.app, platform.database.db, 'casino.test');
  const login = async (username: string, password: string) => {
    const c = client();
    return c.sendSealed('POST', '/wps/session/login', {
      type: 'username',
      username,
      password,
      altcha: await c.altcha(),
    });
  };

  it('creates the key pair for enc bodies at the first start', async () => {
    expect(await platform.database.db.select().from(encryptionKeys)).toHaveLength(1);
  });

  it('creates an agent with the default password, which must be changed at first login', async () => {
    const created = await run(
      'member',
      'create',
      '--brand',
      'casino',
      '--username',
      'agent007',
      '--agent',
      '1',
      '--affiliate',
      'AGENT07',
    );
    expect(created).toMatchObject({ code: 0, err: '' });
    expect(created.out).toMatch(
      /^Created agent \(type 1\) agent007 in brand casino \(id \d+, customer id CASINO\d{8}\)\.\nAffiliate code: AGENT07\nIt logs in with the brand's default password and must change it at the first login\.$/,
    );
    const session = (await login('agent007', defaultPassword)).json().value;
    expect(session).toMatchObject({ isAgent: 1, changePassword: true });
    const check = await client().get('/wps/agent/affiliate?code=agent07');
    expect(check.json().value.valid).toBe(true);
  });

  it('creates a member under an agent, shows it, labels and ranks it', async () => {
    const created = await run(
      'member',
      'create',
      '--brand',
      'casino',
      '--username',
      'member007',
      '--password',
      'Secret123',
      '--affiliate',
      'agent07',
      '--mobile',
      phE164(9001),
    );
    expect(created.code).toBe(0);
    expect(created.out).toContain('Upline: agent007');
    expect(created.out).not.toContain('default password');

    const label = await run(
      'member',
      'label',
      '--brand',
      'casino',
      '--username',
      'MEMBER007',
      '--text',
      'VIP',
      '--color',
      '#ffffff',
      '--background',
      '#7c3aed',
    );
    expect(label).toMatchObject({
      code: 0,
      out: 'Label "VIP" added to member007 (labels now: VIP).',
    });
    const rank = await run(
      'member',
      'rank',
      '--brand',
      'casino',
      '--username',
      'member007',
      '--rank',
      '5',
    );
    expect(rank).toMatchObject({ code: 0, out: 'member007 is now rank 5 (Diamond).' });

    const token = (await login('member007', 'Secret123')).json().value.token;
    const info = await client().get('/wps/member/info', { authorization: `Bearer ${token}` });
    expect(info.json().value).toMatchObject({
      toUpline: true,
      clubLabel: { labelName: 'Diamond', rankLevel: 5 },
      memberLabel: [{ text: 'VIP', color: '#ffffff', backgroundColor: '#7c3aed' }],
      mobileNum: phE164(9001),
    });

    const shown = await run('member', 'show', '--brand', 'casino', '--username', 'member007');
    expect(shown.code).toBe(0);
    const lines = shown.out.split('\n');
    expect(lines[0]).toMatch(/^member007 \(brand casino, id \d+, customer id CASINO\d{8}\)$/);
    expect(lines).toContain('  role:            member, isAgent 0');
    expect(lines).toContain(`  mobile:          ${phE164(9001)}`);
    expect(lines).toContain('  rank:            5 Diamond');
    expect(lines).toContain('  labels:          VIP (#ffffff on #7c3aed)');
    expect(lines).toContain('  upline:          agent007');
    expect(lines).toContain('  balance:         0 PHP minor units');
    expect(lines).toContain('  live sessions:   1');
    const json = JSON.parse(
      (await run('member', 'show', '--brand', 'casino', '--username', 'agent007', '--json')).out,
    );
    expect(json).toMatchObject({ username: 'agent007', usesDefaultPassword: true, isAgent: 1 });
  });

  it('lists the outbox, where tests read SMS codes', async () => {
    const c = client();
    const sent = await c.send('POST', '/wps/verification/sms/noLogin', {
      countryDialingCode: '63',
      mobileNum: phMobile(9001),
      altcha: await c.altcha(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const listed = await run('outbox', '--to', `63 ${phMobile(9001)}`, '--json');
    expect(listed.code).toBe(0);
    const rows = JSON.parse(listed.out) as { body: string; channel: string; purpose: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', purpose: 'login', recipient: phE164(9001) });
    const code = /\b(\d{6})\b/.exec(rows[0]!.body)?.[1];
    const byCode = await c.sendSealed('POST', '/wps/session/login', {
      type: 'sms',
      mobileNum: phMobile(9001),
      countryDialingCode: '63',
      verificationCode: code,
      altcha: await c.altcha(),
    });
    expect(byCode.statusCode).toBe(200);

    const text = await run('outbox', '--brand', 'casino', '--channel', 'sms', '--last', '1');
    expect(text.out).toMatch(
      new RegExp(
        `^#\\d+  \\S+  sms    casino  \\${phE164(9001)}  \\[login\\]  Casino Test: \\d{6} is your login code`,
      ),
    );
    expect((await run('outbox', '--channel', 'email')).out).toBe('No messages.');
    // E-mail addresses match in any case.
    await run(
      'member',
      'create',
      '--brand',
      'casino',
      '--username',
      'mailer007',
      '--password',
      'Secret123',
    );
    await platform.database.db
      .update(members)
      .set({ email: 'Mailer@Example.com' })
      .where(eq(members.username, 'mailer007'));
    const forgot = await c.send(
      'POST',
      '/wps/member/password/email',
      `username=mailer007&email=mailer@example.com&altcha=${encodeURIComponent(await c.altcha())}`,
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(forgot.statusCode, forgot.body).toBe(200);
    const mails = JSON.parse((await run('outbox', '--to', 'MAILER@example.com', '--json')).out);
    expect(mails).toEqual([
      expect.objectContaining({ channel: 'email', recipient: 'Mailer@Example.com' }),
    ]);
  });

  it('explains what is wrong with exit code 2, and a missing member with exit code 1', async () => {
    const cases: [string[], RegExp][] = [
      [
        ['member', 'create', '--brand', 'casino', '--username', 'x'],
        /username rule \(pattern 1, 6-16/,
      ],
      [['member', 'create', '--brand', 'casino', '--username', 'agent007'], /"agent007" is taken/],
      [
        ['member', 'create', '--brand', 'casino', '--username', 'agent008', '--agent', '3'],
        /--agent is one of/,
      ],
      [
        [
          'member',
          'create',
          '--brand',
          'casino',
          '--username',
          'member008',
          '--affiliate',
          'NOPE99',
        ],
        /not the affiliate code of an agent/,
      ],
      [
        ['member', 'create', '--brand', 'casino', '--username', 'member008', '--mobile', '12345'],
        /not a valid mobile number/,
      ],
      [['member', 'create', '--brand', 'alpha', '--username', 'someone'], /no default password/],
      [['member', 'create', '--brand', 'casnio', '--username', 'someone'], /did you mean "casino"/],
      [['member', 'create', '--username', 'someone'], /--brand is required/],
      [
        ['member', 'rank', '--brand', 'casino', '--username', 'member007', '--rank', '99'],
        /rank from 0 to 6/,
      ],
      [
        [
          'member',
          'label',
          '--brand',
          'casino',
          '--username',
          'member007',
          '--text',
          'x',
          '--color',
          'red',
          '--background',
          '#000',
        ],
        /hex colour/,
      ],
      [['member', 'delete'], /Use "member create"/],
      [['outbox', '--channel', 'fax'], /sms or email/],
      [['outbox', '--last', '0'], /from 1 to 500/],
    ];
    for (const [args, message] of cases) {
      const result = await run(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.err, args.join(' ')).toMatch(message);
    }
    const missing = await run('member', 'show', '--brand', 'casino', '--username', 'nobody99');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('Brand casino has no member "nobody99"');
  });

  it('documents the account commands in the help', async () => {
    const { out } = await run('help');
    expect(out).toContain(
      'outbox [--brand ID] [--to NUMBER_OR_EMAIL] [--channel sms|email] [--last N]',
    );
    expect(out).toContain(
      'member create --brand ID --username NAME [--password P] [--agent 1|2|41|42]',
    );
    expect(out).toContain('member show --brand ID --username NAME');
    expect(out).toContain(
      'member label --brand ID --username NAME --text T --color #RRGGBB --background #RRGGBB',
    );
    expect(out).toContain('member rank --brand ID --username NAME --rank N');
    for (const command of ['revoke-sessions', 'lock', 'unlock'])
      expect(out).toContain(`member ${command} --brand ID --username NAME`);
  });

  it('logs a member out everywhere, locks and unlocks it', async () => {
    await run(
      'member',
      'create',
      '--brand',
      'casino',
      '--username',
      'lockme1',
      '--password',
      'Secret123',
    );
    const token = (await login('lockme1', 'Secret123')).json().value.token;
    const revoked = await run(
      'member',
      'revoke-sessions',
      '--brand',
      'casino',
      '--username',
      'lockme1',
    );
    expect(revoked).toMatchObject({
      code: 0,
      out: 'Ended 1 live session(s) of lockme1 in brand casino, with their game launches and remember-me tokens.',
    });
    const info = await client().get('/wps/member/info', { authorization: `Bearer ${token}` });
    expect(info.statusCode).toBe(401);

    const locked = await run('member', 'lock', '--brand', 'casino', '--username', 'lockme1');
    expect(locked.code).toBe(0);
    expect(locked.out).toMatch(
      /^lockme1 is locked \(since \S+\); its sessions and remember-me tokens are ended\.$/,
    );
    expect((await login('lockme1', 'Secret123')).json().error.code).toBe('ACCOUNT_LOCKED');
    const shown = await run('member', 'show', '--brand', 'casino', '--username', 'lockme1');
    expect(shown.out).toMatch(/ {2}locked: {10}since \S+ \(member unlock lifts it\)/);
    const unlocked = await run('member', 'unlock', '--brand', 'casino', '--username', 'lockme1');
    expect(unlocked).toMatchObject({ code: 0, out: 'lockme1 is not locked; it can log in.' });
    expect((await login('lockme1', 'Secret123')).statusCode).toBe(200);
  });
});

describe('account commands without a running server', () => {
  const dir = tempDir();
  let env: Record<string, string>;
  let database: TestDatabase | undefined;
  const run = runner(() => env);

  beforeAll(async () => {
    ({ env, database } = await cliEnvironment(dir.path, { extra: accountBrands }));
  });
  afterAll(async () => {
    await database?.dispose();
    dir.dispose();
  });

  it('creates and shows a member on the database directly', async () => {
    const created = await run('member', 'create', '--brand', 'echo', '--username', 'offline1');
    expect(created.code).toBe(0);
    expect(created.err).toContain('working on the database directly');
    const shown = await run('member', 'show', '--brand', 'echo', '--username', 'offline1');
    expect(shown.out).toContain(
      "  password:        the brand's default password (must be changed at login)",
    );
    expect((await run('outbox', '--brand', 'echo')).out).toBe('No messages.');
  });
});
