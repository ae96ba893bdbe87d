/**
 * Input of the operator API (the unix socket the CLI talks to, platform/admin.ts): bodies,
 * queries and params. A `description` is the sentence an operator reads when a value breaks
 * its schema (platform/kernel/validation.ts, `words` problems). Brand ids are checked by the routes
 * against the brand registry, with a "did you mean" hint.
 */
import { announcementTypes } from '../common.ts';

const text = { type: 'string' } as const;
/** A hex colour as the label colours are stored. */
/* @__NO_SIDE_EFFECTS__ */
const colour = (example: string) =>
  ({
    type: 'string',
    pattern: '^\\s*#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\\s*$',
    description: `must be a hex colour such as ${example}`,
  }) as const;

/** A query naming at most one brand (`/status`, `DELETE /maintenance`, `/announcements`). */
export const brandQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { brand: text },
} as const;

/** `POST /maintenance`: every brand, or one, until an instant or further notice. */
export const maintenanceBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { brand: text, message: text, until: text },
} as const;

/** `/regions/:brand` params. */
export const regionParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand'],
  properties: { brand: text },
} as const;

/** `PUT /regions/:brand`: the countries the brand may be played from. */
export const regionBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['allow'],
  properties: {
    allow: {
      type: 'array',
      description: 'must be a list of country codes',
      items: { type: 'string', description: 'must be a list of country codes' },
    },
  },
} as const;

/** `POST /announcements` (the type is upper-cased before it is checked). */
export const announcementBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'title', 'content'],
  properties: {
    type: { type: 'string', enum: announcementTypes },
    title: text,
    content: text,
    brand: text,
    language: text,
    from: text,
    until: text,
  },
} as const;

/** `DELETE /announcements/:id` params. */
export const announcementParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: {
      type: 'integer',
      minimum: 0,
      maximum: 2_147_483_647,
      description: 'must be an announcement number',
    },
  },
} as const;

/** A query or body naming one member: brand and username. */
export const memberQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'username'],
  properties: { brand: text, username: text },
} as const;

/** `POST /ledger/adjust`: an operator's credit (positive) or debit (negative) of a member. */
export const ledgerAdjustBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'username', 'amountMinor', 'reason', 'key'],
  properties: {
    brand: text,
    username: text,
    /** Signed integer minor units as a decimal string (a JSON number would round a bigint). */
    amountMinor: { type: 'string', pattern: '^-?[1-9][0-9]{0,15}$' },
    reason: { type: 'string', minLength: 1, maxLength: 500 },
    key: { type: 'string', pattern: '^[\\x21-\\x7e]{1,160}$' },
  },
} as const;

/** `POST /members`: a member or agent the operator creates. */
export const memberCreateBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'username'],
  properties: {
    brand: text,
    username: text,
    password: text,
    agent: { type: 'integer' },
    affiliate: text,
    mobile: text,
  },
} as const;

/** `POST /members/label`: a label with its colours. */
export const memberLabelBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'username', 'text', 'color', 'background'],
  properties: {
    brand: text,
    username: text,
    text,
    color: colour('#ffffff'),
    background: colour('#7c3aed'),
  },
} as const;

/** `POST /members/rank`: the club rank (its range is checked against the ranks). */
export const memberRankBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'username', 'rank'],
  properties: { brand: text, username: text, rank: { type: 'integer' } },
} as const;

/** `POST /catalog/import`: a catalog file (checked by the import) and whether it replaces. */
export const catalogImportBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['catalog'],
  properties: { catalog: {}, replace: { type: 'boolean' } },
} as const;

/** `POST /seamless/secret` (the vendor is upper-cased before it is checked). */
export const vendorSecretBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['vendor', 'brand'],
  properties: {
    brand: { type: 'string', description: 'the brand id the secret signs calls for' },
    vendor: {
      type: 'string',
      pattern: '^[A-Z][A-Z0-9_]{0,31}$',
      description: 'must be a vendor code such as PG or DS88',
    },
  },
} as const;
