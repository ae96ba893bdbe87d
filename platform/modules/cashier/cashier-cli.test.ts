/**
 * `npm run operator -- cashier ...`: a brand's deposits and withdrawals with their ledger status,
 * and their review.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli.ts';
import { manualClock } from '../../kernel/clock.ts';
import { loadConfig } from '../../kernel/config.ts';
import { openConfiguredDatabase } from '../../start.ts';
import { accountBrands } from '../../test/accounts.ts';
import { captureIo, cliEnvironment } from '../../test/cli.ts';
import { testBrandSchemas } from '../../test/fixtures.ts';
import { tempDir, testStart, type TestDatabase } from '../../test/harness.ts';
import { members } from '../accounts/index.ts';
import { loadBrandRegistry } from '../brands/index.ts';
import { grant } from '../ledger/index.ts';
import { saveDepositReceipt } from './deposit-receipts.ts';
import { settleDeposit, startDeposit } from './deposits.ts';
import { bindPayoutAccount } from './payout-accounts.ts';
import { startWithdrawal } from './withdrawals.ts';
import { fixtureCash } from './test-support.ts';

const clock = manualClock(testStart);
const dir = tempDir();
let env: Record<string, string>;
let database: TestDatabase | undefined;
/** The bank transfers the tests review. */
const transfers: string[] = [];
/** The receipt image of the first bank transfer. */
const receiptPng = readFileSync(
  new URL('../../../tests/fixtures/receipts/receipt.png', import.meta.url),
);
/** The withdrawals the tests pay out and refuse. */
const withdrawals: string[] = [];

