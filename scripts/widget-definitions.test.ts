import { readdirSync, readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../platform/kernel/paths.ts';
import { checkerOnlyProperties, withoutCheckerOnlyProperties } from './widget-definitions.ts';

describe('the browser build of widget definitions', () => {
  it('drops the settings schema and references of defineWidget, keeping the rest', () => {
    const code = [
      "import { defineWidget } from '../../engine/render/widget.ts';",
      "import { bannerSchema } from './schema.ts';",
      'export const banner = defineWidget({',
      "  type: 'banner',",
      '  settingsSchema: bannerSchema,',
      '  defaults: { autoplay: true },',
      "  references: { '/group': 'bannerGroup' },",
      "  placement: ['page'],",
      "  load: () => import('./banner.tsx').then((m) => m.Banner)",
      '});',
      "export const other = { settingsSchema: 'kept: not a widget definition' };",
    ].join('\n');
    const result = withoutCheckerOnlyProperties(code);
    expect(result).not.toContain('settingsSchema: bannerSchema');
    expect(result).not.toContain('references');
    expect(result).toContain(
      "type: 'banner',\n  defaults: { autoplay: true },\n  placement: ['page'],",
    );
    expect(result).toContain("settingsSchema: 'kept: not a widget definition'");
    // The schema module is no longer imported: its own imports leave the entry's chunk too.
    expect(result).not.toContain('./schema.ts');
    expect(result).toContain("import { defineWidget } from '../../engine/render/widget.ts';");
  });

  it('keeps an import that other code still uses', () => {
    const code = [
      "import { defineWidget } from '../../engine/render/widget.ts';",
      "import { gridSchema, gridDefaults } from './schema.ts';",
      "export const grid = defineWidget({ type: 'grid', settingsSchema: gridSchema, defaults: gridDefaults });",
    ].join('\n');
    const result = withoutCheckerOnlyProperties(code);
    expect(result).toContain("import { gridSchema, gridDefaults } from './schema.ts';");
    expect(result).not.toContain('settingsSchema');
  });

  it('leaves a module without a widget definition as it is', () => {
    const code = 'export const settingsSchema = { type: "object" };';
    expect(withoutCheckerOnlyProperties(code)).toBe(code);
  });

  it('finds the checker-only properties of every widget of the repository', () => {
    const widgets = readdirSync(`${repoRoot}/widgets`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'ui')
      .map((entry) => `${repoRoot}/widgets/${entry.name}/index.ts`);
    expect(widgets.length).toBeGreaterThan(40);
    for (const file of widgets) {
      const code = stripTypeScriptTypes(readFileSync(file, 'utf8'));
      expect(code, file).toContain('settingsSchema');
      const result = withoutCheckerOnlyProperties(code);
      for (const property of checkerOnlyProperties) expect(result, file).not.toContain(property);
      expect(result, file).not.toContain('./schema.ts');
    }
  });
});
