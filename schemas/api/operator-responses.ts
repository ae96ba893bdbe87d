/**
 * Answers of the operator API (the unix socket the CLI talks to, platform/admin.ts), each in
 * the `{ value }` envelope; errors are the `{ error }` envelope (apiErrorSchema). Fastify
 * serialises every answer through these schemas, which drops a property a schema does not
 * list and fails on a missing required one, so each shape is exact. Instants are handed over
 * as Dates and written as ISO 8601 strings (`format: 'date-time'`, see `OperatorAnswerOptions`).
 */
import { catalogFileSchema } from '../catalog.ts';
import { envelope } from './envelope.ts';

/**
 * How the operator routes type their answers (the type provider's serializer options): an
 * instant (`format: 'date-time'`) is a Date in the handler and an ISO 8601 string on the wire.
 */
export interface OperatorAnswerOptions {
  deserialize: [{ pattern: { type: 'string'; format: 'date-time' }; output: Date }];
}

/** Value schemas the operator answers share (instants are Dates in the handlers). */
export const answerValues = {
  text: { type: 'string' },
  textOrNull: { type: ['string', 'null'] },
  flag: { type: 'boolean' },
  count: { type: 'integer', minimum: 0 },
  instant: { type: 'string', format: 'date-time' },
  instantOrNull: { type: ['string', 'null'], format: 'date-time' },
} as const;
const { text, textOrNull, flag, count, instant, instantOrNull } = answerValues;

const countries = {
  type: 'array',
  items: { type: 'string', pattern: '^[A-Z]{2}$' },
  description: 'ISO 3166 alpha-2 country codes, sorted',
} as const;

/**
 * `GET /brands`: the served brands (from their files, or their last good version when the
 * files are broken), the brand files that are not served and why, and the abstract parents.
 */
const brandReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['served', 'broken', 'parents'],
  properties: {
    served: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'id',
          'name',
          'merchantCode',
          'domains',
          'file',
          'source',
          'storedAt',
          'problems',
        ],
        properties: {
          id: text,
          name: text,
          merchantCode: text,
          domains: { type: 'array', items: text },
          file: { type: 'string', description: 'the brand file' },
          source: {
            type: 'string',
            enum: ['files', 'last-good'],
            description:
              'files: served as its files resolve now; last-good: its files are broken, so the last good version is served',
          },
          storedAt: {
            ...instantOrNull,
            description: 'when the served version was stored as the last good one',
          },
          problems: {
            type: 'array',
            items: text,
            description: 'the errors that keep the files from being served (last-good only)',
          },
        },
      },
    },
    broken: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'file', 'reason', 'errors'],
        properties: {
          id: text,
          file: { type: 'string', description: 'the brand file' },
          reason: { type: 'string', description: 'why the file is not served' },
          errors: {
            type: 'array',
            items: text,
            description: 'the checker diagnostics that keep the brand from being served',
          },
        },
      },
    },
    parents: {
      type: 'array',
      description: 'abstract parent brands without errors: never served themselves',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'file'],
        properties: { id: text, file: { type: 'string', description: 'the brand file' } },
      },
    },
  },
} as const;

/** A maintenance window of one brand or of every brand (`*`). */
const maintenanceWindowSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['scope', 'message', 'endsAt', 'startedAt', 'active'],
  properties: {
    scope: { type: 'string', description: 'a brand id, or * for every brand' },
    message: textOrNull,
    endsAt: { ...instantOrNull, description: 'null: until an operator ends it' },
    startedAt: instant,
    active: { type: 'boolean', description: 'false once endsAt has passed' },
  },
} as const;

/** `GET /status`: the maintenance and region restriction of every brand (or one). */
const statusReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['now', 'globalMaintenance', 'brands'],
  properties: {
    now: { ...instant, description: "the platform clock's reading" },
    globalMaintenance: {
      ...maintenanceWindowSchema,
      type: ['object', 'null'],
      description: 'the window of every brand (running or over); null when there is none',
    },
    brands: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'served', 'maintenance', 'allowedCountries'],
        properties: {
          id: text,
          name: { ...textOrNull, description: 'null for a brand that is not served' },
          served: flag,
          maintenance: {
            ...maintenanceWindowSchema,
            type: ['object', 'null'],
            description: 'the running window that applies to the brand (its own or the global one)',
          },
          allowedCountries: {
            ...countries,
            type: ['array', 'null'],
            description: 'null: every country may play',
          },
        },
      },
    },
  },
} as const;

/** `DELETE /maintenance`: whether the scope had a window to end. */
const maintenanceEndedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['scope', 'ended'],
  properties: { scope: text, ended: flag },
} as const;

