/**
 * The hosts a brand's pages may show images from besides the site itself: its image CDNs
 * (`cdn.images`) and its declared asset hosts (`cdn.assetHosts`). The platform puts them in
 * the page's Content-Security-Policy `img-src`; the announcement sanitiser keeps only images
 * from them.
 */
import type { Brand } from '../../schemas/brand.ts';

/** The origin of an absolute https URL, or null for anything else. */
export function httpsOrigin(url: string): string | null {
  if (!/^https:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The distinct origins `brand` declares for images, in declaration order. */
export function brandImageOrigins(brand: Pick<Brand, 'cdn'>): string[] {
  const urls = [...(brand.cdn?.images ?? []), ...(brand.cdn?.assetHosts ?? [])];
  return [...new Set(urls.map(httpsOrigin).filter((origin) => origin !== null))];
}
