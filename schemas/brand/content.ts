/** What a brand shows besides its pages: banner groups, social and download resources, help. */
import type { FromSchema } from 'json-schema-to-ts';
import { assetSchema, bannerGroupNames, keyedProperties, resourceTypes } from '../common.ts';
import { localizedTextSchema, longTextSchema } from './texts.ts';

/** One banner of a banner group. */
const bannerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bannerId', 'url'],
  properties: {
    bannerId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    url: assetSchema,
    alt: localizedTextSchema,
    /** `route`: link is a path of this site; `external`: link opens in a new tab; `none`. */
    linkageType: { type: 'string', enum: ['none', 'route', 'external'], default: 'none' },
    link: { type: 'string', minLength: 1, maxLength: 2000 },
  },
} as const;

/** One banner. */
export type Banner = FromSchema<typeof bannerSchema>;

/** One social or download resource. */
const resourceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url', 'labelNameEn'],
  properties: {
    url: { type: 'string', pattern: '^(https?://|tg://|mailto:|/)\\S+$' },
    labelNameEn: { type: 'string', minLength: 1, maxLength: 100 },
    qrCodeUrl: assetSchema,
  },
} as const;

/** One social or download resource. */
export type Resource = FromSchema<typeof resourceSchema>;

/** The banner groups by name. */
export const bannerGroupsSchema = {
  type: 'object',
  propertyNames: { pattern: '^w_[a-z]+$' },
  additionalProperties: { type: 'array', items: bannerSchema, maxItems: 20 },
  examples: [Object.fromEntries(bannerGroupNames.map((g) => [g, []]))],
} as const;

/** Social and download resources by type. */
export const resourcesSchema = {
  type: 'object',
  default: {},
  additionalProperties: false,
  properties: keyedProperties(resourceTypes, {
    type: 'array',
    items: resourceSchema,
    minItems: 1,
    maxItems: 10,
  } as const),
} as const;

/** Help topics by key and their order. */
export const helpSchema = {
  type: 'object',
  additionalProperties: false,
  default: { topics: {}, order: [] },
  required: ['topics', 'order'],
  properties: {
    /** Help topics by key; `term` is the terms the registration agreement links to (/help#term). */
    topics: {
      type: 'object',
      propertyNames: { pattern: '^[a-z][a-zA-Z0-9-]*$' },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'body'],
        properties: { title: localizedTextSchema, body: longTextSchema },
      },
    },
    order: { type: 'array', items: { type: 'string' }, uniqueItems: true },
  },
} as const;
