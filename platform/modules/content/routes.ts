/**
 * `/wps/system/*`: what the storefront asks before and while it renders (spec §7 "System
 * status / permission", whitelabel, domain routes, notices, banners). Every answer is the
 * `{ value }` envelope, serialised through the response schemas of schemas/api/system.ts.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrorSchema, envelope } from '../../../schemas/api/envelope.ts';
import {
  bannersQuerySchema,
  noticesQuerySchema,
  systemResponses,
  whitelabelSchema,
  type BannerList,
  type DomainRoute,
  type Notices,
  type Permission,
  type SystemStatusValue,
} from '../../../schemas/api/system.ts';
import type { FeatureNode } from '../../../schemas/brand.ts';
import { agentNoticeType, resourceTypes } from '../../../schemas/common.ts';
import { localize } from '../../../engine/core/localized.ts';
import { requestLanguage, siteOf } from '../brands/index.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { notFound } from '../../kernel/errors.ts';
import type { GeoIp } from '../../kernel/geoip.ts';
import { activeAnnouncements, groupNotices, isNoticeType } from './announcements.ts';
import { brandStatus } from './status.ts';

/** What the system routes need. */
export interface SystemRouteOptions {
  db: Database;
  clock: Clock;
  geoip: GeoIp;
}

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

// The feature tree refers to itself through `#/$defs/featureNode`; inside the envelope the
// definitions must sit at the root, where the reference resolves.
const { $defs: featureDefs, ...whitelabelList } = whitelabelSchema;
const whitelabelResponse = { ...envelope(whitelabelList), $defs: featureDefs };

/** Registers the system routes on `app`. */
export function systemRoutes(scope: FastifyInstance, options: SystemRouteOptions): void {
  const { db, clock, geoip } = options;
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();

  const statusFor = async (request: FastifyRequest) => {
    const site = siteOf(request);
    const location = geoip.lookup(request.ip);
    return { location, status: await brandStatus(db, clock, site.id, location.country) };
  };

  app.get(
    '/wps/system/status',
    {
      // What the maintenance and region-restriction pages render from.
      config: { anyStatus: true },
      schema: { response: { 200: systemResponses.systemStatus, ...errors } },
    },
    async (request) => {
      const { status } = await statusFor(request);
      const value: SystemStatusValue = {
        status: status.status,
        maintenanceEnd: status.maintenanceEnd,
        maintenanceMessage: status.maintenanceMessage,
      };
      return { value };
    },
  );

  app.get(
    '/wps/system/permission',
    {
      // What the maintenance and region-restriction pages render from.
      config: { anyStatus: true },
      schema: { response: { 200: systemResponses.permission, ...errors } },
    },
    async (request) => {
      const { status, location } = await statusFor(request);
      const { cdn } = siteOf(request).brand;
      const value: Permission = {
        ...status,
        location,
        imageCDNs: cdn.images,
        launchGameCDNs: cdn.launchGame,
      };
      return { value };
    },
  );

  // The untyped instance: json-schema-to-ts cannot infer the recursive feature tree.
  scope.get(
    '/wps/system/whitelabel',
    { schema: { response: { 200: whitelabelResponse, ...errors } } },
    async (request) => {
      const value: FeatureNode[] = siteOf(request).brand.features;
      return { value };
    },
  );

  app.get(
    '/wps/system/domainRoute',
    { schema: { response: { 200: systemResponses.domainRoute, ...errors } } },
    async (request) => {
      const brand = siteOf(request).served;
      const resources: DomainRoute['resources'] = resourceTypes.flatMap((resourceType) =>
        (brand.resources?.[resourceType] ?? []).map((r) => ({
          resourceType,
          url: r.url,
          labelNameEn: r.labelNameEn,
          ...(r.qrCodeUrl ? { qrCodeUrl: r.qrCodeUrl } : {}),
        })),
      );
      const customerService: DomainRoute['customerService'] = [];
      if (brand.customerService?.livechat)
        customerService.push({ csType: 'LIVECHAT', path: brand.customerService.livechat });
      if (brand.customerService?.vip)
        customerService.push({ csType: 'VIP', path: brand.customerService.vip });
      const value: DomainRoute = {
        domains: brand.domains.map((domain) => ({ domain })),
        resources,
        customerService,
      };
      return { value };
    },
  );

  app.get(
    '/wps/system/notices',
    {
      schema: {
        querystring: noticesQuerySchema,
        response: { 200: systemResponses.notices, ...errors },
      },
    },
    async (request) => {
      const site = siteOf(request);
      // The schema admits only known types: splitting the list is all that is left.
      const types = request.query.types
        ?.split(',')
        .map((type) => type.trim())
        .filter(isNoticeType);
      const rows = await activeAnnouncements(db, clock, {
        brandId: site.id,
        language: requestLanguage(request),
        types,
      });
      const value: Notices = groupNotices(rows);
      return { value };
    },
  );

  app.get(
    '/wps/agent/announcements',
    {
      config: { access: 'agent' },
      schema: { response: { 200: systemResponses.agentNotices, ...errors } },
    },
    async (request) => {
      const rows = await activeAnnouncements(db, clock, {
        brandId: siteOf(request).id,
        language: requestLanguage(request),
        types: [agentNoticeType],
      });
      return {
        value: rows.map((row) => ({
          id: row.id,
          type: agentNoticeType,
          title: row.title,
          content: row.content,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/wps/system/banners',
    {
      schema: {
        querystring: bannersQuerySchema,
        response: { 200: systemResponses.bannerList, ...errors },
      },
    },
    async (request) => {
      const site = siteOf(request);
      const { group } = request.query;
      const banners = site.served.bannerGroups[group];
      if (!banners) throw notFound(`Banner group "${group}" is not defined for this site`);
      const language = requestLanguage(request);
      const value: BannerList = banners.map((b) => ({
        bannerId: b.bannerId,
        url: b.url,
        groupName: group,
        linkageType: b.linkageType ?? 'none',
        ...(b.link ? { link: b.link } : {}),
        ...(b.alt ? { alt: localize(b.alt, language) } : {}),
      }));
      return { value };
    },
  );

  // Any other API path: a JSON 404, never the storefront's HTML.
  const unknownApi = async (request: FastifyRequest) => {
    throw notFound(`No API route ${request.method} ${request.url.split('?')[0]}`);
  };
  app.all('/wps/*', unknownApi);
  app.all('/lgw/*', unknownApi);
}
