import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrandSchemas, writeFixtureBrands } from '../../test/fixtures.ts';
import { createTestPlatform, tempDir, type TestPlatform } from '../../test/harness.ts';
import { hostName, loadBrandRegistry, reportBrands } from './registry.ts';

describe('a broken brand', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({ brokenBrand: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is reported and not served, while the others are', () => {
    expect(t.registry.sites.map((s) => s.id).sort()).toEqual(['alpha', 'bravo']);
    expect(t.registry.broken.map((b) => b.id)).toEqual(['broken']);
    expect(t.registry.broken[0]!.errors.map((e) => e.rule)).toContain('missing-asset');
    // The abstract parent is neither served nor addressable.
    expect(t.registry.knownIds).toEqual(['alpha', 'bravo', 'broken']);
    expect(t.registry.byId('base')).toBeUndefined();
  });

  it('leaves its host with the not-configured page and the API with UNKNOWN_HOST', async () => {
    const page = await t.app.inject({ url: '/', headers: { host: 'broken.test' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This site is not configured');
    expect(page.body).not.toContain('Broken Brand');
    const api = await t.app.inject({ url: '/wps/system/status', headers: { host: 'broken.test' } });
    expect(api.json().error.code).toBe('UNKNOWN_HOST');
  });

  it('does not disturb the other brands', async () => {
    const alpha = await t.app.inject({ url: '/', headers: { host: 'alpha.test' } });
    expect(alpha.statusCode).toBe(200);
    expect(alpha.body).toContain('<title>Home | Alpha Casino</title>');
    const bravo = await t.app.inject({
      url: '/wps/system/status',
      headers: { host: 'bravo.test' },
    });
    expect(bravo.statusCode).toBe(200);
  });

  it('logs every diagnostic in the brand:check format and names what is served', () => {
    const lines: string[] = [];
    reportBrands(t.registry, {
      info: (m) => lines.push(`info ${m}`),
      warn: (m) => lines.push(`warn ${m}`),
      error: (m) => lines.push(`error ${m}`),
    });
    expect(
      lines.some((l) =>
        /^error brand check: .*broken\.json:\d+:\d+ {2}error {2}missing-asset/.test(l),
      ),
    ).toBe(true);
    expect(lines).toContain(
      'error brand "broken" (' +
        t.registry.broken[0]!.file +
        ') is not served: the brand has errors',
    );
    expect(
      lines.some((l) => l.startsWith('info brand "alpha" served on alpha.test, www.alpha.test')),
    ).toBe(true);
  });
});

describe('brand files that cannot even be read', () => {
  it('are reported while the valid brands are still served', () => {
    const dir = tempDir();
    try {
      writeFixtureBrands(dir.path);
      writeFileSync(join(dir.path, 'charlie.json'), '{ "extends": "base", "id": "charlie", ');
      writeFileSync(join(dir.path, 'delta.json'), JSON.stringify({ extends: 'nope', id: 'delta' }));
      const registry = loadBrandRegistry({ brandsDir: dir.path, schemas: testBrandSchemas });
      expect(registry.sites.map((s) => s.id).sort()).toEqual(['alpha', 'bravo']);
      // Every file that is not served is listed, the unreadable one too.
      expect(registry.broken.map((b) => [b.id, b.reason])).toEqual([
        ['charlie', 'the file cannot be read'],
        ['delta', 'the brand has errors'],
      ]);
      expect(
        registry.diagnostics.some(
          (d) => d.file.endsWith('charlie.json') && d.rule === 'json-syntax',
        ),
      ).toBe(true);
      expect(registry.forHost('alpha.test')?.id).toBe('alpha');
    } finally {
      dir.dispose();
    }
  });
});

describe('host names', () => {
  it('drop the port, the case and a trailing dot', () => {
    expect(hostName('Alpha.Test:3000')).toBe('alpha.test');
    expect(hostName('alpha.test.')).toBe('alpha.test');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName(undefined)).toBe('');
  });
});
