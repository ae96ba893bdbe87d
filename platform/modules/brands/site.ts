/**
 * The brand of every public request: resolved from its `Host` before any route runs, and
 * read by the routes with `siteOf(request)`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storefrontHeadersSchema, tokenHeadersSchema } from '../../../schemas/api/headers.ts';
import type { LanguageCode } from '../../../schemas/common.ts';
import { pickLanguage } from '../../../engine/core/languages.ts';
import { badRequest, PlatformError } from '../../kernel/errors.ts';
import { isHealthPath } from '../../kernel/health.ts';
import { unknownSitePage } from '../../kernel/html.ts';
import { isApiPath, sendError } from '../../kernel/http.ts';
import type { BrandRegistry, ServedSite } from './registry.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand the `Host` header names; set before any route runs, null on the admin API. */
    site: ServedSite | null;
  }
}

/**
 * Resolves the brand of every request from its host: an unknown host gets `UNKNOWN_HOST` on
 * the API and the "unknown site" page otherwise; an API call whose `Merchant` header names
 * another brand than its host is refused. Every API route that declares no headers schema gets
 * the storefront's (schemas/api/headers.ts), with the token required where the route has
 * `config.access`.
 */
export function installSiteResolver(
  app: FastifyInstance,
  registry: Pick<BrandRegistry, 'forHost'>,
): void {
  app.decorateRequest('site', null);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || route.schema?.headers !== undefined) return;
    const headers =
      route.config?.access === undefined ? storefrontHeadersSchema : tokenHeadersSchema;
    route.schema = { ...route.schema, headers };
  });
  // A callback-style hook: it runs on every request, and a promise per hook is measurable.
  app.addHook('onRequest', (request, reply, done) => {
    // Load balancers check health by address, whatever the host.
    if (isHealthPath(request.url)) {
      done();
      return;
    }
    // Node keeps the first of two Host headers; a proxy may have routed by the second one.
    if (hostHeaderCount(request.raw.rawHeaders) > 1) {
      sendError(reply, badRequest('The request has more than one Host header'));
      return;
    }
    const site = registry.forHost(request.host);
    const api = isApiPath(request.url);
    if (!site) {
      if (api) {
        sendError(reply, new PlatformError('UNKNOWN_HOST'));
        return;
      }
      reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', unknownSitePage.csp)
        .send(unknownSitePage.html);
      return;
    }
    const merchant = request.headers.merchant;
    // The storefront sends an empty Merchant header until it knows the brand; only a named,
    // different merchant means the page and the host disagree.
    if (
      api &&
      typeof merchant === 'string' &&
      merchant.trim() !== '' &&
      merchant.trim() !== site.brand.merchantCode
    ) {
      sendError(reply, new PlatformError('UNKNOWN_HOST', { status: 400 }));
      return;
    }
    request.site = site;
    done();
  });
}

/**
 * The brands' readiness check: at least one brand is served. The detail names brands served
 * from their last good version because their files are broken, and files not served.
 */
export function brandReadiness(registry: Pick<BrandRegistry, 'sites' | 'broken'>) {
  return async () => ({
    ok: registry.sites.length > 0,
    served: registry.sites.map((site) => site.id),
    lastGood: registry.sites
      .filter((site) => site.source === 'last-good')
      .map((site) => ({ id: site.id, file: site.file, errors: site.problems.length })),
    broken: registry.broken.map((brand) => brand.id),
  });
}

/** How many Host headers `rawHeaders` (name, value, name, value, ...) holds. */
function hostHeaderCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2)
    if (rawHeaders[i]!.length === 4 && rawHeaders[i]!.toLowerCase() === 'host') count++;
  return count;
}

/** The site the request's host resolved to (the host check runs before every public route). */
export function siteOf(request: FastifyRequest): ServedSite {
  if (!request.site)
    throw new PlatformError('UNKNOWN', { message: 'No brand resolved for this request' });
  return request.site;
}

/**
 * The language to answer in: the first of `preferred` that is given (a body or query field),
 * else the `Language` header; a language the brand does not offer falls back to its default.
 */
export function requestLanguage(
  request: FastifyRequest,
  ...preferred: readonly (string | undefined)[]
): LanguageCode {
  const header = request.headers.language;
  const wanted = [...preferred, typeof header === 'string' ? header : undefined].find(
    (value) => value !== undefined && value.trim() !== '',
  );
  const { supported, default: fallback } = siteOf(request).brand.languages;
  return pickLanguage(wanted?.trim().toUpperCase(), supported, fallback);
}
