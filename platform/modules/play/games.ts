/**
 * Catalog reads for the play calls (launch, favourites, recent games, the winner board, the
 * built-in engine). They read the tables directly: each call needs one game or one member's
 * handful, so the in-memory catalog of the lobby lists is not needed here.
 */
import { and, eq } from 'drizzle-orm';
import type { Game } from '../../../schemas/api/games.ts';
import type { LanguageCode } from '../../../schemas/common.ts';
import {
  toGameTile,
  games,
  gameVendors,
  type GameRow,
  type GameVendorRow,
} from '../catalog/index.ts';
import type { Database } from '../../kernel/db/client.ts';
import type { WalletName } from '../ledger/index.ts';

/** A game with its vendor. */
export interface CatalogGame {
  game: GameRow;
  vendor: GameVendorRow;
}

/** The enabled game `nodeId` with its vendor, if there is one. */
export async function gameByNodeId(db: Database, nodeId: string): Promise<CatalogGame | undefined> {
  const [row] = await db
    .select({ game: games, vendor: gameVendors })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.vassalage, games.vassalage))
    .where(and(eq(games.nodeId, nodeId), eq(games.enabled, true)));
  return row;
}

/** The member's wallet a game plays from: its vendor's when that is a transfer wallet (ADR 0024). */
export function walletOf(game: CatalogGame): WalletName {
  return game.vendor.wallet === 'transfer' ? game.game.vassalage : 'main';
}

/** The game a vendor calls `gameId` (its own code), enabled or not. */
export async function gameByVendorCode(
  db: Database,
  vassalage: string,
  gameId: string,
): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.vassalage, vassalage), eq(games.gameId, gameId)));
  return row;
}

/** The vendor `vassalage`, if the catalog has it. */
export async function vendorByCode(
  db: Database,
  vassalage: string,
): Promise<GameVendorRow | undefined> {
  const [row] = await db.select().from(gameVendors).where(eq(gameVendors.vassalage, vassalage));
  return row;
}

/** Rows of a join of games and vendors as tiles in `language`. */
export function tilesOf(rows: readonly CatalogGame[], language: LanguageCode): Game[] {
  return rows.map((row) => toGameTile(row.game, row.vendor, language));
}
