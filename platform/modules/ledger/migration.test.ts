import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../kernel/clock.ts';
import { migrationsFolder, resultRows, type Database } from '../../kernel/db/client.ts';
import { failure } from '../../test/failure.ts';
import { openTestDatabase, tempDir, testStart, type TestDatabase } from '../../test/harness.ts';
import {
  debit,
  memberStatement,
  rollback,
  trialBalance,
  verifyLedger,
  walletBalance,
} from './index.ts';

/**
 * Builds a database at migration 0002 (wallets and wallet_transactions), fills it as the
 * pre-ledger platform would have, then applies the ledger migration.
 */
const clock = manualClock(testStart);
let database: TestDatabase;
let db: Database;
let alice: number;
let bob: number;
let dir: { path: string; dispose(): void };

/** The migrations folder cut after `tag`, as a release before the ledger shipped it. */
function migrationsUpTo(tag: string): string {
  const folder = join(dir.path, 'migrations');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** A member row as migration 0002 knows it (in SQL: today's `members` has later columns). */
async function member(brandId: string, username: string): Promise<number> {
  const [row] = resultRows(
    await db.execute(
      sql`insert into members (brand_id, username, nickname, referral_code) values (${brandId}, ${username}, ${username}, ${username.toUpperCase()}) returning id`,
    ),
  );
  return Number(row!.id);
}

/** One pre-ledger wallet transaction (vendor, txId, kind, amount, balance after, ref). */
type OldTx = [string, string, string, number, number, string | null];

async function oldWallet(memberId: number, balance: number, txs: OldTx[]) {
  await db.execute(
    sql`insert into wallets (member_id, currency, balance_minor) values (${memberId}, 'PHP', ${balance})`,
  );
  for (const [vendor, txId, kind, amount, after, ref] of txs)
    await db.execute(sql`insert into wallet_transactions
      (member_id, vendor, tx_id, kind, amount_minor, balance_after_minor, ref_tx_id, round_id, node_id)
      values (${memberId}, ${vendor}, ${txId}, ${kind}, ${amount}, ${after}, ${ref}, 'r-1', 'ALPHA-1001')`);
}

beforeAll(async () => {
  dir = tempDir();
  database = await openTestDatabase({ migrate: false });
  db = database.handle.db;
  await database.handle.migrate({ migrationsFolder: migrationsUpTo('0002_games') });
  alice = await member('alpha', 'alice');
  bob = await member('beta', 'bob');
  await oldWallet(alice, 1_200, [
    ['PLATFORM', `demo-credit:${alice}`, 'grant', 1_000, 1_000, null],
    ['ALPHA', 'b1', 'debit', 300, 700, null],
    ['ALPHA', 'w1', 'credit', 500, 1_200, null],
    ['ALPHA', 'b2', 'debit', 200, 1_000, null],
    ['ALPHA', 'rb2', 'rollback', 200, 1_200, 'b2'],
    ['ALPHA', 'late', 'rollback', 0, 1_200, 'late'],
  ]);
  await db.execute(sql`update wallet_transactions set rolled_back_at = now() where tx_id = 'b2'`);
  // A balance without history (set before the wallet kept one): carried over as an opening.
  await oldWallet(bob, 50, []);
  await db.execute(sql`insert into game_launches
    (token_hash, brand_id, member_id, node_id, language, trial, trial_balance_minor, expires_at)
    values ('trial-hash', 'alpha', null, 'BGS-SLOT', 'en', true, 12345, now() + interval '1 hour')`);
  expect(await database.handle.migrate()).toEqual({ fresh: false });
});
afterAll(async () => {
  await database?.dispose();
  dir?.dispose();
});

describe('the ledger migration', () => {
  it('keeps every balance, and the ledger verifies clean', async () => {
    expect(await walletBalance(db, alice)).toEqual({ balanceMinor: 1_200n, currency: 'PHP' });
    expect(await walletBalance(db, bob)).toEqual({ balanceMinor: 50n, currency: 'PHP' });
    expect(await trialBalance(db, 'trial-hash')).toBe(12_345n);
    expect((await verifyLedger(db, clock)).drifts).toEqual([]);
  });

  it('turns the history into entries with the same running balance', async () => {
    const { rows } = await memberStatement(db, alice);
    expect(rows.map((r) => [r.key, r.kind, r.amountMinor, r.balanceAfterMinor])).toEqual([
      [`PLATFORM:demo-credit:${alice}`, 'grant', 1_000n, 1_000n],
      ['ALPHA:b1', 'debit', -300n, 700n],
      ['ALPHA:w1', 'credit', 500n, 1_200n],
      ['ALPHA:b2', 'debit', -200n, 1_000n],
      ['ALPHA:rb2', 'rollback', 200n, 1_200n],
    ]);
    expect((await memberStatement(db, bob)).rows).toMatchObject([
      { kind: 'opening', amountMinor: 50n, balanceAfterMinor: 50n },
    ]);
  });

  it('answers a replay of a pre-migration transaction as a duplicate', async () => {
    const replay = await debit(db, clock, {
      memberId: alice,
      vendor: 'ALPHA',
      txId: 'b1',
      amountMinor: 300n,
    });
    expect(replay).toMatchObject({ status: 'DUPLICATE', balanceMinor: 700n });
    const undo = { memberId: alice, vendor: 'ALPHA', refTxId: 'b2' };
    expect(await rollback(db, clock, { ...undo, txId: 'rb2' })).toMatchObject({
      status: 'DUPLICATE',
      balanceMinor: 1_200n,
    });
    expect(await rollback(db, clock, { ...undo, txId: 'rb3' })).toMatchObject({
      status: 'DUPLICATE',
    });
    expect((await failure(debit(db, clock, { ...undo, txId: 'b1', amountMinor: 301n }))).code).toBe(
      'TX_CONFLICT',
    );
    // The tombstone survives: the late transaction is still refused.
    const late = await failure(
      debit(db, clock, { memberId: alice, vendor: 'ALPHA', txId: 'late', amountMinor: 1n }),
    );
    expect(late.code).toBe('TX_CONFLICT');
    expect((await walletBalance(db, alice)).balanceMinor).toBe(1_200n);
  });

  it('rolls back a pre-migration bet once, against the game house', async () => {
    const undo = { memberId: alice, vendor: 'ALPHA', txId: 'rb1', refTxId: 'b1' };
    expect(await rollback(db, clock, undo)).toMatchObject({ status: 'OK', balanceMinor: 1_500n });
    expect(await rollback(db, clock, undo)).toMatchObject({ status: 'DUPLICATE' });
    expect((await verifyLedger(db, clock)).drifts).toEqual([]);
  });

  it('drops the old balance tables: the ledger is the only source of truth', async () => {
    const exists = await db.execute(
      sql`select to_regclass('wallets')::text as w, to_regclass('wallet_transactions')::text as t`,
    );
    expect(resultRows(exists)).toEqual([{ w: null, t: null }]);
  });
});
