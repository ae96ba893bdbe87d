/**
 * The brand checker: the linter behind `npm run brand:check` and the platform's brand loader.
 * Layer one validates each resolved brand with AJV against the schema composed from every
 * widget's settings schema; layer two runs the named cross-reference rules of `rules.ts`.
 * Pure: it takes file texts and returns diagnostics and the brands that passed.
 * Never import it from browser code (AJV stays out of the bundle; a lint rule enforces it).
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { Brand } from '../../../schemas/brand.ts';
import { applyFlagOverrides } from '../flags.ts';
import { didYouMean } from '../suggest.ts';
import { sortDiagnostics, type Diagnostic, type Severity } from './diagnostics.ts';
import { isJsonObject, mergeBrand, type Json } from './merge.ts';
import {
  BrandMigrationError,
  brandMigrations,
  migrateBrandFile,
  type BrandMigration,
} from './migrations.ts';
import { checkDomainClaims, checkMerchantCodes } from './cross-brand.ts';
import { brandRules, type WidgetCatalog } from './rules.ts';
import { describeSchemaErrors } from './schema-errors.ts';
import {
  lineColumn,
  locatePointer,
  parseSource,
  pointerSegments,
  type BrandSource,
  type ParsedSource,
} from './source.ts';

export type { BrandSource } from './source.ts';

/** Inputs of a check besides the files. */
export interface CheckOptions {
  /** The composed brand schema (`schemas/json/brand.schema.json`). */
  schema: object;
  /** The widget catalog (`schemas/json/widget-catalog.json`). */
  widgets: WidgetCatalog;
  assetExists?: (relativePath: string) => boolean;
  migrations?: readonly BrandMigration[];
  targetVersion?: number;
}

/** A brand after resolution, whether or not it passed. */
export interface CheckedBrand {
  id: string;
  file: string;
  /** The resolved brand with defaults applied; present when it could be resolved. */
  brand?: Brand;
  /** True when the brand (and its parents) have no errors. */
  valid: boolean;
}

/** The outcome of a check. */
export interface CheckResult {
  diagnostics: Diagnostic[];
  brands: CheckedBrand[];
}

const validators = new WeakMap<object, ValidateFunction>();

