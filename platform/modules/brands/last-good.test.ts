/**
 * Issue 11, findings 4 and 7, at run time: the stored last good brand set. A domain stays
 * with the brand already serving it and a newcomer listing it is refused; on a first start a
 * contested domain goes to no claimant, whatever the file order; broken brand files (a broken
 * `base.json`) leave every brand on its last good version, whole, and say so loudly.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fixtureAlpha,
  fixtureBase,
  testBrandSchemas,
  writeFixtureBrands,
} from '../../test/fixtures.ts';
import {
  createTestPlatform,
  openTestDatabase,
  tempDir,
  type TestDatabase,
  type TestPlatform,
} from '../../test/harness.ts';
import { buildAdminServer } from '../../admin.ts';
import { reconcileBrandRegistry } from './last-good.ts';
import { loadBrandRegistry } from './registry.ts';

/** A brand file named `id` that lists `domains` (and is otherwise fine). */
const claimant = (id: string, domains: string[]) => ({
  extends: 'base',
  id,
  name: `Claimant ${id}`,
  merchantCode: id.toUpperCase().replaceAll('-', '_'),
  domains,
});

/** The page a host gets: status, the inlined brand and the theme stylesheet it links. */
async function page(t: TestPlatform, host: string) {
  const response = await t.app.inject({ url: '/', headers: { host } });
  const data = /<script type="application\/json" id="brand-data">([\s\S]*?)<\/script>/.exec(
    response.body,
  )?.[1];
  const theme = /href="(\/brand\/theme\.css\?v=[^"]+)"/.exec(response.body)?.[1];
  const css = theme ? (await t.app.inject({ url: theme, headers: { host } })).body : undefined;
  return { status: response.statusCode, data, theme, css };
}

let database: TestDatabase | undefined;
const platforms: TestPlatform[] = [];
/** Starts a platform on the shared database (a restart when one ran before). */
async function start(options: Parameters<typeof createTestPlatform>[0] = {}) {
  database ??= await openTestDatabase();
  const t = await createTestPlatform({ ...options, database });
  platforms.push(t);
  return t;
}
afterEach(async () => {
  for (const t of platforms.splice(0)) await t.close();
  await database?.dispose();
  database = undefined;
});

describe('a brand file that lists a served brand’s domain', () => {
  it('is refused and reported; the brand already serving the domain keeps it', async () => {
    const first = await start();
    expect(first.registry.forHost('bravo.test')?.id).toBe('bravo');
    // "aaa" sorts before "bravo": load order must not hand it the domain.
    const t = await start({ extraBrands: { aaa: claimant('aaa', ['bravo.test', 'aaa.test']) } });
    expect(t.registry.forHost('bravo.test')?.id).toBe('bravo');
    expect(t.registry.byId('bravo')?.source).toBe('files');
    expect((await page(t, 'bravo.test')).status).toBe(200);
    const refused = t.registry.broken.find((b) => b.id === 'aaa');
    expect(refused?.reason).toBe('domain "bravo.test" is claimed by another brand');
    expect(refused?.errors.map((e) => e.message)).toContain(
      'Domain "bravo.test" stays with brand "bravo", which already serves it; brand "aaa" is refused it.',
    );
    expect(t.registry.forHost('aaa.test')).toBeUndefined();
  });

  it('on a first start goes to neither claimant, whatever the file order', async () => {
    for (const id of ['aaa', 'zzz']) {
      const t = await start({ extraBrands: { [id]: claimant(id, ['bravo.test']) } });
      expect(t.registry.forHost('bravo.test'), id).toBeUndefined();
      expect(t.registry.broken.map((b) => b.id).sort()).toEqual([id, 'bravo'].sort());
      expect(t.registry.forHost('alpha.test')?.id).toBe('alpha');
      for (const p of platforms.splice(0)) await p.close();
      await database?.dispose();
      database = undefined;
    }
  });
});

