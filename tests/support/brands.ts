import { checkBrands } from '../../engine/core/brand/check.ts';
import { applyFlagOverrides } from '../../engine/core/flags.ts';
import { mergeBrand, type Json } from '../../engine/core/brand/merge.ts';
import type { WidgetCatalog } from '../../engine/core/brand/rules.ts';
import { servedBrand } from '../../engine/core/brand/served.ts';
import type { Brand } from '../../schemas/brand.ts';
import schema from '../../schemas/json/brand.schema.json';
import widgets from '../../schemas/json/widget-catalog.json';

const files = import.meta.glob<string>('../../brands/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const result = checkBrands(
  Object.entries(files).map(([path, text]) => ({ path: path.replace('../../', ''), text })),
  { schema, widgets: widgets as WidgetCatalog },
);

/** The demo brands as the platform serves them (resolved, validated, asset URLs rewritten), by id. */
export const demoBrands: Readonly<Record<string, Brand>> = Object.fromEntries(
  result.brands
    .filter((b) => b.valid && b.brand && !b.brand.abstract)
    .map((b) => [b.id, servedBrand(b.brand!)]),
);

/** A demo brand with a patch deep-merged over it (arrays replace, null removes). */
export function brandWith(id: string, patch: Json = {}): Brand {
  const brand = demoBrands[id];
  if (!brand) throw new Error(`No valid demo brand "${id}"`);
  const merged = mergeBrand(brand as unknown as Json, patch) as unknown as Brand;
  // As the checker does when it resolves a brand: flag overrides apply to the tree.
  return { ...merged, features: applyFlagOverrides(merged.features, merged.flags ?? {}) };
}

/** A demo brand without the given routes, as a merchant that never wired those pages. */
export function brandWithoutRoutes(id: string, paths: readonly string[]): Brand {
  return brandWith(id, { routes: Object.fromEntries(paths.map((path) => [path, null])) });
}