async function run(...args: string[]) {
  const io = captureIo();
  const code = await runCli(args, { env, io, brandSchemas: testBrandSchemas, clock });
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

beforeAll(async () => {
  ({ env, database } = await cliEnvironment(dir.path, {
    extra: { ...accountBrands, cash: fixtureCash },
  }));
  for (const username of ['payer1', 'other1', 'taker1']) {
    const created = await run('member', 'create', '--brand', 'cash', '--username', username);
    expect(created.code, created.err).toBe(0);
  }
  const config = loadConfig(env);
  const brand = loadBrandRegistry({ brandsDir: config.brandsDir, schemas: testBrandSchemas }).byId(
    'cash',
  )!.brand;
  const handle = await openConfiguredDatabase(config);
  try {
    const db = handle.db;
    const idOf = async (username: string) =>
      (await db.select().from(members).where(eq(members.username, username)))[0]!.id;
    const start = (memberId: number, amountMinor: number, requestId: string) =>
      startDeposit(db, clock, {
        brand,
        memberId,
        channelId: 'ewallet',
        kind: 'gateway',
        amountMinor,
        requestId,
      });
    const paid = await start(await idOf('payer1'), 20_000, 'cli-paid-1');
    await settleDeposit(db, clock, 'cash', {
      depositId: paid.id,
      gatewayRef: 'gw-cli',
      status: 'PAID',
      amountMinor: paid.payableMinor,
      currency: 'PHP',
    });
    clock.advance(1_000);
    await start(await idOf('payer1'), 15_000, 'cli-open-1');
    clock.advance(1_000);
    await start(await idOf('other1'), 30_000, 'cli-open-2');
    for (const [n, amountMinor] of [500, 700].entries()) {
      const transfer = await startDeposit(db, clock, {
        brand,
        memberId: await idOf('other1'),
        channelId: 'bank',
        kind: 'bank-transfer',
        amountMinor,
        requestId: `cli-bank-${n}`,
        reference: `OTHER ${n}`,
      });
      transfers.push(transfer.id);
    }
    await saveDepositReceipt(db, clock, {
      brandId: 'cash',
      memberId: await idOf('other1'),
      depositId: transfers[0]!,
      contentType: 'image/png',
      body: receiptPng,
    });
    const takerId = await idOf('taker1');
    await db.update(members).set({ payeeName: 'Taker One' }).where(eq(members.id, takerId));
    await grant(db, clock, {
      memberId: takerId,
      vendor: 'PLATFORM',
      txId: 'cli-taker',
      amountMinor: 50_000n,
    });
    const account = await bindPayoutAccount(
      db,
      clock,
      { brand, member: { id: takerId, payeeName: 'Taker One' } },
      { providerId: 'bdo', accountNumber: '001234567890', holderName: 'Taker One' },
    );
    for (const [n, amountMinor] of [12_000, 8_000].entries()) {
      clock.advance(1_000);
      const withdrawal = await startWithdrawal(db, clock, {
        brand,
        language: 'EN',
        memberId: takerId,
        payoutAccountId: account.publicId,
        amountMinor,
        requestId: `cli-withdraw-${n}`,
      });
      withdrawals.push(withdrawal.id);
    }
  } finally {
    await handle.close();
  }
});
afterAll(async () => {
  await database?.dispose();
  dir.dispose();
});

describe('npm run operator -- cashier deposits', () => {
  it('lists a brand’s deposits newest first, by member and by status', async () => {
    const all = await run('cashier', 'deposits', '--brand', 'cash', '--kind', 'gateway');
    expect(all.code, all.err).toBe(0);
    const lines = all.out.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/other1 +ewallet +30000 PHP {2}fee 1100 {2}pending$/);
    expect(lines[2]).toMatch(/payer1 +ewallet +20000 PHP {2}fee 900 {2}paid$/);
    const paid = await run('cashier', 'deposits', '--brand', 'cash', '--status', 'paid');
    expect(paid.out.split('\n')).toHaveLength(1);
    const banks = await run('cashier', 'deposits', '--brand', 'cash', '--kind', 'bank-transfer');
    expect(banks.out.split('\n')).toEqual([
      expect.stringMatching(
        /other1 +bank +700 PHP {2}fee 0 {2}pending {2}ref OTHER 1 {2}no receipt$/,
      ),
      expect.stringMatching(new RegExp(`ref OTHER 0 {2}receipt image/png ${receiptPng.length} B$`)),
    ]);
    const shown = JSON.parse(
      (await run('cashier', 'deposits', '--brand', 'cash', '--id', transfers[0]!, '--json')).out,
    );
    expect(shown).toEqual([expect.objectContaining({ id: transfers[0], reference: 'OTHER 0' })]);
    const payer = await run('cashier', 'deposits', '--brand', 'cash', '--username', 'PAYER1');
    expect(payer.out.split('\n')).toHaveLength(2);
    const one = await run(
      'cashier',
      'deposits',
      '--brand',
      'cash',
      '--kind',
      'gateway',
      '--limit',
      '1',
      '--json',
    );
    expect(JSON.parse(one.out)).toMatchObject([
      {
        username: 'other1',
        amountMinor: '30000',
        feeMinor: '1100',
        payableMinor: '31100',
        status: 'pending',
        gatewayRef: null,
      },
    ]);
    expect((await run('cashier', 'deposits', '--brand', 'echo')).out).toBe('No deposits.');
  });

  it("saves a bank transfer's receipt byte for byte", async () => {
    const [withReceipt, without] = transfers as [string, string];
    const out = join(dir.path, 'receipt.png');
    const saved = await run('cashier', 'receipt', withReceipt, '--brand', 'cash', '--out', out);
    expect(saved.code, saved.err).toBe(0);
    expect(saved.out).toMatch(
      new RegExp(
        `^Wrote the receipt of deposit ${withReceipt} \\(image/png, ${receiptPng.length} bytes, uploaded .+\\) to ${out}\\.\nSHA-256 [0-9a-f]{64}$`,
      ),
    );
    expect(readFileSync(out).equals(receiptPng)).toBe(true);
    const none = await run('cashier', 'receipt', without, '--brand', 'cash', '--out', out);
    expect([none.code, none.err]).toEqual([
      1,
      expect.stringMatching(new RegExp(`Error: Deposit ${without} has no receipt$`)),
    ]);
    const elsewhere = await run('cashier', 'receipt', withReceipt, '--brand', 'echo', '--out', out);
    expect(elsewhere.err).toMatch(/No deposit/);
    const noOut = await run('cashier', 'receipt', withReceipt, '--brand', 'cash');
    expect([noOut.code, noOut.err]).toEqual([2, expect.stringMatching(/--out is required/)]);
  });

  it('approves and rejects bank transfers with a note', async () => {
    const [first, second] = transfers as [string, string];
    const note = ['--brand', 'cash', '--note', 'statement line 12'];
    const approved = await run('cashier', 'approve', first, ...note);
    expect([approved.code, approved.out]).toEqual([0, `Deposit ${first} is paid.`]);
    const rejected = await run('cashier', 'reject', second, ...note);
    expect(rejected.out).toBe(`Deposit ${second} is declined.`);
    const again = await run('cashier', 'reject', first, ...note);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already settled/);
    const noNote = await run('cashier', 'approve', first, '--brand', 'cash');
    expect([noNote.code, noNote.err]).toEqual([2, expect.stringMatching(/--note is required/)]);
  });

  it('refuses bad options with a clear message', async () => {
    const status = await run('cashier', 'deposits', '--brand', 'cash', '--status', 'done');
    expect([status.code, status.err]).toEqual([
      2,
      expect.stringMatching(/--status must be one of pending, paid, declined, expired/),
    ]);
    const limit = await run('cashier', 'deposits', '--brand', 'cash', '--limit', '0');
    expect(limit.err).toMatch(/--limit must be a whole number from 1 to 500/);
    const unknown = await run('cashier', 'deposits', '--brand', 'cash', '--username', 'nobody');
    expect(unknown.err).toMatch(/Brand cash has no member "nobody"/);
  });
});

