/**
 * The content module's public surface: the only file other modules and the composition root import.
 */
export { listAnnouncements, postAnnouncement, removeAnnouncement } from './announcements.ts';
export {
  activeMaintenance,
  endMaintenance,
  everyBrand,
  listMaintenance,
  startMaintenance,
} from './maintenance.ts';
export {
  allowedCountries,
  clearAllowedCountries,
  listRegionRestrictions,
  setAllowedCountries,
} from './region.ts';
export { systemRoutes } from './routes.ts';
export { systemStatusCheck } from './status-guard.ts';
export { systemStatusStore, type SystemStatusStore } from './status-store.ts';
export { seedDemo } from './seed.ts';
export { contentAdminRoutes } from './admin-routes.ts';
export { contentCommands } from './commands.ts';
