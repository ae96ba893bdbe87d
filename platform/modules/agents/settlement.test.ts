/**
 * Settling contracts (issue 16): a daily salary down three levels paid from real rounds, zero
 * records for a day nobody played, missed days caught up in order, a terminated contract that
 * stops its chain, exactly once under two settlements at the same moment, and a run that fails
 * mid-way (a crash) finished by the next one without paying a period twice.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractKind, ContractTerms } from '../../../engine/core/agents/contracts.ts';
import type { Brand } from '../../../schemas/brand.ts';
import { openDatabase, resultRows } from '../../kernel/db/client.ts';
import { createJobRunner } from '../../kernel/jobs/index.ts';
import { fundedMember } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import type { MemberRow } from '../accounts/index.ts';
import { availableOf, lockHolder, walletHistory } from '../ledger/index.ts';
import { playRound } from './agent-test-support.ts';
import { answerContract, offerContract, terminateContract, type ContractRow } from './contracts.ts';
import { agentJobs, settlementJobName } from './jobs.ts';
import { settleContracts } from './settlement.ts';
import { agentSettlements } from './tables.ts';

let t: TestPlatform;
let brand: Brand;
/** top (the brand's contract) > mid > low, each with a player: p1 under top, p2 mid, p3 low. */
let top: MemberRow, mid: MemberRow, low: MemberRow, p1: MemberRow, p2: MemberRow, p3: MemberRow;
const contracts = new Map<string, ContractRow>();

const tiers = (kind: ContractKind, ...list: [bigint, number, number][]): ContractTerms => ({
  kind,
  tiers: list.map(([minBaseMinor, minActiveMembers, rateBp]) => ({
    minBaseMinor,
    minActiveMembers,
    rateBp,
  })),
  capMinor: null,
});

async function contract(agent: MemberRow, by: MemberRow | null, terms: ContractTerms) {
  const offered = await offerContract(t.db, t.clock, brand, { agent, by, terms });
  const active = await answerContract(t.db, t.clock, brand, {
    id: offered.id,
    agent,
    accept: true,
  });
  contracts.set(`${agent.username}:${terms.kind}`, active);
  return active;
}

/** The settlement records of `kind`, oldest period first: `period agent rate gross down paid`. */
async function records(kind: ContractKind, periodKey?: string): Promise<string[]> {
  const rows = await t.db
    .select()
    .from(agentSettlements)
    .where(
      and(
        eq(agentSettlements.kind, kind),
        periodKey ? eq(agentSettlements.periodKey, periodKey) : undefined,
      ),
    )
    .orderBy(asc(agentSettlements.periodStart), asc(agentSettlements.id));
  const name = new Map([top, mid, low].map((m) => [m.id, m.username]));
  return rows.map(
    (r) =>
      `${r.periodKey} ${name.get(r.agentId)} ${r.rateBp}bp base ${r.baseMinor} gross ${r.grossMinor} down ${r.passedDownMinor} paid ${r.payoutMinor}${r.entryId === null ? '' : ' entry'}`,
  );
}

/** The agent payouts in the ledger: key -> amount. */
async function payouts(): Promise<Record<string, bigint>> {
  const rows = resultRows(
    await t.db.execute(sql`select idempotency_key, amount_minor from ledger_entries
      where kind = 'agent_payout' order by id`),
  );
  return Object.fromEntries(
    rows.map((row) => [row.idempotency_key, BigInt(String(row.amount_minor))]),
  );
}

const balance = async (member: MemberRow) =>
  t.db.transaction(async (tx) => availableOf(await lockHolder(tx, { memberId: member.id })));
const settle = (kind: ContractKind) => settleContracts(t.db, t.clock, brand, kind);

beforeAll(async () => {
  // 17:03 on Friday 27 November 2026 in Manila, the brand's time zone.
  t = await createTestPlatform({ clockStart: '2026-11-27T09:03:00.000Z' });
  brand = t.registry.byId('alpha')!.brand;
  const member = (username: string, isAgent: number, upline: MemberRow | null) =>
    fundedMember(
      t,
      brand.id,
      { username, isAgent, uplineId: upline?.id ?? null, password: null },
      1_000_000,
    );
  top = await member('top', 1, null);
  mid = await member('mid', 1, top);
  low = await member('low', 1, mid);
  p1 = await member('playerone', 0, top);
  p2 = await member('playertwo', 0, mid);
  p3 = await member('playerthree', 0, low);
  // top: 1 %, or 2 % from ₱1,000.00 of valid bet and 3 active members; mid 1.5 %; low 0.5 %.
  await contract(top, null, tiers('dailySalary', [0n, 0, 100], [100_000n, 3, 200]));
  await contract(mid, top, tiers('dailySalary', [0n, 0, 150]));
  await contract(low, mid, tiers('dailySalary', [0n, 0, 50]));
});
afterAll(async () => {
  await t?.close();
});

