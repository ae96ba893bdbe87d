/**
 * The Content-Security-Policy of the storefront. Every answer gets the base policy (set by the
 * server through helmet); a brand's page gets the same policy with its image hosts in
 * `img-src`: the site, `data:`, the brand's image CDNs and declared asset hosts
 * (engine/core/image-hosts.ts), and the hosts of the catalog's game icons and vendor logos.
 */
import type { Brand } from '../../../schemas/brand.ts';
import { brandImageOrigins } from '../../../engine/core/image-hosts.ts';

/**
 * The base policy: no inline script or style (the theme is a stylesheet, the brand data is
 * inert JSON, the pre-paint script is a file), images from the site only. No
 * `upgrade-insecure-requests`: it would break plain http://localhost.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  // Launched games: the built-in engine on this origin, external vendors over https.
  frameSrc: ["'self'", 'https:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/** The header value of `directives` (`imgSrc` -> `img-src ...`). */
function serialize(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      const directive = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      return [directive, ...sources].join(' ');
    })
    .join('; ');
}

/**
 * The policy of a page of `brand`: the base policy with the brand's image origins and
 * `catalogImageOrigins` (the game icons' hosts) allowed in `img-src`.
 */
export function pageContentSecurityPolicy(
  brand: Pick<Brand, 'cdn'>,
  catalogImageOrigins: readonly string[] = [],
): string {
  const origins = new Set([...brandImageOrigins(brand), ...catalogImageOrigins]);
  return serialize({
    ...contentSecurityPolicy,
    imgSrc: [...contentSecurityPolicy.imgSrc, ...origins],
  });
}