/** One brand's country allow-list. */
const regionRestrictionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brandId', 'allowedCountries'],
  properties: { brandId: text, allowedCountries: countries },
} as const;

/** `DELETE /regions/:brand`: whether the brand had a restriction to lift. */
const regionClearedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brandId', 'cleared'],
  properties: { brandId: text, cleared: flag },
} as const;

/** A stored announcement, scheduled and ended ones included. */
const announcementSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'brandId',
    'type',
    'title',
    'content',
    'language',
    'createdAt',
    'startsAt',
    'endsAt',
  ],
  properties: {
    id: { type: 'integer', minimum: 1 },
    brandId: { ...textOrNull, description: 'null: every brand' },
    type: { type: 'string', description: 'the notice type (B, PL, PU, PR or H)' },
    title: text,
    content: { type: 'string', description: 'HTML' },
    language: { ...textOrNull, description: 'a platform language code; null: every language' },
    createdAt: instant,
    startsAt: instant,
    endsAt: { ...instantOrNull, description: 'null: until removed' },
  },
} as const;

/** `DELETE /announcements/:id`. */
const announcementRemovedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'removed'],
  properties: { id: { type: 'integer', minimum: 0 }, removed: flag },
} as const;

const changes = {
  type: 'object',
  additionalProperties: false,
  required: ['added', 'updated', 'removed'],
  properties: { added: count, updated: count, removed: count },
} as const;

/** `POST /catalog/import`: what the import changed. */
const catalogImportResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'replace', 'vendors', 'games'],
  properties: {
    version: { ...count, description: 'the catalog version after the import' },
    replace: { type: 'boolean', description: 'vendors and games not in the file were removed' },
    vendors: changes,
    games: changes,
  },
} as const;

/** `GET /catalog/stats`: counts of the stored catalog per category and vendor. */
const catalogStatsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'vendors', 'games', 'disabled', 'categories'],
  properties: {
    version: count,
    vendors: count,
    games: { ...count, description: 'enabled games' },
    disabled: { ...count, description: 'games kept in the catalog but never listed' },
    categories: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['category', 'games', 'vendors'],
        properties: {
          category: text,
          games: count,
          vendors: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['vassalage', 'name', 'games', 'disabled'],
              properties: { vassalage: text, name: text, games: count, disabled: count },
            },
          },
        },
      },
    },
  },
} as const;

/** `POST /seamless/secret`: a vendor's signing secret for the seamless wallet of one brand. */
const vendorSecretSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'vendor', 'secretName', 'secret'],
  properties: {
    brand: { type: 'string', description: 'the brand whose calls the secret signs' },
    vendor: text,
    secretName: { type: 'string', description: 'where the secret is stored' },
    secret: text,
  },
} as const;

/** A job of the job runner (`GET /jobs`, `POST /jobs/:id/retry`). */
const jobSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'name',
    'state',
    'retryCount',
    'retryLimit',
    'createdOn',
    'startAfter',
    'startedOn',
    'completedOn',
    'data',
    'output',
  ],
  properties: {
    id: { type: 'string', description: 'the pg-boss job id (a UUID)' },
    name: text,
    state: {
      type: 'string',
      description: 'created, retry, active, completed, cancelled or failed',
    },
    retryCount: { ...count, description: 'attempts after the first so far' },
    retryLimit: { ...count, description: 'attempts after the first allowed' },
    createdOn: instant,
    startAfter: instant,
    startedOn: instantOrNull,
    completedOn: instantOrNull,
    data: { description: 'what the job was given' },
    output: { description: "the handler's answer, or { message, stack } for a failed attempt" },
  },
} as const;

/**
 * The operator answers of brands, content, catalog, the seamless wallet and jobs in their
 * `{ value }` envelope, by route (members, outbox and ledger: operator-account-responses.ts).
 */
export const operatorResponses = {
  brands: envelope(brandReportSchema),
  status: envelope(statusReportSchema),
  maintenance: envelope(maintenanceWindowSchema),
  maintenanceEnded: envelope(maintenanceEndedSchema),
  regions: envelope({ type: 'array', items: regionRestrictionSchema }),
  region: envelope(regionRestrictionSchema),
  regionCleared: envelope(regionClearedSchema),
  announcements: envelope({ type: 'array', items: announcementSchema }),
  announcement: envelope(announcementSchema),
  announcementRemoved: envelope(announcementRemovedSchema),
  catalogImport: envelope(catalogImportResultSchema),
  catalogExport: envelope(catalogFileSchema),
  catalogStats: envelope(catalogStatsSchema),
  vendorSecret: envelope(vendorSecretSchema),
  jobs: envelope({ type: 'array', items: jobSummarySchema }),
  job: envelope(jobSummarySchema),
} as const;
