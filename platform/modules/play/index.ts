/**
 * The play module's public surface: the only file other modules and the composition root import.
 */
export { seamlessAdminRoutes } from './admin-routes.ts';
export { engineRoutes } from './engine-routes.ts';
export { deleteExpiredLaunches } from './launches.ts';
export { playRoutes } from './routes.ts';
export { seamlessRoutes } from './seamless-routes.ts';
export { gameLaunches } from './tables.ts';
export { vendorSecret } from './vendor-secrets.ts';
export { playJobs } from './jobs.ts';
export { playCommands } from './commands.ts';
