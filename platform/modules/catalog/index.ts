/**
 * The catalog module's public surface: the only file other modules and the composition root import.
 */
export { catalogAdminRoutes } from './admin-routes.ts';
export { gameAssetRoutes } from './asset-routes.ts';
export { demoCatalog, seedDemoCatalog } from './demo.ts';
export { gameRoutes } from './routes.ts';
export { catalogChannel, catalogStore, catalogVersion } from './store.ts';
export type { CatalogStore } from './store.ts';
export { gameVendors, games } from './tables.ts';
export type { GameRow, GameVendorRow } from './tables.ts';
export { localName, toGameTile } from './tile.ts';
export { catalogCommands } from './commands.ts';
