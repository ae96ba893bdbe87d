/**
 * The public HTTP server: one deployment serving every brand by `Host`. It answers the
 * storefront's API (`/wps/...`) and serves the built storefront with each brand filled in.
 */
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import {
  contentSecurityPolicy,
  brandReadiness,
  installSiteResolver,
  type BrandRegistry,
  storefront,
} from './modules/brands/index.ts';
import {
  catalogStore,
  type CatalogStore,
  gameAssetRoutes,
  gameRoutes,
} from './modules/catalog/index.ts';
import type { Clock } from './kernel/clock.ts';
import type { Database } from './kernel/db/client.ts';
import type { GeoIp } from './kernel/geoip.ts';
import {
  clientErrorHandler,
  installBodyTimeout,
  installErrorHandler,
  isApiPath,
  pathOf,
  requestTimeoutMs,
} from './kernel/http.ts';
import { engineRoutes, playRoutes, seamlessRoutes } from './modules/play/index.ts';
import { boundAccountCount, cashierRoutes, demoGatewayRoutes } from './modules/cashier/index.ts';
import { lotteryRoutes } from './modules/lottery/index.ts';
import { agentCenterRoutes, agentTeamRoutes } from './modules/agents/index.ts';
import {
  defaultRateLimits,
  type AccountRouteOptions,
  type RateLimits,
  accountRoutes,
  installAccountGuard,
  defaultAltchaSettings,
  humanVerifier,
  type AltchaSettings,
  outboxSender,
  type MessageSender,
} from './modules/accounts/index.ts';
import {
  systemRoutes,
  systemStatusCheck,
  systemStatusStore,
  type SystemStatusStore,
} from './modules/content/index.ts';
import { installStatusGuard } from './kernel/access.ts';
import { fixedHeaders } from './kernel/fixed-headers.ts';
import { keyRing } from './kernel/secrets/encryption.ts';
import { databaseReadiness, installHealthRoutes } from './kernel/health.ts';
import { installRateLimits } from './kernel/rate-limits.ts';
import { installValidation } from './kernel/validation.ts';

/** Everything the server needs, already opened (so tests hand in their own). */
export interface ServerOptions {
  db: Database;
  clock: Clock;
  registry: BrandRegistry;
  geoip: GeoIp;
  storefrontDir: string;
  brandsDir: string;
  /** Honour X-Forwarded-For / -Host from these proxies (true: from any). */
  trustProxy?: boolean | string[];
  /** Send Strict-Transport-Security; only when the site is reached over HTTPS. */
  hsts?: boolean;
  /** Fastify logger options; false (the default) logs nothing. */
  logger?: FastifyServerOptions['logger'];
  /** Where SMS and e-mail go; the default writes them to the outbox table. */
  sender?: MessageSender;
  /** Per-address request limits per minute (defaults in routes/account-context.ts). */
  rateLimits?: Partial<RateLimits>;
  /** How long a caller may take to send a whole request (default `requestTimeoutMs`). */
  requestTimeoutMs?: number;
  /** ALTCHA difficulty and lifetime. */
  altcha?: AltchaSettings;
  /**
   * The in-memory game catalog (platform/modules/catalog/store.ts); loaded when the server gets ready.
   * Without one the server makes its own on `db` and stops it on close.
   */
  catalog?: CatalogStore;
  /**
   * Maintenance and region restrictions in memory (platform/modules/content/status-store.ts),
   * loaded when the server gets ready. Without one the server makes its own on `db`.
   */
  systemStatus?: SystemStatusStore;
}

/** The base Content-Security-Policy (a brand's page adds its image hosts: brands/csp.ts). */
export { contentSecurityPolicy };

/**
 * Browser features no page of the storefront uses, switched off for the page and every frame
 * it embeds (a launched game asks for none of them either).
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The security headers of an API answer. It is JSON, never a page, so of the document's headers
 * it keeps those that stop it from being framed, sniffed into something else or read by another
 * site (OWASP REST Security), plus HSTS when the site sends it; the others (the page's own CSP,
 * the opener, referrer and permissions policies and the legacy ones) only mean something to a
 * document. A dozen headers less on every call is a fifth of a small answer's cost.
 */
export function apiSecurityHeaders(
  documentHeaders: Readonly<Record<string, string>>,
): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts === undefined ? {} : { 'strict-transport-security': hsts }),
  };
}

/**
 * API paths vendors call, not players: the seamless wallet, the built-in game engine's API
 * (the engine stands for a vendor's game server) and payment gateways' callbacks. They keep
 * working during maintenance and whatever the caller's country; every other API route is the
 * player API.
 */
const vendorApiPrefixes = [
  '/wps/seamless/',
  '/play/api/',
  '/wps/transaction/deposit/callback/',
] as const;

