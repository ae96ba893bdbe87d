import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../kernel/paths.ts';
import { runCli } from '../../cli.ts';
import { manualClock } from '../../kernel/clock.ts';
import { loadConfig } from '../../kernel/config.ts';
import { startPlatform, type RunningPlatform } from '../../start.ts';
import { captureIo, cliEnvironment } from '../../test/cli.ts';
import { testBrandSchemas } from '../../test/fixtures.ts';
import { tempDir, testStart, type TestDatabase } from '../../test/harness.ts';
import { demoCatalog } from './demo.ts';

const example = join(repoRoot, 'docs/catalog-example.json');

function cli(env: () => Record<string, string>) {
  const clock = manualClock(testStart);
  return async (...args: string[]) => {
    const io = captureIo();
    const code = await runCli(args, { env: env(), io, brandSchemas: testBrandSchemas, clock });
    return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
  };
}

describe('catalog commands on the database directly', () => {
  const dir = tempDir();
  let env: Record<string, string>;
  let database: TestDatabase | undefined;
  const run = cli(() => env);

  beforeAll(async () => {
    ({ env, database } = await cliEnvironment(dir.path, { seed: false }));
  });
  afterAll(async () => {
    await database?.dispose();
    dir.dispose();
  });

  it('imports a file, prints what changed, and counts the catalog', async () => {
    const empty = await run('catalog', 'stats');
    expect(empty.code).toBe(0);
    expect(empty.out).toBe('Catalog version 0: 0 vendors, 0 games.');

    const imported = await run('catalog', 'import', example);
    expect(imported.code, imported.err).toBe(0);
    expect(imported.out.split('\n')).toEqual([
      `Imported ${example}: catalog version 1.`,
      '  vendors  2 added, 0 updated, 0 removed',
      '  games    3 added, 0 updated, 0 removed',
    ]);
    const again = await run('catalog', 'import', example);
    expect(again.out).toContain('  games    0 added, 3 updated, 0 removed');

    const stats = await run('catalog', 'stats');
    expect(stats.out.split('\n')).toEqual([
      'Catalog version 2: 2 vendors, 3 games.',
      'RNG             2 games, 1 vendor',
      '  AUR                 2  Aurora Gaming',
      'SPORTS          1 games, 1 vendor',
      '  APX                 1  Apex Sportsbook',
    ]);
  });

  it('reports every bad row with its pointer, exits 2 and imports nothing', async () => {
    const file = join(dir.path, 'bad.json');
    const bad = JSON.parse(readFileSync(example, 'utf8')) as {
      games: Record<string, unknown>[];
    };
    bad.games[0]!.vassalage = 'AUX';
    bad.games[1]!.classifies = ['SLOTS'];
    bad.games[2]!.minBetMinor = 12.5;
    bad.games.push({ ...bad.games[2]!, minBetMinor: 100 });
    writeFileSync(file, JSON.stringify(bad));
    const result = await run('catalog', 'import', file, '--replace');
    expect(result.code).toBe(2);
    expect(result.err.split('\n').slice(-6)).toEqual([
      'Error: The catalog file has 5 problems; nothing was imported',
      '  /games/0/vassalage: unknown vendor AUX (did you mean AUR?): add it to "vendors"',
      '  /games/1/classifies/0: vendor AUR declares no classify SLOTS (its classifies: SLOT, JACKPOT)',
      '  /games/2/minBetMinor: must be integer',
      '  /games/3/gameId: vendor APX already has game lobby at /games/2',
      '  /games/3/nodeId: nodeId APX-LOBBY is already used at /games/2',
    ]);
    expect((await run('catalog', 'stats')).out).toContain('Catalog version 2: 2 vendors, 3 games.');
  });

  it('refuses unreadable files and wrong arguments with exit 2', async () => {
    const broken = join(dir.path, 'broken.json');
    writeFileSync(broken, '{\n  "vendors": [,\n]}');
    const syntax = await run('catalog', 'import', broken);
    expect(syntax.code).toBe(2);
    expect(syntax.err).toMatch(/broken\.json:2:\d+: not valid JSON/);
    const missing = await run('catalog', 'import', join(dir.path, 'nope.json'));
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('Cannot read');
    expect((await run('catalog', 'import')).code).toBe(2);
    expect((await run('catalog')).err).toContain('Use "catalog import FILE.json"');
    expect((await run('catalog', 'stats', 'extra')).code).toBe(2);
  });

  it('exports the catalog in the import format, which imports back unchanged', async () => {
    const file = join(dir.path, 'export.json');
    const exported = await run('catalog', 'export', file);
    expect(exported.code).toBe(0);
    expect(exported.out).toBe(`Wrote 2 vendors and 3 games to ${file}.`);
    const written = JSON.parse(readFileSync(file, 'utf8')) as {
      vendors: { vassalage: string }[];
      games: { nodeId: string; names?: Record<string, string> }[];
    };
    expect(written.vendors.map((v) => v.vassalage)).toEqual(['AUR', 'APX']);
    expect(written.games.find((g) => g.nodeId === 'AUR-30002')?.names).toEqual({
      TY: 'Karera ng Jeepney',
    });
    const back = await run('catalog', 'import', file, '--replace');
    expect(back.code).toBe(0);
    expect(back.out).toContain('(replacing the catalog)');
    expect(back.out).toContain('  games    0 added, 3 updated, 0 removed');
  });
});

describe('catalog import through a running server', () => {
  const dir = tempDir();
  let env: Record<string, string>;
  let database: TestDatabase | undefined;
  let platform: RunningPlatform;
  const run = cli(() => env);

  beforeAll(async () => {
    ({ env, database } = await cliEnvironment(dir.path, { seed: true }));
    platform = await startPlatform(loadConfig(env), {
      brandSchemas: testBrandSchemas,
      quiet: true,
      clock: manualClock(testStart),
    });
  });
  afterAll(async () => {
    await platform?.close();
    await database?.dispose();
    dir.dispose();
  });

  const list = async (query: string) =>
    (
      await platform.app.inject({
        url: `/wps/relay/GCSGAME_gameList?${query}`,
        headers: { host: 'alpha.test' },
      })
    ).json().value as { total: number; games: { nodeId: string }[] };

  it('starts with the demo catalog seeded', async () => {
    expect((await list('gameType=RNG&pageSize=1')).total).toBe(
      demoCatalog().games.filter((g) => g.gameType === 'RNG').length,
    );
    const stats = await run('catalog', 'stats');
    expect(stats.err).toBe('');
    expect(stats.out).toMatch(/^Catalog version 1: 34 vendors, 6,250 games\.$/m);
    expect(stats.out).toMatch(/^ELOTT\s+0 games, 2 vendors$/m);
  });

  it('shows an import in the lobby at once', async () => {
    const result = await run('catalog', 'import', example, '--replace');
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain('  vendors  0 added, 2 updated, 32 removed');
    expect(result.out).toContain('  games    0 added, 3 updated, 6,247 removed');
    const rng = await list('gameType=RNG');
    expect(rng.games.map((g) => g.nodeId)).toEqual(['AUR-30001', 'AUR-30002']);
  });
});