describe('a daily salary down three levels', () => {
  it('pays nothing before a day has ended', async () => {
    t.clock.set('2026-11-28T02:00:00.000Z'); // 10:00 on the 28th, the contracts' first day
    await playRound(t, p1, 60_000n, 0n);
    await playRound(t, p2, 30_000n, 45_000n);
    await playRound(t, p3, 20_000n, 0n);
    expect(await settle('dailySalary')).toEqual({ periods: 0, settled: 0, paidMinor: 0n });
  });

  it('settles each level its gross less what it passes down, and writes zero records', async () => {
    const before = await balance(top);
    // 00:01 on the 30th: the 28th and the 29th (nobody played) have ended.
    t.clock.set('2026-11-29T16:01:00.000Z');
    expect(await settle('dailySalary')).toEqual({ periods: 2, settled: 6, paidMinor: 2_200n });
    // Team valid bets: top 110,000 with 3 active (2 %), mid 50,000 (1.5 %), low 20,000 (0.5 %).
    expect(await records('dailySalary')).toEqual([
      '2026-11-28 top 200bp base 110000 gross 2200 down 750 paid 1450 entry',
      '2026-11-28 mid 150bp base 50000 gross 750 down 100 paid 650 entry',
      '2026-11-28 low 50bp base 20000 gross 100 down 0 paid 100 entry',
      '2026-11-29 top 100bp base 0 gross 0 down 0 paid 0',
      '2026-11-29 mid 100bp base 0 gross 0 down 0 paid 0',
      '2026-11-29 low 50bp base 0 gross 0 down 0 paid 0',
    ]);
    const [topC, midC, lowC] = ['top', 'mid', 'low'].map(
      (name) => contracts.get(`${name}:dailySalary`)!.id,
    );
    expect(await payouts()).toEqual({
      [`agent:${topC}:2026-11-28`]: 1_450n,
      [`agent:${midC}:2026-11-28`]: 650n,
      [`agent:${lowC}:2026-11-28`]: 100n,
    });
    expect((await balance(top)) - before).toBe(1_450n);
    // The agent's own records list the payout as agent income.
    const history = await walletHistory(t.db, top.id, {
      from: '2026-11-30',
      to: '2026-11-30',
      timeZone: brand.timeZone,
      type: 'agentIncome',
      page: 1,
      pageSize: 20,
    });
    expect(history.list).toMatchObject([
      { type: 'agentIncome', amountMinor: 1_450, reference: 'dailySalary 2026-11-28' },
    ]);
    // Nothing left to settle.
    expect(await settle('dailySalary')).toEqual({ periods: 0, settled: 0, paidMinor: 0n });
  });

  it('caps a level at its upline rate when the upline falls to a lower tier', async () => {
    t.clock.set('2026-11-30T03:00:00.000Z');
    await playRound(t, p1, 120_000n, 0n);
    await playRound(t, p3, 10_000n, 0n);
    // Only 2 active members: top gets 1 %, so mid's 1.5 % falls to 1 %.
    t.clock.set('2026-11-30T16:00:00.000Z');
    await settle('dailySalary');
    expect(await records('dailySalary', '2026-11-30')).toEqual([
      '2026-11-30 top 100bp base 130000 gross 1300 down 100 paid 1200 entry',
      '2026-11-30 mid 100bp base 10000 gross 100 down 50 paid 50 entry',
      '2026-11-30 low 50bp base 10000 gross 50 down 0 paid 50 entry',
    ]);
  });

  it('a terminated contract pays its last day, then its sub-agent is paid nothing', async () => {
    t.clock.set('2026-12-01T01:00:00.000Z');
    const midContract = contracts.get('mid:dailySalary')!;
    await terminateContract(t.db, t.clock, brand, {
      id: midContract.id,
      member: mid,
    });
    await playRound(t, p3, 40_000n, 0n);
    t.clock.set('2026-12-01T16:00:00.000Z');
    await settle('dailySalary');
    expect(await records('dailySalary', '2026-12-01')).toEqual([
      '2026-12-01 top 100bp base 40000 gross 400 down 400 paid 0',
      '2026-12-01 mid 100bp base 40000 gross 400 down 200 paid 200 entry',
      '2026-12-01 low 50bp base 40000 gross 200 down 0 paid 200 entry',
    ]);
    await playRound(t, p3, 40_000n, 0n);
    t.clock.set('2026-12-02T16:00:00.000Z');
    await settle('dailySalary');
    // mid's contract has ended: low's chain has no upline contract, so its rate is 0.
    expect(await records('dailySalary', '2026-12-02')).toEqual([
      '2026-12-02 top 100bp base 40000 gross 400 down 0 paid 400 entry',
      '2026-12-02 low 0bp base 40000 gross 0 down 0 paid 0',
    ]);
  });
});

