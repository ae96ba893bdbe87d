/** The layout of a brand: routes, the pages they show, the frame around them and its sections. */
import type { FromSchema } from 'json-schema-to-ts';
import { keyedProperties, visibleWhenSchema } from '../common.ts';
import { localizedTextSchema } from './texts.ts';

/** A placed widget: its registered type, its settings and an optional visibility condition. */
export const sectionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
    settings: { type: 'object', default: {} },
    visibleWhen: visibleWhenSchema,
  },
} as const;
/** A placed widget. */
export type Section = FromSchema<typeof sectionSchema>;

/**
 * Frame slots around every page: header, side menu, right bar and footer; the member center's
 * menu beside the pages under `/member/`, and the agent center's beside those under `/agent/`.
 */
export const frameSlots = [
  'top',
  'left',
  'right',
  'bottom',
  'memberCenter',
  'agentCenter',
] as const;
/** A frame slot. */
export type FrameSlot = (typeof frameSlots)[number];

/** One route: its page, title, description, banner group and which chrome it shows. */
const routeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['page', 'title', 'description'],
  properties: {
    page: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]*$' },
    title: localizedTextSchema,
    description: localizedTextSchema,
    bannerGroup: { type: 'string', pattern: '^w_[a-z]+$' },
    chrome: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        topBar: { type: 'boolean', default: true },
        sideBar: { type: 'boolean', default: true },
        leftBarMini: { type: 'boolean', default: false },
        rightBar: { type: 'boolean', default: true },
        footer: { type: 'boolean', default: true },
      },
    },
  },
} as const;

/** A page: keyed sections plus their order. */
const pageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sections', 'order'],
  properties: {
    sections: {
      type: 'object',
      propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_-]*$' },
      additionalProperties: sectionSchema,
    },
    order: { type: 'array', items: { type: 'string' }, uniqueItems: true },
  },
} as const;

/** The route table: path -> route. */
export const routesSchema = {
  type: 'object',
  minProperties: 1,
  propertyNames: { pattern: '^/([A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*)?$' },
  additionalProperties: routeSchema,
} as const;

/** The pages by key. */
export const pagesSchema = {
  type: 'object',
  propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_-]*$' },
  additionalProperties: pageSchema,
} as const;

/** The frame: a section in each slot around every page. */
export const frameSchema = {
  type: 'object',
  additionalProperties: false,
  properties: keyedProperties(frameSlots, sectionSchema),
} as const;
