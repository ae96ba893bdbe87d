import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { checkBrands, type CheckResult } from '../../../engine/core/brand/check.ts';
import type { BrandSource } from '../../../engine/core/brand/source.ts';
import type { WidgetCatalog } from '../../../engine/core/brand/rules.ts';
import { repoRoot } from '../../kernel/paths.ts';

/** The default brands folder. */
export const defaultBrandsDir = join(repoRoot, 'brands');

/** The brand schema and widget catalog a check validates against. */
export interface BrandSchemas {
  schema: object;
  widgets: WidgetCatalog;
}

/** The composed brand schema and widget catalog emitted by `npm run schemas:emit`. */
export function loadEmittedSchemas(): BrandSchemas {
  const read = (name: string) =>
    JSON.parse(readFileSync(join(repoRoot, 'schemas/json', name), 'utf8')) as unknown;
  return {
    schema: read('brand.schema.json') as object,
    widgets: read('widget-catalog.json') as WidgetCatalog,
  };
}

function readSource(path: string, cwd: string): BrandSource {
  return { path: relative(cwd, path) || path, text: readFileSync(path, 'utf8') };
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());
}

function declaredParent(text: string): string | undefined {
  try {
    const value = JSON.parse(text) as { extends?: unknown };
    return typeof value.extends === 'string' ? value.extends : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks brand files. Without `files`, every brand in `brandsDir`; with `files`, those files
 * (which may live elsewhere; parents are looked up beside them, then in `brandsDir`), while
 * cross-brand rules still see every brand in `brandsDir`. `schemas` defaults to the emitted
 * ones; tests pass their own so they do not depend on which widgets exist.
 */
export function checkBrandFiles(
  options: {
    brandsDir?: string;
    files?: readonly string[];
    cwd?: string;
    schemas?: BrandSchemas;
  } = {},
): CheckResult {
  const brandsDir = resolve(options.brandsDir ?? defaultBrandsDir);
  const cwd = options.cwd ?? process.cwd();
  const paths = new Map<string, BrandSource>();
  for (const path of jsonFiles(brandsDir)) paths.set(path, readSource(path, cwd));
  const wanted = (options.files ?? []).map((f) => resolve(cwd, f));
  for (const path of wanted) paths.set(path, readSource(path, cwd));
  // Parents of the given files that live beside them rather than in brandsDir.
  const queue = [...wanted];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const parent = declaredParent(paths.get(path)!.text);
    if (!parent) continue;
    const candidate = join(dirname(path), `${parent}.json`);
    if (
      !paths.has(candidate) &&
      existsSync(candidate) &&
      !existsSync(join(brandsDir, `${parent}.json`))
    ) {
      paths.set(candidate, readSource(candidate, cwd));
      queue.push(candidate);
    }
  }
  const { schema, widgets } = options.schemas ?? loadEmittedSchemas();
  const report = wanted.length > 0 ? new Set(wanted.map((p) => paths.get(p)!.path)) : undefined;
  return checkBrands(
    [...paths.values()],
    { schema, widgets, assetExists: (asset) => existsSync(join(brandsDir, asset)) },
    report,
  );
}