describe('npm run operator -- cashier withdrawals, pay and refuse', () => {
  it('lists withdrawals with the whole account to pay to, then pays one and refuses one', async () => {
    const [first, second] = withdrawals as [string, string];
    const listed = await run('cashier', 'withdrawals', '--brand', 'cash');
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out.split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `${second} {2}taker1 +8000 PHP {2}pending {2}to bdo 001234567890 \\(Taker One\\)$`,
        ),
      ),
      expect.stringMatching(new RegExp(`${first} {2}taker1 +12000 PHP {2}pending`)),
    ]);
    const note = ['--brand', 'cash', '--note'];
    const paid = await run('cashier', 'pay', first, ...note, 'GC-998877');
    expect([paid.code, paid.out]).toEqual([0, `Withdrawal ${first} is paid.`]);
    const refused = await run('cashier', 'refuse', second, ...note, 'holder differs');
    expect(refused.out).toBe(`Withdrawal ${second} is rejected.`);
    const again = await run('cashier', 'refuse', first, ...note, 'too late');
    expect([again.code, again.err]).toEqual([
      1,
      expect.stringMatching(/can no longer be rejected/),
    ]);
    const onlyPaid = await run(
      'cashier',
      'withdrawals',
      '--brand',
      'cash',
      '--status',
      'paid',
      '--json',
    );
    expect(JSON.parse(onlyPaid.out)).toEqual([
      expect.objectContaining({
        id: first,
        amountMinor: '12000',
        operatorNote: 'GC-998877',
        receipt: null,
      }),
    ]);
    const shown = await run('cashier', 'withdrawals', '--brand', 'cash', '--id', second, '--json');
    expect(JSON.parse(shown.out)).toEqual([
      expect.objectContaining({ id: second, status: 'rejected', operatorNote: 'holder differs' }),
    ]);
    const status = await run('cashier', 'withdrawals', '--brand', 'cash', '--status', 'done');
    expect(status.err).toMatch(
      /--status must be one of pending, paid, rejected, cancelled, expired/,
    );
  });
});