function validatorFor(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    const ajv = new Ajv({
      allErrors: true,
      useDefaults: true,
      verbose: true,
      strict: true,
      strictTypes: false,
      logger: false,
      // Multipliers such as 1.15 are `multipleOf: 0.01`, which binary floating point misses.
      multipleOfPrecision: 6,
      // The same checks without AJV's passes over the generated code: the brand schema is
      // compiled at every start and validates a few files, and those passes were half of its
      // compile time (README "Benchmark").
      code: { optimize: false },
    });
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

function fileId(path: string): string {
  return (path.split(/[\\/]/).pop() ?? path).replace(/\.json$/, '');
}

/**
 * Checks a set of brand files. `report` limits the diagnostics to those files and their
 * parents (cross-brand rules still see every file).
 */
export function checkBrands(
  sources: readonly BrandSource[],
  options: CheckOptions,
  report?: ReadonlySet<string>,
): CheckResult {
  const diagnostics: Diagnostic[] = [];
  const files = sources.map(parseSource);
  const broken = new Set<ParsedSource>();
  const at = (
    file: ParsedSource,
    pointer: string,
    rule: string,
    message: string,
    o: { severity?: Severity; suggestion?: string; atKey?: boolean; offset?: number } = {},
  ) => {
    const offset = o.offset ?? locatePointer(file, pointer, o.atKey).offset;
    const { line, column } = lineColumn(file.text, offset);
    diagnostics.push({
      file: file.path,
      line,
      column,
      pointer,
      rule,
      severity: o.severity ?? 'error',
      message,
      ...(o.suggestion ? { suggestion: o.suggestion } : {}),
    });
    if ((o.severity ?? 'error') === 'error') broken.add(file);
  };

  // 1. Syntax, shape and identity of each file.
  const docs = new Map<ParsedSource, { [key: string]: Json }>();
  const byId = new Map<string, ParsedSource>();
  for (const file of files) {
    for (const e of file.syntaxErrors)
      at(file, '', 'json-syntax', `${e.message}.`, { offset: e.offset });
    for (const d of file.duplicateKeys)
      at(
        file,
        d.pointer,
        'json-duplicate-key',
        `Property "${d.key}" appears twice; JSON keeps only the last one.`,
        { offset: d.offset },
      );
    if (file.syntaxErrors.length > 0) continue;
    if (!isJsonObject(file.value)) {
      at(file, '', 'schema/type', 'A brand file must be a JSON object.');
      continue;
    }
    const id = file.value.id;
    if (typeof id !== 'string') {
      at(file, '', 'schema/required', 'Every brand file must declare its own "id".');
      continue;
    }
    if (id !== fileId(file.path)) {
      at(
        file,
        '/id',
        'id-mismatch',
        `The id "${id}" differs from the file name "${fileId(file.path)}.json".`,
        { suggestion: `rename the file or set "id": "${fileId(file.path)}"` },
      );
    }
    const previous = byId.get(id);
    if (previous) {
      at(file, '/id', 'duplicate-brand-id', `Brand id "${id}" is also used by ${previous.path}.`);
      continue;
    }
    byId.set(id, file);
    try {
      docs.set(
        file,
        migrateBrandFile(file.value, options.migrations ?? brandMigrations, options.targetVersion),
      );
    } catch (error) {
      if (!(error instanceof BrandMigrationError)) throw error;
      at(file, error.pointer, 'schema-version', error.message);
    }
  }

  // 2. Resolve each brand through its extends chain, parents first.
  const chains = new Map<ParsedSource, ParsedSource[] | undefined>();
  for (const [file, doc] of docs) {
    const chain: ParsedSource[] = [file];
    for (let current = doc; typeof current.extends === 'string';) {
      const parentId = current.extends;
      const parent = byId.get(parentId);
      if (!parent || chain.includes(parent)) {
        if (!parent && chain.length === 1) {
          const close = didYouMean(parentId, byId.keys());
          at(file, '/extends', 'extends-missing', `Parent brand "${parentId}" does not exist.`, {
            suggestion: close ? `did you mean "${close}"?` : undefined,
          });
        }
        if (parent && (chain.length === 1 || parent === file)) {
          const cycle = [...chain, parent].map((f) => f.path.split(/[\\/]/).pop()).join(' -> ');
          at(file, '/extends', 'extends-cycle', `"extends" forms a cycle: ${cycle}.`);
        }
        chain.length = 0;
        break;
      }
      chain.push(parent);
      const parentDoc = docs.get(parent);
      if (!parentDoc) {
        at(
          file,
          '/extends',
          'extends-parent-invalid',
          `Parent brand "${parentId}" cannot be read, so this brand cannot be resolved.`,
        );
        chain.length = 0;
        break;
      }
      current = parentDoc;
    }
    chains.set(file, chain.length > 0 ? chain : undefined);
  }

  const results: CheckedBrand[] = [];
  const resultOf = new Map<ParsedSource, CheckedBrand>();
  const ownKeys = new Map<ParsedSource, Set<string>>();
  const validate = validatorFor(options.schema);
  const ordered = [...docs.keys()].sort(
    (a, b) => (chains.get(a)?.length ?? 0) - (chains.get(b)?.length ?? 0),
  );
  for (const file of ordered) {
    const doc = docs.get(file)!;
    const id = doc.id as string;
    const chain = chains.get(file);
    if (!chain) {
      const result = { id, file: file.path, valid: false };
      results.push(result);
      resultOf.set(file, result);
      continue;
    }
    let merged: Json = {};
    for (const link of [...chain].reverse()) merged = mergeBrand(merged, docs.get(link)!);
    const resolved = merged as { [key: string]: Json };
    delete resolved.extends;
    delete resolved.$schema;
    resolved.abstract = doc.abstract ?? false;

    const inherited = new Set<string>();
    for (const link of chain.slice(1))
      for (const key of ownKeys.get(link) ?? []) inherited.add(key);
    const keys = new Set<string>();
    ownKeys.set(file, keys);
    let errors = broken.has(file) ? 1 : 0;
    const reportAt = (
      pointer: string,
      rule: string,
      message: string,
      o: { severity?: Severity; suggestion?: string; atKey?: boolean } = {},
    ) => {
      const key = `${pointer}|${rule}|${message}`;
      keys.add(key);
      if (inherited.has(key)) return;
      if ((o.severity ?? 'error') === 'error') errors += 1;
      // Point at the file that defines the value; if only a parent does, the child's change
      // (a removal, an override) caused the problem, so report it in the child.
      const own = locatePointer(file, pointer, o.atKey);
      const deepest = Math.max(
        ...chain.slice(1).map((link) => locatePointer(link, pointer, o.atKey).depth),
      );
      const suffix =
        deepest > own.depth && own.depth < pointerSegments(pointer).length
          ? ` (the value comes from a parent brand)`
          : '';
      at(file, pointer, rule, `${message}${suffix}`, o);
    };

    if (!validate(resolved)) {
      for (const e of describeSchemaErrors(validate.errors ?? [], resolved)) {
        reportAt(e.pointer, e.rule, e.message, { suggestion: e.suggestion, atKey: e.atKey });
      }
    }
    const brand = resolved as unknown as Brand;
    if (Array.isArray(brand.features) && isJsonObject(resolved.flags)) {
      brand.features = applyFlagOverrides(brand.features, brand.flags ?? {});
    }
    for (const rule of brandRules) {
      try {
        rule.run({
          brand,
          widgets: options.widgets,
          assetExists: options.assetExists,
          report: reportAt,
        });
      } catch {
        // A rule may trip over data the schema already rejected; that error is reported.
      }
    }
    const parentInvalid = chain.slice(1).find((link) => resultOf.get(link)?.valid === false);
    if (parentInvalid) {
      at(
        file,
        '/extends',
        'extends-parent-invalid',
        `Parent brand "${docs.get(parentInvalid)?.id as string}" has errors, so this brand is not served.`,
      );
      errors += 1;
    }
    const result: CheckedBrand = { id, file: file.path, brand, valid: errors === 0 };
    results.push(result);
    resultOf.set(file, result);
  }

  // 3. Rules across brands.
  const claimants = results.flatMap((checked) =>
    checked.brand && !checked.brand.abstract
      ? [{ checked, source: files.find((f) => f.path === checked.file)! }]
      : [],
  );
  checkDomainClaims(claimants, at);
  checkMerchantCodes(claimants, at);

  let shown = diagnostics;
  if (report) {
    const wanted = new Set<string>();
    for (const path of report) {
      wanted.add(path);
      let doc = files.find((f) => f.path === path);
      for (let guard = 0; doc && guard < 50; guard += 1) {
        const parentId = docs.get(doc)?.extends;
        doc = typeof parentId === 'string' ? byId.get(parentId) : undefined;
        if (doc) wanted.add(doc.path);
      }
    }
    shown = diagnostics.filter((d) => wanted.has(d.file));
  }
  return { diagnostics: sortDiagnostics(shown), brands: results };
}
