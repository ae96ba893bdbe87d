/**
 * The operator API: maintenance, region restrictions, announcements, the brand report, members,
 * the game catalog and the seamless wallet's vendor secrets.
 * It listens on a unix socket only (see start.ts), so only local users with access to the
 * socket file reach it; it is never exposed on the public port. The operator CLI talks to it,
 * and runs the very same routes in-process when no server is running.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { noticeTypes } from '../schemas/common.ts';
import { formatDiagnostic } from '../engine/core/brand/diagnostics.ts';
import { accountAdminRoutes } from './admin-accounts.ts';
import { bodyOf, operatorBrandId, optionalText, requiredText } from './admin-input.ts';
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
  const app = options.loggerInstance
    ? Fastify({ loggerInstance: options.loggerInstance, logController })
    : Fastify({ logger: options.logger ?? false, logController });
  app.decorateRequest('site', null);
  installErrorHandler(app, { json: () => true });

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

  app.get('/status', async (request) => {
    const query = bodyOf(request.query);
    const only = optionalText(query, 'brand');
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

  app.post('/maintenance', async (request) => {
    const body = bodyOf(request.body);
    const brand = optionalText(body, 'brand');
    const until = optionalText(body, 'until');
    const window = await startMaintenance(db, clock, {
      scope: brand === undefined ? everyBrand : brandId(brand),
      message: optionalText(body, 'message') ?? null,
      endsAt: until === undefined ? null : parseInstant(until, 'until'),
    });
    return { value: window };
  });

  app.delete('/maintenance', async (request) => {
    const brand = optionalText(bodyOf(request.query), 'brand');
    const scope = brand === undefined ? everyBrand : brandId(brand);
    return { value: { scope, ended: await endMaintenance(db, scope) } };
  });

  app.get('/regions', async () => ({ value: await listRegionRestrictions(db) }));

  app.put<{ Params: { brand: string } }>('/regions/:brand', async (request) => {
    const id = brandId(request.params.brand);
    const allow = bodyOf(request.body).allow;
    if (!Array.isArray(allow) || !allow.every((c): c is string => typeof c === 'string')) {
      throw validationError({ allow: 'must be a list of country codes' });
    }
    return { value: await setAllowedCountries(db, id, allow) };
  });

  app.delete<{ Params: { brand: string } }>('/regions/:brand', async (request) => {
    const id = brandId(request.params.brand);
    return { value: { brandId: id, cleared: await clearAllowedCountries(db, id) } };
  });

  app.get('/announcements', async (request) => {
    const brand = optionalText(bodyOf(request.query), 'brand');
    return {
      value: await listAnnouncements(db, {
        brandId: brand === undefined ? undefined : brandId(brand),
      }),
    };
  });

  app.post('/announcements', async (request) => {
    const body = bodyOf(request.body);
    const brand = optionalText(body, 'brand');
    const from = optionalText(body, 'from');
    const until = optionalText(body, 'until');
    const type = requiredText(body, 'type').toUpperCase();
    if (!(noticeTypes as readonly string[]).includes(type))
      throw validationError({ type: `must be one of ${noticeTypes.join(', ')}` });
    const row = await postAnnouncement(db, clock, {
      type,
      title: requiredText(body, 'title'),
      content: requiredText(body, 'content'),
      brandId: brand === undefined ? null : brandId(brand),
      language: optionalText(body, 'language') ?? null,
      startsAt: from === undefined ? null : parseInstant(from, 'from'),
      endsAt: until === undefined ? null : parseInstant(until, 'until'),
    });
    return { value: row };
  });

  app.delete<{ Params: { id: string } }>('/announcements/:id', async (request) => {
    const id = Number(request.params.id);
    if (!/^\d+$/.test(request.params.id) || !Number.isSafeInteger(id) || id > 2_147_483_647) {
      throw validationError({ id: 'must be an announcement number' });
    }
    if (!(await removeAnnouncement(db, id))) throw notFound(`There is no announcement ${id}`);
    return { value: { id, removed: true } };
  });

  accountAdminRoutes(app, { db, clock, registry });
  catalogAdminRoutes(app, { db, clock, catalog: options.catalog });
  seamlessAdminRoutes(app, { db });
  if (options.jobs) jobsAdminRoutes(app, { jobs: options.jobs });
  ledgerAdminRoutes(app, { db, clock, registry });

  app.setNotFoundHandler(async (request) => {
    throw notFound(`No operator route ${request.method} ${request.url}`);
  });
  return app;
}
