/**
 * `npm run operator -- lottery import FILE --brand ID`: real-world VN results, checked as a
 * whole (every problem placed in the file, nothing stored), stored on open draws closed to
 * sales, settled by the draws job on exactly those numbers, and verified as imported.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../../schemas/brand.ts';
import { manualClock } from '../../kernel/clock.ts';
import { loadConfig } from '../../kernel/config.ts';
import type { Database } from '../../kernel/db/client.ts';
import { accountBrands, fixtureEcho } from '../../test/accounts.ts';
import { cliEnvironment, onCliDatabase, runTestCli } from '../../test/cli.ts';
import { testBrandSchemas } from '../../test/fixtures.ts';
import { tempDir, type TestDatabase } from '../../test/harness.ts';
import { loadBrandRegistry } from '../brands/index.ts';
import { runDraws } from './draws.ts';
import { lotteryDraws } from './tables.ts';

/**
 * A brand mirroring the state lottery: VN sales close 3 hours before each draw, so a South and
 * the North draw of one day are both closed to sales (and open for their results) at 15:30.
 */
const fixtureMirror = {
  ...fixtureEcho,
  id: 'mirror',
  name: 'Mirror Lottery',
  merchantCode: 'MIRROR',
  domains: ['mirror.test'],
  lottery: { lockSeconds: { vn: 10_800 } },
};

/** Thursday 18:10 in Vietnam: the North draws at 18:15. */
const clock = manualClock('2026-11-26T11:10:00.000Z');
const dir = tempDir();
let env: Record<string, string>;
let database: TestDatabase | undefined;
let brand: Brand;

const validFile = 'tests/fixtures/lottery/results.json';
const problemsFile = 'tests/fixtures/lottery/results-problems.json';
const south = 'VN_S_VINHLONG-202611271615';
const north = 'VN_N-202611271815';
const southNumbers =
  '739659~33245~31249~54776,38013~08470,17257,95007,13668,58023,34143,00482~2071~7962,6302,8532~228~61';
const northNumbers =
  '58213~40317~28641,90275~11832,47096,63358,80214,25971,39460~4821,0935,7712,6048~3390,1857,9264,0471,5518,2736~614,082,957~36,81,09,52';
/** The North numbers with a different DB, for `--replace`. */
const northReplaced = `99999${northNumbers.slice(5)}`;

const run = (...args: string[]) => runTestCli(args, env, clock);
const withDatabase = <T>(work: (db: Database) => Promise<T>) => onCliDatabase(env, work);

/** Runs the draws job at `at`. */
async function drawsAt(at: string) {
  clock.set(at);
  await withDatabase((db) => runDraws(db, clock, [brand]));
}

/** The mirror brand's draw `drawKey`. */
function draw(drawKey: string) {
  return withDatabase(async (db) => {
    const [row] = await db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.brandId, 'mirror'), eq(lotteryDraws.drawKey, drawKey)));
    return row!;
  });
}

/** A results file written to the temporary folder. */
function tempFile(name: string, content: string): string {
  const path = join(dir.path, name);
  writeFileSync(path, content);
  return path;
}

beforeAll(async () => {
  ({ env, database } = await cliEnvironment(dir.path, {
    extra: { ...accountBrands, mirror: fixtureMirror },
  }));
  // The first command migrates the database.
  expect((await run('lottery', 'draws', '--brand', 'mirror')).out).toBe('No draws.');
  const config = loadConfig(env);
  brand = loadBrandRegistry({ brandsDir: config.brandsDir, schemas: testBrandSchemas }).byId(
    'mirror',
  )!.brand;
  // Thursday's North draw is drawn from its seed; Friday's draws are scheduled.
  await drawsAt('2026-11-26T11:10:00.000Z');
  await drawsAt('2026-11-26T11:15:00.000Z');
  // Friday 15:30 in Vietnam: the South (16:15) and North (18:15) draws are closed to sales.
  await drawsAt('2026-11-27T08:30:00.000Z');
}, 60_000);
afterAll(async () => {
  await database?.dispose();
  dir.dispose();
});

describe('npm run operator -- lottery import: a wrong file', () => {
  it('reports every problem with its file:line:column and JSON pointer, and stores nothing', async () => {
    const refused = await run('lottery', 'import', problemsFile, '--brand', 'mirror');
    expect(refused.code).toBe(2);
    expect(refused.out).toBe('');
    const at = (line: number, column: number, pointer: string) =>
      `  ${problemsFile}:${line}:${column} ${pointer}: `;
    expect(refused.err.split('\n')).toEqual([
      'Error: The results file has 7 problems; nothing was imported',
      `${at(9, 25, '/results/1/winningNumbers')}A north result has 8 groups (DB, G1, G2, G3, G4, G5, G6, G7) separated by "~", not 7.`,
      `${at(13, 25, '/results/2/winningNumbers')}DB numbers have 6 digits: "73965" has not.`,
      `${at(16, 18, '/results/3/drawKey')}brand mirror has no draw VN_S_TPHCM-202611271615 (see "lottery draws": a draw exists once it is scheduled)`,
      `${at(20, 18, '/results/4/drawKey')}VN_N-202611261815 was drawn at 2026-11-26T11:15:00.000Z (from its seed): its results can no longer change`,
      `${at(24, 18, '/results/5/drawKey')}KENO-202611271536 is a KENO draw: only Vietnamese lottery draws (VN_N, VN_C_*, VN_S_*) take imported results`,
      `${at(28, 18, '/results/6/drawKey')}${south} is already listed at /results/0`,
      `${at(32, 18, '/results/7/drawKey')}VN_N-202611281815 is on sale until 2026-11-28T08:15:00.000Z: import its results once its sales have closed, so no ticket is bought knowing them`,
    ]);
    const stored = await withDatabase((db) =>
      db
        .select({ drawKey: lotteryDraws.drawKey })
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.status, 'open'), isNotNull(lotteryDraws.winningNumbers))),
    );
    expect(stored).toEqual([]);
    expect((await draw('VN_N-202611261815')).source).toBe('seed');
  });

  it('places syntax and shape problems too, and refuses a file it cannot read', async () => {
    const broken = tempFile('broken.json', '{\n  "results": [\n    { "drawKey": "VN_N" }\n  ]\n');
    const syntax = await run('lottery', 'import', broken, '--brand', 'mirror');
    expect(syntax.code).toBe(2);
    expect(syntax.err).toContain(`  ${broken}:5:1 /: Expected "}"`);
    const shape = tempFile(
      'shape.json',
      JSON.stringify({ results: [{ drawKey: 'VN_N', numbers: '1' }] }, null, 2),
    );
    const wrong = await run('lottery', 'import', shape, '--brand', 'mirror');
    expect(wrong.code).toBe(2);
    expect(wrong.err.split('\n').slice(1)).toEqual([
      `  ${shape}:3:5 /results/0: missing "winningNumbers"`,
      `  ${shape}:4:18 /results/0/drawKey: must be a draw key: the game and its draw time in Vietnam time, such as VN_S_TPHCM-202611281615`,
      `  ${shape}:5:18 /results/0/numbers: unknown property`,
    ]);
    const missing = await run(
      'lottery',
      'import',
      join(dir.path, 'none.json'),
      '--brand',
      'mirror',
    );
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('Cannot read');
  });
});

