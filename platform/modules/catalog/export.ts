/**
 * Exporting the catalog (the operator's `catalog export`): the stored catalog in the import
 * file format, so an export imports back unchanged.
 */
import { asc } from 'drizzle-orm';
import type { CatalogFile, CatalogGame, CatalogVendor } from '../../../schemas/catalog.ts';
import type { Database } from '../../kernel/db/client.ts';
import { games, gameVendors, type GameRow, type GameVendorRow } from './tables.ts';

function namesExport(names: Record<string, string>): Record<string, string> | undefined {
  const rest = Object.entries(names).filter(([language]) => language !== 'EN');
  return rest.length > 0 ? Object.fromEntries(rest) : undefined;
}

function vendorExport(v: GameVendorRow): CatalogVendor {
  return {
    vassalage: v.vassalage,
    gameType: v.gameType as CatalogVendor['gameType'],
    gameCategory: v.gameCategory as CatalogVendor['gameType'],
    name: v.names.EN ?? v.vassalage,
    ...(namesExport(v.names) ? { names: namesExport(v.names) } : {}),
    isHot: v.isHot,
    isNew: v.isNew,
    supportPlay: v.supportPlay,
    sort: v.sort,
    classifies: v.classifies.map((c) => ({
      key: c.key,
      name: c.names.EN ?? c.key,
      ...(namesExport(c.names) ? { names: namesExport(c.names) } : {}),
    })),
    ...(v.logo !== null ? { logo: v.logo } : {}),
    ...(v.launchUrl !== null ? { launchUrl: v.launchUrl } : {}),
    wallet: v.wallet as CatalogVendor['wallet'],
  };
}

function gameExport(g: GameRow): CatalogGame {
  return {
    nodeId: g.nodeId,
    gameId: g.gameId,
    vassalage: g.vassalage,
    gameType: g.gameType as CatalogGame['gameType'],
    name: g.name,
    ...(namesExport(g.names) ? { names: namesExport(g.names) } : {}),
    ...(g.icon !== null ? { icon: g.icon } : {}),
    classifies: g.classifies,
    isNew: g.isNew,
    ...(g.hotRank !== null ? { hotRank: g.hotRank } : {}),
    supportPlay: g.supportPlay,
    isGame: g.isGame as CatalogGame['isGame'],
    minBetMinor: g.minBetMinor,
    minLineNum: g.minLineNum,
    sort: g.sort,
    enabled: g.enabled,
  };
}

/** The stored catalog in the import format (disabled games included), stable order. */
export async function exportCatalog(db: Database): Promise<CatalogFile> {
  const vendorRows = await db
    .select()
    .from(gameVendors)
    .orderBy(asc(gameVendors.sort), asc(gameVendors.vassalage));
  const gameRows = await db
    .select()
    .from(games)
    .orderBy(asc(games.vassalage), asc(games.sort), asc(games.nodeId));
  return { vendors: vendorRows.map(vendorExport), games: gameRows.map(gameExport) };
}
