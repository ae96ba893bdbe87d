/** `npm run operator -- lottery ...`: a brand's draws, and the verification of a draw. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../kernel/clock.ts';
import { loadConfig } from '../../kernel/config.ts';
import type { Database } from '../../kernel/db/client.ts';
import { accountBrands } from '../../test/accounts.ts';
import { cliEnvironment, onCliDatabase, runTestCli } from '../../test/cli.ts';
import { testBrandSchemas } from '../../test/fixtures.ts';
import { tempDir, type TestDatabase } from '../../test/harness.ts';
import { loadBrandRegistry } from '../brands/index.ts';
import { runDraws } from './draws.ts';
import { lotteryDraws } from './tables.ts';

const clock = manualClock('2026-11-27T09:00:30.000Z');
const dir = tempDir();
let env: Record<string, string>;
let database: TestDatabase | undefined;
/** The first 1-minute e-lottery draw (drawn) and the next one (open). */
const drawn = 'ELOTT_1M-202611271601';
const open = 'ELOTT_1M-202611271602';

const run = (...args: string[]) => runTestCli(args, env, clock);
const withDatabase = (work: (db: Database) => Promise<void>) => onCliDatabase(env, work);

beforeAll(async () => {
  ({ env, database } = await cliEnvironment(dir.path, { extra: accountBrands }));
  // The first command migrates the database.
  expect((await run('lottery', 'draws', '--brand', 'casino')).out).toBe('No draws.');
  const config = loadConfig(env);
  const brand = loadBrandRegistry({ brandsDir: config.brandsDir, schemas: testBrandSchemas }).byId(
    'casino',
  )!.brand;
  await withDatabase(async (db) => {
    await runDraws(db, clock, [brand]);
    clock.set('2026-11-27T09:01:00.000Z');
    await runDraws(db, clock, [brand]);
  });
});
afterAll(async () => {
  await database?.dispose();
  dir.dispose();
});

describe('npm run operator -- lottery draws', () => {
  it("lists a brand's draws of one game, newest first, with numbers or commitment", async () => {
    const listed = await run(
      'lottery',
      'draws',
      '--brand',
      'casino',
      '--game',
      'ELOTT_1M',
      '--status',
      'drawn',
    );
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toMatch(
      new RegExp(`^\\S+  ${drawn}\\s+drawn\\s+0 tickets  \\d,\\d,\\d,\\d,\\d$`),
    );
    const scheduled = await run(
      'lottery',
      'draws',
      '--brand',
      'casino',
      '--game',
      'ELOTT_1M',
      '--limit',
      '500',
    );
    const lines = scheduled.out.split('\n');
    // Newest first: the draws scheduled ahead, then the next one on sale, then the drawn one.
    expect(lines.at(-1)).toContain(drawn);
    expect(lines.at(-2)).toMatch(
      new RegExp(`${open}\\s+open\\s+0 tickets  commitment [0-9a-f]{64}$`),
    );
    const none = await run(
      'lottery',
      'draws',
      '--brand',
      'casino',
      '--game',
      'KENO',
      '--status',
      'void',
    );
    expect(none.out).toBe('No draws.');
  });

  it('refuses a bad status or limit, and an unknown brand', async () => {
    expect((await run('lottery', 'draws', '--brand', 'casino', '--status', 'won')).code).not.toBe(
      0,
    );
    expect((await run('lottery', 'draws', '--brand', 'casino', '--limit', '0')).code).not.toBe(0);
    const unknown = await run('lottery', 'draws', '--brand', 'casinoo');
    expect(unknown.code).not.toBe(0);
    expect(unknown.err).toContain('casino');
  });
});

describe('npm run operator -- lottery verify', () => {
  it('recomputes a drawn draw from its seed', async () => {
    const verified = await run('lottery', 'verify', drawn, '--brand', 'casino');
    expect(verified.code, verified.err).toBe(0);
    expect(verified.out).toContain('(matches the seed)');
    expect(verified.out).toContain(
      'Verified: the published numbers are what the committed seed derives.',
    );
  });

  it('says an open draw is not drawn yet, and fails on numbers the seed does not derive', async () => {
    const pending = await run('lottery', 'verify', open, '--brand', 'casino');
    expect(pending.code).toBe(1);
    expect(pending.out).toMatch(/is not drawn yet: its commitment is [0-9a-f]{64}\./);
    await withDatabase(async (db) => {
      await db
        .update(lotteryDraws)
        .set({ winningNumbers: '1,2,3,4,5' })
        .where(eq(lotteryDraws.drawKey, drawn));
    });
    const tampered = await run('lottery', 'verify', drawn, '--brand', 'casino');
    expect(tampered.code).toBe(1);
    expect(tampered.out).toContain('NOT verified.');
    const missing = await run('lottery', 'verify', 'ELOTT_1M-209901010000', '--brand', 'casino');
    expect(missing.code).not.toBe(0);
    expect(missing.err).toContain('has no draw');
  });
});
