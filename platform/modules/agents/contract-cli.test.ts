/**
 * `npm run operator -- agent offer|contracts|terminate|income`: the brand offers a contract to
 * an agent at the top, lists an agent's contracts, ends one, and reads what it paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../kernel/clock.ts';
import { loadConfig } from '../../kernel/config.ts';
import { accountBrands } from '../../test/accounts.ts';
import { cliEnvironment, onCliDatabase, runTestCli } from '../../test/cli.ts';
import { testBrandSchemas } from '../../test/fixtures.ts';
import { tempDir, type TestDatabase } from '../../test/harness.ts';
import { memberByUsername } from '../accounts/index.ts';
import { loadBrandRegistry } from '../brands/index.ts';
import { playRound } from './agent-test-support.ts';
import { answerContract, contractsOf } from './contracts.ts';
import { settleContracts } from './settlement.ts';

// 17:00 on Friday 27 November 2026 in Manila, the casino brand's time zone.
const clock = manualClock('2026-11-27T09:00:00.000Z');
const dir = tempDir();
let env: Record<string, string>;
let database: TestDatabase | undefined;

const run = (...args: string[]) => runTestCli(args, env, clock);

/** Runs an `agent` command on the casino brand that must succeed; what it printed. */
async function agent(...args: string[]): Promise<string> {
  const result = await run('agent', ...args, '--brand', 'casino');
  expect(result.code, result.err).toBe(0);
  return result.out;
}

/** Runs an `agent` command that must be refused with `code`; what it said. */
async function refused(code: number, ...args: string[]): Promise<string> {
  const result = await run('agent', ...args, '--brand', 'casino');
  expect(result.code, result.out).toBe(code);
  return result.err;
}

/** The casino brand as the platform serves it. */
function casino() {
  const config = loadConfig(env);
  return loadBrandRegistry({ brandsDir: config.brandsDir, schemas: testBrandSchemas }).byId(
    'casino',
  )!.brand;
}

beforeAll(async () => {
  ({ env, database } = await cliEnvironment(dir.path, { extra: accountBrands }));
  for (const username of ['chief01', 'deputy01', 'gambler01']) {
    const created = await run('member', 'create', '--brand', 'casino', '--username', username);
    expect(created.code, created.err).toBe(0);
  }
  await agent('make', 'chief01');
  await agent('make', 'deputy01');
  await agent('move', 'deputy01', '--under', 'chief01');
  await agent('move', 'gambler01', '--under', 'chief01');
  const funded = await run(
    'ledger',
    'adjust',
    '--brand',
    'casino',
    '--username',
    'gambler01',
    '--amount',
    '1000000',
    '--reason',
    'test money',
  );
  expect(funded.code, funded.err).toBe(0);
});
afterAll(async () => {
  await database?.dispose();
  dir.dispose();
});

describe('npm run operator -- agent contracts', () => {
  it('the brand offers a contract to an agent at the top', async () => {
    expect(
      await agent('offer', 'chief01', '--kind', 'dailySalary', '--tiers', '0:0:100,100000:3:200'),
    ).toMatch(
      /^#\d+ chief01: dailySalary \(daily\), offered, offered by the brand; tiers 100 bp from 0 and 0 active; 200 bp from 100000 and 3 active; cap none$/,
    );
    expect(
      await agent(
        'offer',
        'chief01',
        '--kind',
        'dividend',
        '--period',
        'weekly',
        '--tiers',
        '0:0:2500',
        '--cap',
        '500000',
      ),
    ).toMatch(/^#\d+ chief01: dividend \(weekly\), offered, .*; cap 500000$/);
  });

  it('refuses bad terms and agents the brand does not offer to, naming why', async () => {
    expect(
      await refused(2, 'offer', 'deputy01', '--kind', 'dailySalary', '--tiers', '0:0:50'),
    ).toContain('deputy01 has an upline, which offers its contracts');
    expect(
      await refused(2, 'offer', 'gambler01', '--kind', 'hourlySalary', '--tiers', '0:0:50'),
    ).toContain('gambler01 is not an agent');
    expect(
      await refused(2, 'offer', 'chief01', '--kind', 'dailySalary', '--tiers', '0:0:50'),
    ).toContain('chief01 already has an offered or active dailySalary contract');
    expect(
      await refused(2, 'offer', 'chief01', '--kind', 'hourlySalary', '--tiers', '0:0:10001'),
    ).toContain('must be <= 10000');
    expect(
      await refused(2, 'offer', 'chief01', '--kind', 'hourlySalary', '--tiers', '1%'),
    ).toContain('--tiers takes MIN_BASE_MINOR:MIN_ACTIVE:RATE_BP tiers');
    expect(await refused(2, 'offer', 'chief01', '--kind', 'weekly', '--tiers', '0:0:1')).toContain(
      '--kind is one of dividend, dailySalary, hourlySalary, realtimeSalary',
    );
    expect(await refused(1, 'offer', 'nobody99', '--kind', 'dividend', '--tiers', '0:0:1')).toMatch(
      /has no member/,
    );
  });

  it("lists an agent's contracts, settles them and shows what they paid", async () => {
    const brand = casino();
    await onCliDatabase(env, async (db) => {
      const chief = (await memberByUsername(db, 'casino', 'chief01'))!;
      const gambler = (await memberByUsername(db, 'casino', 'gambler01'))!;
      const salary = (await contractsOf(db, chief.id)).find((c) => c.kind === 'dailySalary')!;
      await answerContract(db, clock, brand, { id: salary.id, agent: chief, accept: true });
      clock.set('2026-11-28T03:00:00.000Z');
      await playRound({ db, clock }, gambler, 250_000n, 0n);
      clock.set('2026-11-29T16:00:00.000Z');
      await settleContracts(db, clock, brand, 'dailySalary');
    });
    const listed = await agent('contracts', 'chief01');
    expect(listed).toMatch(/^#\d+ chief01: dividend \(weekly\), offered,/);
    expect(listed).toMatch(
      /\n#\d+ chief01: dailySalary \(daily\), active, .*; pays from 2026-11-27T16:00:00.000Z$/,
    );
    const income = (await agent('income', 'chief01')).trim().split('\n');
    expect(income).toEqual([
      expect.stringMatching(
        /^2026-11-29 +dailySalary +#\d+ +base 0, 0 active, 100 bp: gross 0, passed down 0, paid 0$/,
      ),
      expect.stringMatching(
        /^2026-11-28 +dailySalary +#\d+ +base 250000, 1 active, 100 bp: gross 2500, passed down 0, paid 2500$/,
      ),
    ]);
    expect(await agent('income', 'chief01', '--limit', '1')).toContain('2026-11-29');
    expect((await agent('income', 'deputy01')).trim()).toBe('No settled periods.');
  });

  it('the brand terminates a contract: it pays to the end of the current period', async () => {
    const id = /#(\d+) chief01: dailySalary/.exec(await agent('contracts', 'chief01'))![1]!;
    expect(await agent('terminate', id)).toMatch(
      /dailySalary \(daily\), terminated, .*until 2026-11-30T16:00:00.000Z \(ended by brand\)$/,
    );
    expect(await refused(2, 'terminate', id)).toContain('is terminated, not active');
    expect(await refused(1, 'terminate', '999999')).toContain('has no contract 999999');
    expect(await refused(2, 'terminate', 'abc')).toContain('CONTRACT is the number');
  });
});
