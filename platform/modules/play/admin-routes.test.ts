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

describe('npm run operator -- seamless secret VENDOR', () => {
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

  it('prints the vendor secret, the same one every time, stored sealed (not in plain text)', async () => {
    const first = await run('seamless', 'secret', 'alpha');
    expect(first.code, first.err).toBe(0);
    expect(first.out[0]).toBe('Seamless-wallet secret of ALPHA (platform secret seamless:ALPHA):');
    const secret = first.out[1]!;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await run('seamless', 'secret', 'ALPHA', '--json');
    expect(JSON.parse(again.out.join('\n'))).toEqual({
      vendor: 'ALPHA',
      secretName: 'seamless:ALPHA',
      secret,
    });
    const handle = await openConfiguredDatabase(loadConfig(env));
    try {
      const [row] = await handle.db
        .select()
        .from(platformSecrets)
        .where(eq(platformSecrets.name, 'seamless:ALPHA'));
      // Issue 11, finding 3: the row holds the secret sealed with the master key.
      expect(row?.value).toMatch(/^v1:[0-9a-f]{16}:/);
      expect(row?.value).not.toContain(secret);
      expect(await vendorSecret(handle.db, 'ALPHA')).toBe(secret);
    } finally {
      await handle.close();
    }
  });

  it('refuses an unknown vendor and a malformed command', async () => {
    const unknown = await run('seamless', 'secret', 'NOPE');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('There is no vendor NOPE in the game catalog');
    expect((await run('seamless', 'secret', 'bad-code')).code).toBe(2);
    expect((await run('seamless', 'secret')).code).toBe(2);
    expect((await run('seamless', 'rotate', 'ALPHA')).code).toBe(2);
  });
});
