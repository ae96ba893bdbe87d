/**
 * The brands module's public surface: the only file other modules and the composition root import.
 */
export { checkBrandFiles } from './load.ts';
export type { BrandSchemas } from './load.ts';
export { reconcileBrandRegistry } from './last-good.ts';
export { loadBrandRegistry, reportBrands } from './registry.ts';
export type { BrandRegistry, ServedSite } from './registry.ts';
export { brandReadiness, installSiteResolver, requestLanguage, siteOf } from './site.ts';
export { storefront } from './storefront.ts';
export { contentSecurityPolicy, pageContentSecurityPolicy } from './csp.ts';
export { brandAdminRoutes } from './admin-routes.ts';
export { brandCommands } from './commands.ts';
