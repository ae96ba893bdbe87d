/**
 * Counting the catalog (the operator's `catalog stats`): vendors, enabled and disabled games
 * per category and vendor, and the catalog version.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../kernel/db/client.ts';
import { catalogState, games, gameVendors } from './tables.ts';
import { catalogStateId } from './store.ts';

/** Counts of the stored catalog per category and vendor. */
export interface CatalogStats {
  version: number;
  vendors: number;
  games: number;
  disabled: number;
  categories: {
    category: string;
    games: number;
    vendors: { vassalage: string; name: string; games: number; disabled: number }[];
  }[];
}

/** Vendors and game counts per category (the operator's `catalog stats`). */
export async function catalogStats(db: Database, order: readonly string[]): Promise<CatalogStats> {
  const [state] = await db
    .select({ version: catalogState.version })
    .from(catalogState)
    .where(eq(catalogState.id, catalogStateId));
  const vendorRows = await db
    .select()
    .from(gameVendors)
    .orderBy(asc(gameVendors.sort), asc(gameVendors.vassalage));
  const counts = await db
    .select({ vassalage: games.vassalage, enabled: games.enabled, n: count() })
    .from(games)
    .groupBy(games.vassalage, games.enabled);
  const countOf = (code: string, enabled: boolean) =>
    counts.find((c) => c.vassalage === code && c.enabled === enabled)?.n ?? 0;
  const categories = [...order, ...new Set(vendorRows.map((v) => v.gameCategory))]
    .filter((c, i, all) => all.indexOf(c) === i)
    .map((category) => {
      const vendors = vendorRows
        .filter((v) => v.gameCategory === category)
        .map((v) => ({
          vassalage: v.vassalage,
          name: v.names.EN ?? v.vassalage,
          games: countOf(v.vassalage, true),
          disabled: countOf(v.vassalage, false),
        }));
      return { category, games: vendors.reduce((sum, v) => sum + v.games, 0), vendors };
    })
    .filter((c) => c.vendors.length > 0);
  return {
    version: state?.version ?? 0,
    vendors: vendorRows.length,
    games: categories.reduce((sum, c) => sum + c.games, 0),
    disabled: counts.filter((c) => !c.enabled).reduce((sum, c) => sum + c.n, 0),
    categories,
  };
}
