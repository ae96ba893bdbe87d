import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../kernel/clock.ts';
import { members } from '../accounts/index.ts';
import type { Database } from '../../kernel/db/client.ts';
import { accountBrands } from '../../test/accounts.ts';
import { cliEnvironment, onCliDatabase, runTestCli } from '../../test/cli.ts';
import { tempDir, testStart, type TestDatabase } from '../../test/harness.ts';
import { debit, grant, transferBetweenWallets } from './index.ts';
import { ledgerAccounts } from './tables.ts';

const clock = manualClock(testStart);
const dir = tempDir();
let env: Record<string, string>;
let database: TestDatabase | undefined;

const run = (...args: string[]) => runTestCli(args, env, clock);
/** Works on the CLI's database directly (no server runs), then closes it. */
const onDatabase = (work: (db: Database) => Promise<void>) => onCliDatabase(env, work);

beforeAll(async () => {
  ({ env, database } = await cliEnvironment(dir.path, { extra: accountBrands }));
  expect((await run('member', 'create', '--brand', 'casino', '--username', 'ledgercli')).code).toBe(
    0,
  );
  await onDatabase(async (db) => {
    const [member] = await db.select().from(members).where(eq(members.username, 'ledgercli'));
    const memberId = member!.id;
    await grant(db, clock, { memberId, vendor: 'PLATFORM', txId: 'cli-seed', amountMinor: 1_150n });
    await debit(db, clock, { memberId, vendor: 'ALPHA', txId: 'cli-bet', amountMinor: 250n });
    await transferBetweenWallets(db, clock, {
      memberId,
      from: 'main',
      to: 'KSM',
      amountMinor: 150n,
      key: 'cli-wallet',
    });
  });
});
afterAll(async () => {
  await database?.dispose();
  dir.dispose();
});

describe('npm run operator -- ledger', () => {
  it('prints a member statement with the running balance, also as JSON', async () => {
    const text = await run('ledger', 'statement', '--brand', 'casino', '--username', 'ledgercli');
    expect(text.code, text.err).toBe(0);
    expect(text.out).toMatch(/Statement of ledgercli on casino \(PHP, minor units\): posted 750/);
    expect(text.out).toMatch(/Vendor wallets: KSM 150\./);
    expect(text.out).toMatch(/grant +1150 +1150 +PLATFORM:cli-seed/);
    expect(text.out).toMatch(/debit +-250 +900 +ALPHA:cli-bet/);
    expect(text.out).toMatch(/wallet_transfer +-150 +750 +cli-wallet/);
    const json = await run(
      'ledger',
      'statement',
      '--brand',
      'casino',
      '--username',
      'ledgercli',
      '--json',
    );
    expect(json.code, json.err).toBe(0);
    expect(JSON.parse(json.out).entries).toMatchObject([
      { kind: 'grant', amountMinor: '1150', balanceAfterMinor: '1150' },
      { kind: 'debit', amountMinor: '-250', balanceAfterMinor: '900' },
      { kind: 'wallet_transfer', amountMinor: '-150', balanceAfterMinor: '750' },
    ]);
    const unknown = await run('ledger', 'statement', '--brand', 'casino', '--username', 'nobody');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/has no member "nobody"/);
    expect((await run('ledger', 'statement', '--brand', 'casino')).code).toBe(2);
  });

  it('adjusts a balance with a reason, idempotently by key, never below zero', async () => {
    const member = ['--brand', 'casino', '--username', 'ledgercli'];
    const credit = await run(
      'ledger',
      'adjust',
      ...member,
      '--amount',
      '250',
      '--reason',
      'Goodwill for the outage',
      '--key',
      'cli-adjust-1',
    );
    expect([credit.code, credit.out]).toEqual([
      0,
      expect.stringMatching(/^Booked: entry \d+; the balance is now 1000\.$/),
    ]);
    const again = await run(
      'ledger',
      'adjust',
      ...member,
      '--amount',
      '250',
      '--reason',
      'x',
      '--key',
      'cli-adjust-1',
    );
    expect(again.out).toMatch(/^Already booked: entry \d+; the balance is now 1000\.$/);
    const overdraw = await run(
      'ledger',
      'adjust',
      ...member,
      '--amount',
      '-1001',
      '--reason',
      'fix',
    );
    expect([overdraw.code, overdraw.err]).toEqual([
      1,
      expect.stringMatching(/Insufficient balance/),
    ]);
    for (const amount of ['0', '1.5', 'ten'])
      expect(
        (await run('ledger', 'adjust', ...member, '--amount', amount, '--reason', 'r')).code,
      ).toBe(2);
    const statement = await run('ledger', 'statement', ...member);
    expect(statement.out).toMatch(/adjustment +250 +1000 +cli-adjust-1 +"Goodwill for the outage"/);
  });

  it('verifies clean with exit 0, and exits 1 listing each drift', async () => {
    const clean = await run('ledger', 'verify');
    expect(clean.code, clean.err).toBe(0);
    expect(clean.out).toMatch(/no drift/);
    await onDatabase(async (db) => {
      await db
        .update(ledgerAccounts)
        .set({ postedMinor: 999n })
        .where(eq(ledgerAccounts.kind, 'member'));
    });
    const drift = await run('ledger', 'verify');
    expect(drift.code).toBe(1);
    expect(drift.out).toMatch(/\[cached-balance\] member account \d+ caches posted 999/);
    const json = await run('ledger', 'verify', '--json');
    expect(json.code).toBe(1);
    // The member's main account and their KSM wallet.
    expect(JSON.parse(json.out).drifts).toMatchObject([
      { check: 'cached-balance' },
      { check: 'cached-balance' },
    ]);
    expect((await run('ledger', 'audit')).code).toBe(2);
  });
});
