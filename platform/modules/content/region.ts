/**
 * Region restrictions: a brand may list the countries it serves. A non-empty list restricts
 * every other country, and a caller whose country is unknown is restricted too (an allow-list
 * that unknown addresses could pass would not restrict anything).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../kernel/db/client.ts';
import { regionRestrictions } from './tables.ts';
import { validationError } from '../../kernel/errors.ts';
import { statusChanged } from './status-changes.ts';

/** One brand's allow-list. */
export interface RegionRestriction {
  brandId: string;
  allowedCountries: string[];
}

/** Upper-cased, de-duplicated, sorted country codes. @throws PlatformError on a bad code. */
export function normalizeCountries(countries: readonly string[]): string[] {
  const codes = [...new Set(countries.map((c) => c.trim().toUpperCase()).filter(Boolean))].sort();
  const bad = codes.filter((code) => !/^[A-Z]{2}$/.test(code));
  if (bad.length > 0)
    throw validationError({ allow: `not two-letter country codes: ${bad.join(', ')}` });
  if (codes.length === 0)
    throw validationError({
      allow: 'list at least one country (clear the restriction to allow every country)',
    });
  return codes;
}

/** Sets the countries `brandId` serves. */
export async function setAllowedCountries(
  db: Database,
  brandId: string,
  countries: readonly string[],
): Promise<RegionRestriction> {
  const allowedCountries = normalizeCountries(countries);
  await db
    .insert(regionRestrictions)
    .values({ brandId, allowedCountries })
    .onConflictDoUpdate({ target: regionRestrictions.brandId, set: { allowedCountries } });
  await statusChanged(db);
  return { brandId, allowedCountries };
}

/** Lifts the restriction of `brandId`; false when it had none. */
export async function clearAllowedCountries(db: Database, brandId: string): Promise<boolean> {
  const removed = await db
    .delete(regionRestrictions)
    .where(eq(regionRestrictions.brandId, brandId))
    .returning();
  await statusChanged(db);
  return removed.length > 0;
}

/** Every brand's allow-list. */
export async function listRegionRestrictions(db: Database): Promise<RegionRestriction[]> {
  return db.select().from(regionRestrictions).orderBy(regionRestrictions.brandId);
}

/** The allow-list of `brandId`, or null when every country is allowed. */
export async function allowedCountries(db: Database, brandId: string): Promise<string[] | null> {
  const [row] = await db
    .select()
    .from(regionRestrictions)
    .where(eq(regionRestrictions.brandId, brandId));
  return row && row.allowedCountries.length > 0 ? row.allowedCountries : null;
}

/** Whether a caller from `country` (null: unknown) is kept out by `allowed`. */
export function isRegionRestricted(
  allowed: readonly string[] | null,
  country: string | null,
): boolean {
  if (!allowed || allowed.length === 0) return false;
  return country === null || !allowed.includes(country);
}
