import type { Brand } from '../../schemas/brand.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import { localize } from './localized.ts';

/**
 * Document title and meta description for a path: the route's own, with the brand name after
 * the title. Shared by the platform (first paint) and the router (navigation).
 */
export function routeHead(
  brand: Pick<Brand, 'name' | 'routes'>,
  path: string,
  language: LanguageCode,
  notFoundTitle = 'Page not found',
): { title: string; description: string } {
  const route = brand.routes[path];
  if (!route) return { title: `${notFoundTitle} | ${brand.name}`, description: '' };
  return {
    title: `${localize(route.title, language)} | ${brand.name}`,
    description: localize(route.description, language),
  };
}
