import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli.ts';
import { manualClock } from '../../kernel/clock.ts';
import { loadConfig } from '../../kernel/config.ts';
import { platformSecrets } from '../../kernel/secrets/tables.ts';
import { openConfiguredDatabase } from '../../start.ts';
import { vendorSecret } from './index.ts';
import { insertTestCatalog } from '../../test/catalog.ts';
import { captureIo, cliEnvironment } from '../../test/cli.ts';
import { testBrandSchemas } from '../../test/fixtures.ts';
import { tempDir, type TestDatabase } from '../../test/harness.ts';

describe('npm run operator -- seamless secret VENDOR --brand ID', () => {
  const dir = tempDir();
  let env: Record<string, string>;
  let database: TestDatabase | undefined;
  const clock = manualClock('2026-03-02T10:00:00.000Z');

  const run = async (...args: string[]) => {
    const io = captureIo();
    const code = await runCli(args, { env, io, brandSchemas: testBrandSchemas, clock });
    return { code, out: io.stdout, err: io.stderr.join('\n') };
  };

  beforeAll(async () => {
    ({ env, database } = await cliEnvironment(dir.path));
    const handle = await openConfiguredDatabase(loadConfig(env));
    try {
      await handle.migrate();
      await insertTestCatalog(handle.db);
    } finally {
      await handle.close();
    }
  });
  afterAll(async () => {
    await database?.dispose();
    dir.dispose();
  });

  it('prints the vendor secret of a brand, the same one every time, stored sealed (not in plain text)', async () => {
    const first = await run('seamless', 'secret', 'alpha', '--brand', 'alpha');
    expect(first.code, first.err).toBe(0);
    expect(first.out[0]).toBe(
      'Seamless-wallet secret of ALPHA for brand alpha (platform secret seamless:alpha:ALPHA):',
    );
    const secret = first.out[1]!;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await run('seamless', 'secret', 'ALPHA', '--brand', 'alpha', '--json');
    expect(JSON.parse(again.out.join('\n'))).toEqual({
      brand: 'alpha',
      vendor: 'ALPHA',
      secretName: 'seamless:alpha:ALPHA',
      secret,
    });
    // Issue 11, finding 5: every brand has its own secret for the vendor.
    const bravo = await run('seamless', 'secret', 'ALPHA', '--brand', 'bravo', '--json');
    expect(bravo.code, bravo.err).toBe(0);
    const bravoSecret = (JSON.parse(bravo.out.join('\n')) as { secret: string }).secret;
    expect(bravoSecret).not.toBe(secret);
    const handle = await openConfiguredDatabase(loadConfig(env));
    try {
      const [row] = await handle.db
        .select()
        .from(platformSecrets)
        .where(eq(platformSecrets.name, 'seamless:alpha:ALPHA'));
      // Issue 11, finding 3: the row holds the secret sealed with the master key.
      expect(row?.value).toMatch(/^v1:[0-9a-f]{16}:/);
      expect(row?.value).not.toContain(secret);
      expect(await vendorSecret(handle.db, 'alpha', 'ALPHA')).toBe(secret);
      expect(await vendorSecret(handle.db, 'bravo', 'ALPHA')).toBe(bravoSecret);
    } finally {
      await handle.close();
    }
  });

  it('refuses an unknown vendor or brand and a malformed command', async () => {
    const unknown = await run('seamless', 'secret', 'NOPE', '--brand', 'alpha');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('There is no vendor NOPE in the game catalog');
    const brand = await run('seamless', 'secret', 'ALPHA', '--brand', 'nowhere');
    expect(brand.code).toBe(2);
    expect(brand.err).toContain('Unknown brand "nowhere"');
    expect((await run('seamless', 'secret', 'ALPHA')).code).toBe(2);
    expect((await run('seamless', 'secret', 'ALPHA', '--brand', 'Bad Id')).code).toBe(2);
    expect((await run('seamless', 'secret', 'bad-code', '--brand', 'alpha')).code).toBe(2);
    expect((await run('seamless', 'secret', '--brand', 'alpha')).code).toBe(2);
    expect((await run('seamless', 'rotate', 'ALPHA')).code).toBe(2);
  });

  it('explains itself with --help', async () => {
    const help = await run('seamless', 'secret', '--help');
    expect(help.code).toBe(0);
    const text = help.out.join('\n');
    expect(text).toContain('--brand <ID>');
    expect(text).toContain('X-Timestamp');
  });
});
