/**
 * The operator API: maintenance, region restrictions, announcements, the brand report, members,
 * the game catalog and the seamless wallet's vendor secrets.
 * It listens on a unix socket only (see start.ts), so only local users with access to the
 * socket file reach it; it is never exposed on the public port. The operator CLI talks to it,
 * and runs the very same routes in-process when no server is running.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  announcementBodySchema,
  announcementParamsSchema,
  brandQuerySchema,
  maintenanceBodySchema,
  regionBodySchema,
  regionParamsSchema,
} from '../schemas/api/operator.ts';
import { formatDiagnostic } from '../engine/core/brand/diagnostics.ts';
import { accountAdminRoutes } from './admin-accounts.ts';
import { operatorBrandId } from './admin-input.ts';
import type { BrandRegistry } from './brands/registry.ts';
import { catalogAdminRoutes } from './catalog/admin-routes.ts';
import type { CatalogStore } from './catalog/store.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import { notFound, validationError } from './errors.ts';
import { installErrorHandler } from './http.ts';
import { jobsAdminRoutes } from './kernel/jobs/admin-routes.ts';
import type { JobRunner } from './kernel/jobs/index.ts';
import { ledgerAdminRoutes } from './modules/ledger/index.ts';
import { seamlessAdminRoutes } from './play/admin-routes.ts';
import {
  listAnnouncements,
  postAnnouncement,
  removeAnnouncement,
} from './services/announcements.ts';
import {
  activeMaintenance,
  endMaintenance,
  everyBrand,
  listMaintenance,
  startMaintenance,
} from './services/maintenance.ts';
import {
  allowedCountries,
  clearAllowedCountries,
  listRegionRestrictions,
  setAllowedCountries,
} from './services/region.ts';
import { installValidation, upperCasedBody } from './validation.ts';

/** What the operator API needs. */
export interface AdminOptions {
  db: Database;
  clock: Clock;
  registry: BrandRegistry;
  /** The public server's game catalog, reloaded right after an import. */
  catalog?: CatalogStore;
  /** The job runner, for listing and retrying jobs. */
  jobs?: Pick<JobRunner, 'list' | 'retry'>;
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyServerOptions['loggerInstance'];
}

/** An ISO 8601 instant with a date and time (a bare date is ambiguous about the time zone). */
export function parseInstant(value: string, field: string): Date {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw validationError({
      [field]: `"${value}" is not an ISO 8601 date and time such as 2026-05-01T02:00:00+08:00`,
    });
  }
  return date;
}

/** Builds the operator API. */
export function buildAdminServer(options: AdminOptions): FastifyInstance {
  const { db, clock, registry } = options;
  const logController = new LogController({ disableRequestLogging: true });
  const server = options.loggerInstance
    ? Fastify({ loggerInstance: options.loggerInstance, logController })
    : Fastify({ logger: options.logger ?? false, logController });
  server.decorateRequest('site', null);
  installErrorHandler(server, { json: () => true });
  // The same validation as the public API, with problems in words for the CLI.
  installValidation(server, { problems: 'words' });
  // A call sent without a body is one with no fields (the CLI leaves empty bodies out).
  server.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();

  const brandId = (value: string | undefined, field = 'brand') =>
    operatorBrandId(registry, value, field);
  const brandName = (id: string) => registry.byId(id)?.brand.name ?? null;

  app.get('/brands', async () => ({
    value: {
      served: registry.sites.map((s) => ({
        id: s.id,
        name: s.brand.name,
        merchantCode: s.brand.merchantCode,
        domains: s.brand.domains,
      })),
      broken: registry.broken.map((b) => ({
        id: b.id,
        file: b.file,
        errors: b.errors.map(formatDiagnostic),
      })),
    },
  }));

  app.get('/status', { schema: { querystring: brandQuerySchema } }, async (request) => {
    const only = request.query.brand;
    const ids = only === undefined ? registry.knownIds : [brandId(only)];
    const windows = await listMaintenance(db, clock);
    const global = windows.find((w) => w.scope === everyBrand && w.active) ?? null;
    const brands = await Promise.all(
      ids.map(async (id) => ({
        id,
        name: brandName(id),
        served: registry.byId(id) !== undefined,
        maintenance: await activeMaintenance(db, clock, id),
        allowedCountries: await allowedCountries(db, id),
      })),
    );
    return { value: { now: clock.now(), globalMaintenance: global, brands } };
  });

  app.post('/maintenance', { schema: { body: maintenanceBodySchema } }, async (request) => {
    const { brand, until, message } = request.body;
    const window = await startMaintenance(db, clock, {
      scope: brand === undefined ? everyBrand : brandId(brand),
      message: message ?? null,
      endsAt: until === undefined ? null : parseInstant(until, 'until'),
    });
    return { value: window };
  });

  app.delete('/maintenance', { schema: { querystring: brandQuerySchema } }, async (request) => {
    const { brand } = request.query;
    const scope = brand === undefined ? everyBrand : brandId(brand);
    return { value: { scope, ended: await endMaintenance(db, scope) } };
  });

  app.get('/regions', async () => ({ value: await listRegionRestrictions(db) }));

  app.put(
    '/regions/:brand',
    { schema: { params: regionParamsSchema, body: regionBodySchema } },
    async (request) => {
      const id = brandId(request.params.brand);
      return { value: await setAllowedCountries(db, id, [...request.body.allow]) };
    },
  );

  app.delete('/regions/:brand', { schema: { params: regionParamsSchema } }, async (request) => {
    const id = brandId(request.params.brand);
    return { value: { brandId: id, cleared: await clearAllowedCountries(db, id) } };
  });

  app.get('/announcements', { schema: { querystring: brandQuerySchema } }, async (request) => {
    const { brand } = request.query;
    return {
      value: await listAnnouncements(db, {
        brandId: brand === undefined ? undefined : brandId(brand),
      }),
    };
  });

  app.post(
    '/announcements',
    { preValidation: upperCasedBody('type'), schema: { body: announcementBodySchema } },
    async (request) => {
      const { brand, from, until, type, title, content, language } = request.body;
      const row = await postAnnouncement(db, clock, {
        type,
        title,
        content,
        brandId: brand === undefined ? null : brandId(brand),
        language: language ?? null,
        startsAt: from === undefined ? null : parseInstant(from, 'from'),
        endsAt: until === undefined ? null : parseInstant(until, 'until'),
      });
      return { value: row };
    },
  );

  app.delete(
    '/announcements/:id',
    { schema: { params: announcementParamsSchema } },
    async (request) => {
      const { id } = request.params;
      if (!(await removeAnnouncement(db, id))) throw notFound(`There is no announcement ${id}`);
      return { value: { id, removed: true } };
    },
  );

  accountAdminRoutes(server, { db, clock, registry });
  catalogAdminRoutes(server, { db, clock, catalog: options.catalog });
  seamlessAdminRoutes(server, { db });
  if (options.jobs) jobsAdminRoutes(server, { jobs: options.jobs });
  ledgerAdminRoutes(server, { db, clock, registry });

  app.setNotFoundHandler(async (request) => {
    throw notFound(`No operator route ${request.method} ${request.url}`);
  });
  return server;
}
