import { currentSchemaVersion } from '../../../schemas/brand.ts';
import { isJsonObject, type Json } from './merge.ts';

/** One step of the brand schema migration chain, from `from` to `from + 1`. */
export interface BrandMigration {
  from: number;
  /** What changed, shown by `brand:check --explain` and in the changelog. */
  summary: string;
  migrate: (brand: { [key: string]: Json }) => { [key: string]: Json };
}

/**
 * The ordered migration chain. Version 1 is the first schema, so the chain is empty; a change
 * to the brand schema's shape appends a step here and bumps `currentSchemaVersion`.
 */
export const brandMigrations: readonly BrandMigration[] = [];

/** Why a file could not be migrated. */
export class BrandMigrationError extends Error {
  readonly pointer: string;

  constructor(message: string, pointer: string) {
    super(message);
    this.pointer = pointer;
  }
}

/**
 * Brings one brand file (parsed JSON, possibly partial) up to `target` by applying each step
 * of `chain` in order. Files without `schemaVersion` are taken as the current version only when
 * they extend another brand (they inherit it); a root brand must state it.
 */
export function migrateBrandFile(
  doc: { [key: string]: Json },
  chain: readonly BrandMigration[] = brandMigrations,
  target: number = currentSchemaVersion,
): { [key: string]: Json } {
  const declared = doc.schemaVersion;
  if (declared === undefined) {
    if (typeof doc.extends === 'string') return doc;
    throw new BrandMigrationError('A brand without "extends" must declare "schemaVersion".', '');
  }
  if (typeof declared !== 'number' || !Number.isInteger(declared) || declared < 1) {
    throw new BrandMigrationError(
      '"schemaVersion" must be a whole number from 1.',
      '/schemaVersion',
    );
  }
  if (declared > target) {
    throw new BrandMigrationError(
      `schemaVersion ${declared} is newer than this engine understands (${target}); update the engine.`,
      '/schemaVersion',
    );
  }
  let current = structuredClone(doc);
  for (let version = declared; version < target; version += 1) {
    const step = chain.find((m) => m.from === version);
    if (!step) {
      throw new BrandMigrationError(
        `No migration from schemaVersion ${version} to ${version + 1}.`,
        '/schemaVersion',
      );
    }
    const next = step.migrate(current);
    if (!isJsonObject(next))
      throw new BrandMigrationError(`Migration from ${version} returned a non-object.`, '');
    current = { ...next, schemaVersion: version + 1 };
  }
  return current;
}
