import type { FromSchema } from 'json-schema-to-ts';
import { featureNodeSchema } from '../brand.ts';
import { agentNoticeType, bannerGroupNames, noticeTypes, resourceTypes } from '../common.ts';
import { envelope } from './envelope.ts';

/** Caller location as the platform's GeoIP database sees it. */
export const locationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ip', 'country'],
  properties: {
    ip: { type: 'string', maxLength: 64 },
    /** ISO 3166 alpha-2, or null when the address is not in the database. */
    country: { anyOf: [{ type: 'string', pattern: '^[A-Z]{2}$' }, { type: 'null' }] },
  },
} as const;

/** `GET /wps/system/status`: the system status code of spec §4 and the maintenance notice. */
export const systemStatusSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'maintenanceEnd', 'maintenanceMessage'],
  properties: {
    status: { type: 'integer', enum: [0, 1, 2] },
    /** ISO 8601 end of maintenance, when announced. */
    maintenanceEnd: { anyOf: [{ type: 'string', maxLength: 40 }, { type: 'null' }] },
    maintenanceMessage: { anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'null' }] },
  },
} as const;
/** System status. */
export type SystemStatusValue = FromSchema<typeof systemStatusSchema>;

/** `GET /wps/system/permission`: status plus what the app needs to decide at start. */
export const permissionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'status',
    'maintenance',
    'maintenanceEnd',
    'maintenanceMessage',
    'regionRestriction',
    'location',
    'imageCDNs',
    'launchGameCDNs',
  ],
  properties: {
    ...systemStatusSchema.properties,
    maintenance: { type: 'boolean' },
    regionRestriction: { type: 'boolean' },
    location: locationSchema,
    /** Image CDNs (the storefront picks one at random for game icons); empty: same origin. */
    imageCDNs: { type: 'array', items: { type: 'string', pattern: '^https://\\S+$' } },
    /** Game-launch CDNs, picked at random for relative launch addresses; empty: same origin. */
    launchGameCDNs: { type: 'array', items: { type: 'string', pattern: '^https://\\S+$' } },
  },
} as const;
/** Permission answer. */
export type Permission = FromSchema<typeof permissionSchema>;

/** `GET /wps/system/whitelabel`: the brand's feature tree after overrides. */
export const whitelabelSchema = {
  type: 'array',
  items: { $ref: '#/$defs/featureNode' },
  $defs: { featureNode: featureNodeSchema },
} as const;

/** One resource as the platform lists it (spec §3: resourceType, url, qrCodeUrl). */
export const resourceEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['resourceType', 'url', 'labelNameEn'],
  properties: {
    resourceType: { type: 'string', enum: resourceTypes },
    url: { type: 'string' },
    labelNameEn: { type: 'string' },
    qrCodeUrl: { type: 'string' },
  },
} as const;

/** `GET /wps/system/domainRoute`: the brand's domains and resources. */
export const domainRouteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['domains', 'resources', 'customerService'],
  properties: {
    domains: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['domain'],
        properties: { domain: { type: 'string' } },
      },
    },
    resources: { type: 'array', items: resourceEntrySchema },
    customerService: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['csType', 'path'],
        properties: {
          csType: { type: 'string', enum: ['LIVECHAT', 'VIP'] },
          path: { type: 'string' },
        },
      },
    },
  },
} as const;
/** Domain routes answer. */
export type DomainRoute = FromSchema<typeof domainRouteSchema>;

/** One announcement (spec §3: id, title, content HTML). */
export const noticeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'content', 'createdAt'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    type: { type: 'string', enum: noticeTypes },
    title: { type: 'string', maxLength: 200 },
    /** HTML; the storefront sanitises it before showing it. */
    content: { type: 'string', maxLength: 20000 },
    createdAt: { type: 'string', maxLength: 40 },
  },
} as const;
/** An announcement. */
export type Notice = FromSchema<typeof noticeSchema>;

/** `GET /wps/agent/announcements`: the agents' announcements (type AG), newest first. */
export const agentNoticesSchema = {
  type: 'array',
  items: {
    ...noticeSchema,
    properties: { ...noticeSchema.properties, type: { type: 'string', enum: [agentNoticeType] } },
  },
} as const;

const noticeList = { type: 'array', items: noticeSchema } as const;

/** `GET /wps/system/notices`: announcements grouped as spec §3 names the groups. */
export const noticesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['banners', 'player', 'popup', 'promotion', 'help'],
  properties: {
    banners: noticeList,
    player: noticeList,
    popup: noticeList,
    promotion: noticeList,
    help: noticeList,
  },
} as const;
/** Grouped announcements. */
export type Notices = FromSchema<typeof noticesSchema>;

/** `GET /wps/system/banners`: the banners of one group (spec §3). */
export const bannerListSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['bannerId', 'url', 'groupName', 'linkageType'],
    properties: {
      bannerId: { type: 'string' },
      url: { type: 'string' },
      groupName: { type: 'string' },
      linkageType: { type: 'string', enum: ['none', 'route', 'external'] },
      link: { type: 'string' },
      alt: { type: 'string' },
    },
  },
} as const;
/** Banners of one group. */
export type BannerList = FromSchema<typeof bannerListSchema>;

const noticeType = `(?:${noticeTypes.join('|')})`;

/** `GET /wps/system/notices?types=B,PL`: the notice types to answer (all when absent). */
export const noticesQuerySchema = {
  type: 'object',
  properties: {
    types: {
      type: 'string',
      maxLength: 64,
      pattern: `^ *${noticeType} *(?:, *${noticeType} *)*$`,
      description: `must be a comma-separated list of ${noticeTypes.join(', ')}`,
    },
  },
} as const;

/** `GET /wps/system/banners?group=w_home`: the banner group to answer. */
export const bannersQuerySchema = {
  type: 'object',
  required: ['group'],
  properties: {
    group: {
      type: 'string',
      maxLength: 32,
      pattern: '^w_[a-z]+$',
      description: `must name a banner group such as ${bannerGroupNames.slice(0, 3).join(', ')}`,
    },
  },
} as const;

/** Response schemas the storefront validates, by endpoint name (see scripts/emit-schemas.ts). */
export const systemResponses = {
  systemStatus: envelope(systemStatusSchema),
  permission: envelope(permissionSchema),
  notices: envelope(noticesSchema),
  agentNotices: envelope(agentNoticesSchema),
  bannerList: envelope(bannerListSchema),
  domainRoute: envelope(domainRouteSchema),
} as const;