describe('a broken base.json', () => {
  it('keeps every brand on its last good version, whole, and says so', async () => {
    const first = await start();
    const before = await page(first, 'alpha.test');
    expect(before.status).toBe(200);
    // Alpha changes too, but its new version cannot resolve while its parent is broken.
    const t = await start({
      extraBrands: {
        base: { ...fixtureBase, currency: 'PHP' },
        alpha: {
          ...fixtureAlpha,
          name: 'Alpha Renamed',
          theme: { ...fixtureAlpha.theme, modes: { dark: { accent: '#ff0000' }, light: {} } },
        },
      },
    });
    expect(t.registry.sites.map((s) => [s.id, s.source])).toEqual([
      ['alpha', 'last-good'],
      ['bravo', 'last-good'],
    ]);
    const after = await page(t, 'alpha.test');
    expect(after.status).toBe(200);
    // The brand data and the theme both come from the last good version, not a mix.
    expect(after.data).toBe(before.data);
    expect(after.theme).toBe(before.theme);
    expect(after.css).toBe(before.css);
    expect(after.data).not.toContain('Alpha Renamed');

    const ready = (await t.app.inject({ url: '/readyz', headers: { host: 'alpha.test' } })).json();
    expect(ready.checks.brands).toMatchObject({
      ok: true,
      lastGood: [
        { id: 'alpha', file: expect.stringMatching(/alpha\.json$/) },
        { id: 'bravo', file: expect.stringMatching(/bravo\.json$/) },
      ],
      broken: ['base'],
    });
    const admin = buildAdminServer({ db: t.db, clock: t.clock, registry: t.registry });
    try {
      const report = (await admin.inject({ url: '/brands' })).json().value;
      expect(report.served[0]).toMatchObject({
        id: 'alpha',
        name: 'Alpha Casino',
        source: 'last-good',
        storedAt: '2026-03-02T10:00:00.000Z',
      });
      expect(report.served[0].problems.join('\n')).toMatch(/extends-parent-invalid/);
      expect(report.broken).toEqual([
        {
          id: 'base',
          file: expect.stringMatching(/base\.json$/),
          reason: 'abstract parent with errors',
          errors: [expect.stringMatching(/currency/)],
        },
      ]);
    } finally {
      await admin.close();
    }
  });

  it('serves a brand changed cleanly from its files, and stores that as its last good version', async () => {
    await start();
    const renamed = { ...fixtureAlpha, name: 'Alpha Renamed' };
    const second = await start({ extraBrands: { alpha: renamed } });
    expect(second.registry.byId('alpha')?.brand.name).toBe('Alpha Renamed');
    const third = await start({
      extraBrands: { alpha: renamed, base: { ...fixtureBase, currency: 'PHP' } },
    });
    expect(third.registry.byId('alpha')).toMatchObject({ source: 'last-good' });
    expect(third.registry.byId('alpha')?.brand.name).toBe('Alpha Renamed');
  });
});

describe('brand files that cannot be read', () => {
  it('fall back to the last good version; a removed file frees its domains', async () => {
    const dir = tempDir();
    const db = await openTestDatabase();
    const clock = { now: () => new Date('2026-03-02T10:00:00.000Z') };
    const load = () => loadBrandRegistry({ brandsDir: dir.path, schemas: testBrandSchemas });
    try {
      writeFixtureBrands(dir.path);
      await reconcileBrandRegistry(db.handle.db, load(), clock);
      writeFileSync(join(dir.path, 'base.json'), '{ "id": "base", ');
      const broken = await reconcileBrandRegistry(db.handle.db, load(), clock);
      expect(broken.sites.map((s) => [s.id, s.source])).toEqual([
        ['alpha', 'last-good'],
        ['bravo', 'last-good'],
      ]);
      expect(broken.broken.find((b) => b.id === 'base')?.reason).toBe('the file cannot be read');

      // Bravo's file goes: bravo is no longer served and another brand may take its domain.
      writeFixtureBrands(dir.path, { extra: { charlie: claimant('charlie', ['bravo.test']) } });
      rmSync(join(dir.path, 'bravo.json'));
      const gone = await reconcileBrandRegistry(db.handle.db, load(), clock);
      expect(gone.byId('bravo')).toBeUndefined();
      expect(gone.forHost('bravo.test')?.id).toBe('charlie');
    } finally {
      await db.dispose();
      dir.dispose();
    }
  });
});
