import { Ajv } from 'ajv';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../platform/kernel/paths.ts';
import { widgets } from '../../widgets/registry.ts';

const folders = readdirSync(join(repoRoot, 'widgets'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'ui')
  .map((d) => d.name);

describe('widget contract', () => {
  it('registers every widget folder, under its folder name', () => {
    expect(widgets.map((w) => w.type).sort()).toEqual([...folders].sort());
  });

  it.each(widgets.map((w) => [w.type, w] as const))(
    '%s: defaults are what its schema gives an empty settings object',
    (_type, widget) => {
      const ajv = new Ajv({ useDefaults: true, strict: true });
      const settings = {};
      expect(ajv.validate(widget.settingsSchema, settings)).toBe(true);
      expect(settings).toEqual(widget.defaults);
      expect(ajv.validate(widget.settingsSchema, widget.defaults)).toBe(true);
    },
  );

  it.each(folders)('%s: index.ts never imports React, and it has a story and a test', (folder) => {
    const index = readFileSync(join(repoRoot, 'widgets', folder, 'index.ts'), 'utf8');
    expect(index).not.toMatch(/from ['"]react/);
    // Its component is the module `<folder>.tsx`: the platform finds a server-rendered
    // widget's files in the build manifest by that name (platform/modules/brands/widget-assets.ts).
    expect(index).toContain(`load: () => import('./${folder}.tsx')`);
    expect(existsSync(join(repoRoot, 'widgets', folder, `${folder}.stories.tsx`))).toBe(true);
    expect(existsSync(join(repoRoot, 'widgets', folder, `${folder}.test.tsx`))).toBe(true);
  });

  it('places every widget somewhere', () => {
    for (const widget of widgets) expect(widget.placement.length).toBeGreaterThan(0);
  });
});
