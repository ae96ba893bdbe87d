/** `npm run operator -- agent ...`: making agents, moving members, the team and its history. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../kernel/clock.ts';
import { accountBrands, fixtureCasino } from '../../test/accounts.ts';
import { cliEnvironment, onCliDatabase, runTestCli } from '../../test/cli.ts';
import { tempDir, type TestDatabase } from '../../test/harness.ts';
import { loadConfig } from '../../kernel/config.ts';
import { testBrandSchemas } from '../../test/fixtures.ts';
import { memberByUsername } from '../accounts/index.ts';
import { loadBrandRegistry } from '../brands/index.ts';
import { changeTree } from './operations.ts';

const clock = manualClock('2026-11-27T09:00:00.000Z');
const dir = tempDir();
let env: Record<string, string>;
let database: TestDatabase | undefined;

/** A brand whose trees hold at most 3 levels of agents. */
const shallow = {
  ...fixtureCasino,
  id: 'shallow',
  name: 'Shallow Test',
  merchantCode: 'SHALLOW',
  domains: ['shallow.test'],
  agents: { maxLevels: 3 },
};

const run = (...args: string[]) => runTestCli(args, env, clock);

/** Runs an `agent` command on brand `brand` that must succeed; what it printed. */
async function agent(brand: string, ...args: string[]): Promise<string> {
  const result = await run('agent', ...args, '--brand', brand);
  expect(result.code, result.err).toBe(0);
  return result.out;
}

/**
 * Runs an `agent` command that the platform must refuse (exit code 2 for a change the tree
 * does not allow, 1 for a member that does not exist); what it said.
 */
async function refused(brand: string, ...args: string[]): Promise<string> {
  const result = await run('agent', ...args, '--brand', brand);
  expect(result.code, result.out).toBe(result.err.includes('has no member') ? 1 : 2);
  return result.err;
}

async function createMembers(brand: string, ...usernames: string[]) {
  for (const username of usernames) {
    const created = await run('member', 'create', '--brand', brand, '--username', username);
    expect(created.code, created.err).toBe(0);
  }
}

beforeAll(async () => {
  ({ env, database } = await cliEnvironment(dir.path, {
    extra: { ...accountBrands, shallow },
  }));
  await createMembers('casino', 'boss01', 'lead01', 'lead02', 'player01', 'player02');
  await createMembers('shallow', 'levelone', 'leveltwo', 'levelthree', 'levelfour', 'otherone');
});
afterAll(async () => {
  await database?.dispose();
  dir.dispose();
});

