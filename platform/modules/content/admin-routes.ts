/**
 * The content module's operator routes: the status of every brand, maintenance windows,
 * region allow-lists and announcements.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import {
  operatorResponses,
  type OperatorAnswerOptions,
} from '../../../schemas/api/operator-responses.ts';
import {
  announcementBodySchema,
  announcementParamsSchema,
  brandQuerySchema,
  maintenanceBodySchema,
  regionBodySchema,
  regionParamsSchema,
} from '../../../schemas/api/operator.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { notFound } from '../../kernel/errors.ts';
import { upperCasedBody } from '../../kernel/validation.ts';
import type { BrandRegistry } from '../brands/index.ts';
import { operatorBrandId, parseInstant } from '../operator/index.ts';
import { listAnnouncements, postAnnouncement, removeAnnouncement } from './announcements.ts';
import {
  activeMaintenance,
  endMaintenance,
  everyBrand,
  listMaintenance,
  startMaintenance,
} from './maintenance.ts';
import {
  allowedCountries,
  clearAllowedCountries,
  listRegionRestrictions,
  setAllowedCountries,
} from './region.ts';

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
type Provider = JsonSchemaToTsProvider<{ SerializerSchemaOptions: OperatorAnswerOptions }>;

/** Mounts the content routes on the operator API. */
export function contentAdminRoutes(
  server: FastifyInstance,
  options: { db: Database; clock: Clock; registry: BrandRegistry },
): void {
  const { db, clock, registry } = options;
  const app = server.withTypeProvider<Provider>();
  const brandId = (value: string | undefined, field = 'brand') =>
    operatorBrandId(registry, value, field);
  const brandName = (id: string) => registry.byId(id)?.brand.name ?? null;

  app.get(
    '/status',
    {
      schema: {
        querystring: brandQuerySchema,
        response: { 200: operatorResponses.status, ...errors },
      },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/maintenance',
    {
      schema: {
        body: maintenanceBodySchema,
        response: { 200: operatorResponses.maintenance, ...errors },
      },
    },
    async (request) => {
      const { brand, until, message } = request.body;
      const window = await startMaintenance(db, clock, {
        scope: brand === undefined ? everyBrand : brandId(brand),
        message: message ?? null,
        endsAt: until === undefined ? null : parseInstant(until, 'until'),
      });
      return { value: window };
    },
  );

  app.delete(
    '/maintenance',
    {
      schema: {
        querystring: brandQuerySchema,
        response: { 200: operatorResponses.maintenanceEnded, ...errors },
      },
    },
    async (request) => {
      const { brand } = request.query;
      const scope = brand === undefined ? everyBrand : brandId(brand);
      return { value: { scope, ended: await endMaintenance(db, scope) } };
    },
  );

  app.get(
    '/regions',
    { schema: { response: { 200: operatorResponses.regions, ...errors } } },
    async () => ({ value: await listRegionRestrictions(db) }),
  );

  app.put(
    '/regions/:brand',
    {
      schema: {
        params: regionParamsSchema,
        body: regionBodySchema,
        response: { 200: operatorResponses.region, ...errors },
      },
    },
    async (request) => {
      const id = brandId(request.params.brand);
      return { value: await setAllowedCountries(db, id, [...request.body.allow]) };
    },
  );

  app.delete(
    '/regions/:brand',
    {
      schema: {
        params: regionParamsSchema,
        response: { 200: operatorResponses.regionCleared, ...errors },
      },
    },
    async (request) => {
      const id = brandId(request.params.brand);
      return { value: { brandId: id, cleared: await clearAllowedCountries(db, id) } };
    },
  );

  app.get(
    '/announcements',
    {
      schema: {
        querystring: brandQuerySchema,
        response: { 200: operatorResponses.announcements, ...errors },
      },
    },
    async (request) => {
      const { brand } = request.query;
      return {
        value: await listAnnouncements(db, {
          brandId: brand === undefined ? undefined : brandId(brand),
        }),
      };
    },
  );

  app.post(
    '/announcements',
    {
      preValidation: upperCasedBody('type'),
      schema: {
        body: announcementBodySchema,
        response: { 200: operatorResponses.announcement, ...errors },
      },
    },
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
    {
      schema: {
        params: announcementParamsSchema,
        response: { 200: operatorResponses.announcementRemoved, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await removeAnnouncement(db, id))) throw notFound(`There is no announcement ${id}`);
      return { value: { id, removed: true } };
    },
  );
}