describe('exactly once', () => {
  it('two job runners settling at the same moment settle each contract and period once', async () => {
    t.clock.set('2026-12-03T02:30:00.000Z'); // 10:30: it pays from 11:00
    await contract(top, null, tiers('hourlySalary', [0n, 0, 100]));
    for (let hour = 3; hour < 6; hour += 1) {
      t.clock.set(`2026-12-03T0${hour}:10:00.000Z`);
      await playRound(t, p1, 10_000n * BigInt(hour), 0n);
    }
    t.clock.set('2026-12-03T06:00:00.000Z');
    // On PostgreSQL the second runner has a connection of its own, as another instance would.
    const other = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : undefined;
    const runners = [t.database.handle, other ?? t.database.handle].map((database) =>
      createJobRunner({
        database,
        clock: t.clock,
        jobs: agentJobs(database.db, t.clock, () => [brand]),
      }),
    );
    try {
      for (const runner of runners) await runner.enqueue(settlementJobName('hourlySalary'));
      const beats = await Promise.all(runners.map((runner) => runner.drain()));
      expect(beats.reduce((sum, beat) => sum + beat.completed, 0)).toBe(2);
    } finally {
      for (const runner of runners) await runner.stop();
      await other?.close();
    }
    expect(await records('hourlySalary')).toEqual([
      '2026-12-03T11 top 100bp base 30000 gross 300 down 0 paid 300 entry',
      '2026-12-03T12 top 100bp base 40000 gross 400 down 0 paid 400 entry',
      '2026-12-03T13 top 100bp base 50000 gross 500 down 0 paid 500 entry',
    ]);
  });

  it('a run that fails mid-way is finished by the next, and pays no period twice', async () => {
    await contract(top, null, tiers('realtimeSalary', [0n, 0, 100]));
    const from = new Date('2026-12-03T06:05:00.000Z'); // it pays from 14:05 in Manila
    for (let n = 0; n < 6; n += 1) {
      t.clock.set(new Date(from.getTime() + n * 300_000 + 60_000));
      await playRound(t, p1, 1_000n * BigInt(n + 1), 0n);
    }
    // The database fails the fourth period's record, as a crash there would end the run.
    for (const statement of [
      `create function fail_settlement() returns trigger language plpgsql as $$
        begin raise exception 'the platform stopped'; end $$`,
      `create trigger fail_settlement before insert on agent_settlements for each row
        when (new.period_key = '2026-12-03T14:20') execute function fail_settlement()`,
    ])
      await t.db.execute(sql.raw(statement));
    t.clock.set('2026-12-03T06:35:00.000Z');
    await expect(settle('realtimeSalary')).rejects.toThrow();
    expect(await records('realtimeSalary')).toHaveLength(3);
    await t.db.execute(sql`drop trigger fail_settlement on agent_settlements`);
    await t.db.execute(sql`drop function fail_settlement`);
    // The job runner's next beat goes on from the fourth period.
    const runner = createJobRunner({
      database: t.database.handle,
      clock: t.clock,
      jobs: agentJobs(t.db, t.clock, () => [brand]),
    });
    try {
      const beat = await runner.runDue();
      expect(beat.failed).toBe(0);
    } finally {
      await runner.stop();
    }
    expect(await records('realtimeSalary')).toEqual(
      ['05', '10', '15', '20', '25', '30'].map(
        (minute, n) =>
          `2026-12-03T14:${minute} top 100bp base ${1_000 * (n + 1)} gross ${10 * (n + 1)} down 0 paid ${10 * (n + 1)} entry`,
      ),
    );
    const realtime = contracts.get('top:realtimeSalary')!.id;
    const keys = Object.keys(await payouts()).filter((k) => k.startsWith(`agent:${realtime}:`));
    expect(keys).toHaveLength(6);
  });

  it('names one job per kind', () => {
    expect(agentJobs(t.db, t.clock, () => []).map((job) => job.name)).toEqual([
      'agents.settle-dividend',
      'agents.settle-daily-salary',
      'agents.settle-hourly-salary',
      'agents.settle-realtime-salary',
    ]);
    expect(settlementJobName('dailySalary')).toBe('agents.settle-daily-salary');
  });
});