describe('npm run operator -- lottery import: a valid file', () => {
  it('stores the numbers of a South and the North draw, which stay open; again is a no-op', async () => {
    const imported = await run('lottery', 'import', validFile, '--brand', 'mirror');
    expect(imported.code, imported.err).toBe(0);
    expect(imported.out.split('\n')[0]).toBe('Imported 2 results (0 unchanged).');
    expect(imported.out).toContain(`  ${south.padEnd(28)}  imported   ${southNumbers}`);
    for (const [key, numbers] of [
      [south, southNumbers],
      [north, northNumbers],
    ] as const)
      expect(await draw(key)).toMatchObject({
        status: 'open',
        source: null,
        winningNumbers: numbers,
      });
    const again = await run('lottery', 'import', validFile, '--brand', 'mirror');
    expect(again.code, again.err).toBe(0);
    expect(again.out.split('\n')[0]).toBe('Imported 0 results (2 unchanged).');
  });

  it('replaces different numbers only with --replace', async () => {
    const changed = tempFile(
      'changed.json',
      JSON.stringify({ results: [{ drawKey: north, winningNumbers: northReplaced }] }),
    );
    const refused = await run('lottery', 'import', changed, '--brand', 'mirror');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(
      `${changed}:1:61 /results/0/winningNumbers: ${north} already holds the imported numbers ${northNumbers}: import with --replace to replace them`,
    );
    expect((await draw(north)).winningNumbers).toBe(northNumbers);
    const replaced = await run('lottery', 'import', changed, '--brand', 'mirror', '--replace');
    expect(replaced.code, replaced.err).toBe(0);
    expect(replaced.out.split('\n')[0]).toBe(
      'Imported 1 result (0 unchanged, 1 replacing earlier numbers).',
    );
    expect((await draw(north)).winningNumbers).toBe(northReplaced);
  });

  it('is settled by the draws job at draw time on exactly the imported numbers', async () => {
    await drawsAt('2026-11-27T09:15:00.000Z');
    expect(await draw(south)).toMatchObject({
      status: 'drawn',
      source: 'imported',
      winningNumbers: southNumbers,
      late: false,
    });
    expect((await draw(north)).status).toBe('open');
    await drawsAt('2026-11-27T11:15:00.000Z');
    expect(await draw(north)).toMatchObject({
      status: 'drawn',
      source: 'imported',
      winningNumbers: northReplaced,
    });
    // Drawn: its results can no longer change.
    const late = await run('lottery', 'import', validFile, '--brand', 'mirror');
    expect(late.code).toBe(2);
    expect(late.err).toContain(
      `${south} was drawn at 2026-11-27T09:15:00.000Z (on imported results)`,
    );
  });

  it("verifies as imported: the commitment matches the seed, the numbers are not the seed's", async () => {
    const verified = await run('lottery', 'verify', south, '--brand', 'mirror');
    expect(verified.code, verified.err).toBe(0);
    expect(verified.out).toContain('(matches the seed)');
    expect(verified.out).toContain(`  published       ${southNumbers}`);
    expect(verified.out).toContain(
      'Imported results: not derived from the seed. The commitment matches the revealed seed.',
    );
    expect(verified.out).not.toContain('NOT verified');
    const json = await run('lottery', 'verify', north, '--brand', 'mirror', '--json');
    expect(json.code, json.err).toBe(0);
    expect(JSON.parse(json.out)).toMatchObject({
      source: 'imported',
      commitmentOk: true,
      resultOk: false,
      winningNumbers: northReplaced,
    });
  });

  it('fails the verification of imported results whose commitment the seed does not match', async () => {
    await withDatabase((db) =>
      db
        .update(lotteryDraws)
        .set({ commitment: '0'.repeat(64) })
        .where(and(eq(lotteryDraws.brandId, 'mirror'), eq(lotteryDraws.drawKey, south))),
    );
    const tampered = await run('lottery', 'verify', south, '--brand', 'mirror');
    expect(tampered.code).toBe(1);
    expect(tampered.out).toContain('(DOES NOT match the seed)');
    expect(tampered.out).toContain('NOT verified.');
  });
});
