/** What the brand:check tests share: the checker's options as `npm run brand:check` builds them. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandSource } from '../../engine/core/brand/check.ts';
import type { WidgetCatalog } from '../../engine/core/brand/rules.ts';
import { repoRoot } from '../../platform/kernel/paths.ts';

const emitted = (name: string) =>
  JSON.parse(readFileSync(join(repoRoot, 'schemas/json', name), 'utf8')) as unknown;

/** The emitted brand schema and widget catalog, and the brands folder's assets. */
export const brandCheckOptions = {
  schema: emitted('brand.schema.json') as object,
  widgets: emitted('widget-catalog.json') as WidgetCatalog,
  assetExists: (asset: string) => existsSync(join(repoRoot, 'brands', asset)),
};

/** A file of the repository as the checker reads it. */
export const repoSource = (path: string): BrandSource => ({
  path,
  text: readFileSync(join(repoRoot, path), 'utf8'),
});