describe('npm run operator -- agent', () => {
  it('makes agents and moves members under them, each move in the history', async () => {
    expect(await agent('casino', 'make', 'boss01', '--type', '2')).toMatch(
      /^boss01: agent type 2, level 1, at the top, affiliate code [A-Z0-9]+$/,
    );
    await agent('casino', 'make', 'lead01');
    expect(await agent('casino', 'move', 'lead01', '--under', 'boss01', '--note', 'hired')).toMatch(
      /^lead01: agent type 1, level 2, under boss01, affiliate code /,
    );
    await agent('casino', 'move', 'player01', '--under', 'lead01');
    expect(await agent('casino', 'move', 'player02', '--under', 'boss01')).toBe(
      'player02: player, under boss01',
    );
    expect(await agent('casino', 'tree', 'boss01')).toMatch(
      /^boss01: agent type 2, level 1, at the top, affiliate code \w+; team: 1 agent, 2 players\n {2}lead01 \(agent type 1\)\n {4}player01\n {2}player02$/,
    );
    expect(await agent('casino', 'tree', 'boss01', '--depth', '1')).toMatch(
      /team: 1 agent, 2 players\n {2}lead01 \(agent type 1\)\n {2}player02$/,
    );
    expect(await agent('casino', 'tree', 'player01')).toBe(
      'player01: player, under lead01 < boss01; team: 0 agents, 0 players',
    );
    const history = (await agent('casino', 'history', 'lead01')).split('\n');
    expect(history).toEqual([
      expect.stringMatching(/^2026-11-27T09:00:00.000Z {2}made: player -> agent type 1$/),
      expect.stringMatching(/ {2}moved from the top to boss01 {2}\(hired\)$/),
    ]);
  });

  it('refuses a move that would make a member its own upline, and changes nothing', async () => {
    expect(await refused('casino', 'move', 'boss01', '--under', 'lead01')).toContain(
      'lead01 is in the team of boss01',
    );
    expect(await refused('casino', 'move', 'lead01', '--under', 'lead01')).toContain(
      'is the member itself',
    );
    expect(await refused('casino', 'move', 'player02', '--under', 'player01')).toContain(
      'player01 is not an agent',
    );
    expect(await refused('casino', 'move', 'player02', '--under', 'boss01')).toContain(
      'player02 is already under boss01',
    );
    expect(await refused('casino', 'move', 'player02', '--under', 'nobody')).toContain(
      'has no member "nobody"',
    );
    expect(await agent('casino', 'tree', 'boss01')).toContain('team: 1 agent, 2 players');
    expect(await agent('casino', 'history', 'boss01')).not.toContain('moved');
  });

  it("keeps every agent within the brand's levels, counting the team a move carries", async () => {
    await agent('shallow', 'make', 'levelone');
    for (const [name, upline] of [
      ['leveltwo', 'levelone'],
      ['levelthree', 'leveltwo'],
    ] as const) {
      await agent('shallow', 'move', name, '--under', upline);
      await agent('shallow', 'make', name);
    }
    await agent('shallow', 'move', 'levelfour', '--under', 'levelthree');
    // levelfour is a player under a level-3 agent: as an agent it would be level 4.
    expect(await refused('shallow', 'make', 'levelfour')).toContain(
      "would be an agent at level 4 under levelthree, deeper than the brand's agents.maxLevels (3)",
    );
    // leveltwo carries levelthree: under another level-2 agent, levelthree would be level 4.
    await agent('shallow', 'make', 'otherone');
    await agent('shallow', 'move', 'otherone', '--under', 'levelone');
    expect(await refused('shallow', 'move', 'leveltwo', '--under', 'otherone')).toContain(
      "would put a sub-agent of leveltwo at level 4, deeper than the brand's agents.maxLevels (3)",
    );
    // To the top, the same team fits: leveltwo becomes level 1 and levelthree level 2.
    expect(await agent('shallow', 'move', 'leveltwo', '--top')).toMatch(
      /^leveltwo: agent type 1, level 1, at the top/,
    );
    expect(await agent('shallow', 'tree', 'levelthree')).toMatch(
      /^levelthree: agent type 1, level 2, under leveltwo, affiliate code \w+; team: 0 agents, 1 player\n {2}levelfour$/,
    );
  });

  it('unmakes an agent only once its team is elsewhere, and drops its affiliate code', async () => {
    expect(await refused('casino', 'unmake', 'lead01')).toContain(
      'has 1 member in its team: move its direct downlines elsewhere first (agent move)',
    );
    await agent('casino', 'move', 'player01', '--top');
    expect(await agent('casino', 'unmake', 'lead01', '--note', 'left')).toBe(
      'lead01: player, under boss01',
    );
    expect(await refused('casino', 'unmake', 'lead01')).toContain('is not an agent');
    expect(await agent('casino', 'history', 'lead01')).toMatch(
      /unmade: agent type 1 -> player {2}\(left\)$/,
    );
    await onCliDatabase(env, async (db) => {
      expect((await memberByUsername(db, 'casino', 'lead01'))?.affiliateCode).toBeNull();
    });
  });

  it('lets only one of two crossing moves through, so the tree never has a cycle', async () => {
    await createMembers('casino', 'cross01', 'cross02');
    await agent('casino', 'make', 'cross01');
    await agent('casino', 'make', 'cross02');
    const config = loadConfig(env);
    const brand = loadBrandRegistry({
      brandsDir: config.brandsDir,
      schemas: testBrandSchemas,
    }).byId('casino')!.brand;
    await onCliDatabase(env, async (db) => {
      const one = (await memberByUsername(db, 'casino', 'cross01'))!;
      const two = (await memberByUsername(db, 'casino', 'cross02'))!;
      const moves = await Promise.allSettled([
        changeTree(db, clock, brand, one, { kind: 'move', under: two }, null),
        changeTree(db, clock, brand, two, { kind: 'move', under: one }, null),
      ]);
      expect(moves.map((move) => move.status).sort()).toEqual(['fulfilled', 'rejected']);
    });
    const trees = [
      await agent('casino', 'tree', 'cross01'),
      await agent('casino', 'tree', 'cross02'),
    ];
    expect(trees.filter((tree) => tree.includes('at the top'))).toHaveLength(1);
  });

  it('refuses bad input before calling the platform', async () => {
    for (const args of [
      ['move', 'player02', '--under', 'boss01', '--top'],
      ['move', 'player02'],
      ['make', 'player02', '--type', '3'],
      ['tree', 'boss01', '--depth', '0'],
    ]) {
      const result = await run('agent', ...args, '--brand', 'casino');
      expect(result.code, args.join(' ')).toBe(2);
    }
  });
});