/** True for the routes the system status guards (maintenance, region restriction). */
export function isPlayerApi(url: string): boolean {
  const path = pathOf(url);
  return isApiPath(path) && !vendorApiPrefixes.some((prefix) => path.startsWith(prefix));
}

/** Log levels that leave out the per-request line. */
const quietLevels = new Set(['silent', 'fatal', 'error', 'warn']);

/** Builds the server; call `listen` to serve, or drive it with `inject`. */
export function buildServer(options: ServerOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // One line per request from the onResponse hook instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestTimeout: options.requestTimeoutMs ?? requestTimeoutMs,
    clientErrorHandler,
  });

  // Worked out once (fixed-headers.ts): @fastify/helmet builds (and parses the CSP of) a new
  // helmet per request, which halved the throughput of small API answers, and even one helmet
  // run per request costs a measurable share.
  const securityHeaders = fixedHeaders(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { ...contentSecurityPolicy } },
      strictTransportSecurity: options.hsts
        ? { maxAge: 31_536_000, includeSubDomains: false }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // The same as the CSP's frame-ancestors 'none' (the game engine's pages allow their site).
      xFrameOptions: { action: 'deny' },
    }),
  );
  securityHeaders['permissions-policy'] = permissionsPolicy;
  const apiHeaders = apiSecurityHeaders(securityHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : securityHeaders);
    done();
  });
  // An API answer is never stored by a browser or a proxy unless its route says otherwise
  // (the catalog's answers are revalidated with their ETag): most carry a member's data.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isApiPath(request.url))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  void app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 11 (the default) costs far too much CPU for per-request HTML and JSON.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // The forgot-password-by-e-mail call is a form post (spec §7).
  void app.register(fastifyFormbody);
  installRateLimits(app, options);

  installSiteResolver(app, options.registry);
  installHealthRoutes(app, {
    ...databaseReadiness(options.db),
    brands: brandReadiness(options.registry),
  });

  // One line per request, unless nothing is logged at all.
  if (options.logger)
    app.addHook('onResponse', (request, reply, done) => {
      if (quietLevels.has(request.log.level)) {
        done();
        return;
      }
      request.log.info(
        {
          method: request.method,
          url: request.url,
          host: request.host,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
      done();
    });

  installErrorHandler(app, { json: (request) => isApiPath(request.url) });
  installValidation(app);
  installBodyTimeout(app, options.requestTimeoutMs);
  installAccountGuard(app, options);
  const systemStatus = options.systemStatus ?? systemStatusStore(options.db, options.clock);
  app.addHook('onReady', () => systemStatus.load());
  if (!options.systemStatus) app.addHook('onClose', async () => systemStatus.close());
  installStatusGuard(app, systemStatusCheck({ ...options, store: systemStatus }), isPlayerApi);
  const catalog = options.catalog ?? catalogStore(options.db);
  app.addHook('onReady', () => catalog.load());
  if (!options.catalog) app.addHook('onClose', async () => catalog.close());
  const accounts: AccountRouteOptions = {
    db: options.db,
    clock: options.clock,
    keys: keyRing(options.db, options.clock),
    human: humanVerifier(options.db, options.clock, options.altcha ?? defaultAltchaSettings),
    sender: options.sender ?? outboxSender(options.db, options.clock),
    rateLimits: { ...defaultRateLimits, ...options.rateLimits },
    payoutAccounts: (memberId) => boundAccountCount(options.db, memberId),
  };
  // Inside a plugin, so the rate-limit plugin (loaded first) sees these routes being added.
  // Cookies (the captcha id) only matter to the account calls: only they parse them.
  void app.register(async (scope) => {
    await scope.register(fastifyCookie);
    accountRoutes(scope, accounts);
  });
  const play = { db: options.db, clock: options.clock };
  void app.register(async (scope) => playRoutes(scope, play));
  // Its own scope: the seamless wallet reads raw JSON bodies to check their signatures.
  void app.register(async (scope) => seamlessRoutes(scope, play));
  engineRoutes(app, play);
  void app.register(async (scope) => cashierRoutes(scope, { ...play, keys: accounts.keys }));
  void app.register(async (scope) => lotteryRoutes(scope, play));
  void app.register(async (scope) => agentCenterRoutes(scope, play));
  void app.register(async (scope) => agentTeamRoutes(scope, { ...play, keys: accounts.keys }));
  // Its own scope: the gateway callback reads raw JSON bodies to check their signatures.
  void app.register(async (scope) => demoGatewayRoutes(scope, play));
  gameRoutes(app, { catalog });
  gameAssetRoutes(app, { catalog });
  systemRoutes(app, options);
  storefront(app, { ...options, catalogImageOrigins: () => catalog.snapshot().imageOrigins });
  return app;
}
