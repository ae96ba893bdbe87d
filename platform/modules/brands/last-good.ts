/**
 * The stored last good brand set (tables.ts), and the step that reconciles a registry built
 * from the brand files with it once the database is open: broken brands are served from their
 * last good version, a contested domain stays with the brand already serving it, and brands
 * served from their files become the new last good versions. Run it under the set-up lock
 * (`DatabaseHandle.exclusive`) when several instances may start together.
 */
import { inArray } from 'drizzle-orm';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { createBrandRegistry, type BrandRegistry } from './registry.ts';
import type { StoredBrand } from './settle.ts';
import { brandLastGood } from './tables.ts';

/** The stored last good set. */
export async function readLastGoodBrands(db: Database): Promise<StoredBrand[]> {
  const rows = await db.select().from(brandLastGood);
  return rows.map((row) => ({
    id: row.brandId,
    file: row.file,
    brand: JSON.parse(row.brandJson) as Brand,
    storedAt: row.storedAt,
  }));
}

/**
 * Rebuilds `registry` (built from the files alone) with the stored last good set, stores the
 * brands now served from their files as their new last good versions, forgets brands whose
 * file is gone, and returns the registry to serve.
 */
export async function reconcileBrandRegistry(
  db: Database,
  registry: BrandRegistry,
  clock: Clock,
): Promise<BrandRegistry> {
  const stored = await readLastGoodBrands(db);
  const reconciled = createBrandRegistry(registry.check, stored);
  const before = new Map(stored.map((s) => [s.id, s]));
  const now = clock.now();
  for (const site of reconciled.sites) {
    if (site.source !== 'files') continue;
    const brandJson = JSON.stringify(site.brand);
    const previous = before.get(site.id);
    if (previous && JSON.stringify(previous.brand) === brandJson && previous.file === site.file) {
      site.storedAt = previous.storedAt;
      continue;
    }
    await db
      .insert(brandLastGood)
      .values({ brandId: site.id, file: site.file, brandJson, storedAt: now })
      .onConflictDoUpdate({
        target: brandLastGood.brandId,
        set: { file: site.file, brandJson, storedAt: now },
      });
    site.storedAt = now;
  }
  // A brand no longer served (its file is gone) frees its domains.
  const gone = stored.filter((s) => !reconciled.byId(s.id)).map((s) => s.id);
  if (gone.length > 0) await db.delete(brandLastGood).where(inArray(brandLastGood.brandId, gone));
  return reconciled;
}
