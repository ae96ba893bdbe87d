/**
 * The brand file: one merchant's site as data. This is the schema of a *resolved* brand (after
 * `extends` merging and migrations); a child file is a partial of it. The schema emitted for
 * editors and validation (`schemas/json/brand.schema.json`) additionally constrains each
 * section's `settings` by its widget type (see `scripts/emit-schemas.ts`). Each part of the
 * brand file has its schema in `schemas/brand/`; this module puts them together and is the one
 * that importers name.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { languageCodeSchema } from './common.ts';
import { constantsSchema } from './constants.ts';
import { cashierSchema } from './brand/cashier.ts';
import { bannerGroupsSchema, helpSchema, resourcesSchema } from './brand/content.ts';
import { featureNodeSchema, type FeatureNode } from './brand/features.ts';
import { frameSchema, pagesSchema, routesSchema } from './brand/layout.ts';
import { agentCenterSchema } from './brand/agent-center.ts';
import { agentsSchema } from './brand/agents.ts';
import { lotterySchema } from './brand/lottery.ts';
import { memberCenterSchema } from './brand/member-center.ts';
import { menuSchema } from './brand/menu.ts';
import {
  accountsSchema,
  cdnSchema,
  customerServiceSchema,
  retentionSchema,
  siteSettingsSchema,
  walletSchema,
} from './brand/operations.ts';
import { registrationSchema } from './brand/registration.ts';
import { themeSchema } from './brand/theme.ts';

export type { Cashier, CashierChannel } from './brand/cashier.ts';
export type { PayoutProvider, Withdrawal } from './brand/withdrawal.ts';
export type { Banner, Resource } from './brand/content.ts';
export { featureNodeSchema, type FeatureNode } from './brand/features.ts';
export { frameSlots, sectionSchema, type FrameSlot, type Section } from './brand/layout.ts';
export { menuKeys, type MenuKey } from './brand/menu.ts';
export {
  fieldRuleSchema,
  registrationFieldNames,
  type FieldRule,
  type RegistrationFieldName,
} from './brand/registration.ts';
export { localizedTextSchema, longTextSchema, type LocalizedText } from './brand/texts.ts';
export { themeTokenNames } from './brand/theme.ts';

/** The current brand schema version; older files are migrated up to it. */
export const currentSchemaVersion = 1;

/** JSON Schema of a resolved brand. */
export const brandSchema = {
  $id: 'brand',
  $defs: { featureNode: featureNodeSchema },
  type: 'object',
  additionalProperties: false,
  required: [
    'schemaVersion',
    'id',
    'name',
    'merchantCode',
    'domains',
    'languages',
    'currency',
    'compliance',
    'theme',
    'features',
    'registration',
    'menu',
    'bannerGroups',
    'routes',
    'pages',
    'frame',
  ],
  properties: {
    $schema: { type: 'string' },
    schemaVersion: { type: 'integer', minimum: 1 },
    extends: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' },
    /** An abstract brand is only a parent for others; it has no domains and is never served. */
    abstract: { type: 'boolean', default: false },
    id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,39}$' },
    name: { type: 'string', minLength: 1, maxLength: 80 },
    merchantCode: { type: 'string', pattern: '^[A-Z0-9_]{2,32}$' },
    domains: {
      type: 'array',
      uniqueItems: true,
      items: {
        type: 'string',
        pattern:
          '^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$',
      },
    },
    languages: {
      type: 'object',
      additionalProperties: false,
      required: ['default', 'supported', 'game'],
      properties: {
        default: languageCodeSchema,
        supported: { type: 'array', items: languageCodeSchema, minItems: 1, uniqueItems: true },
        game: languageCodeSchema,
      },
    },
    currency: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'symbol'],
      properties: {
        code: { type: 'string', pattern: '^[A-Z]{3}$' },
        symbol: { type: 'string', minLength: 1, maxLength: 5 },
        decimals: { type: 'integer', minimum: 0, maximum: 4, default: 2 },
      },
    },
    timeZone: {
      type: 'string',
      pattern: '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$',
      default: 'Asia/Manila',
      description:
        'The IANA time zone the site shows dates and times in, and in which its records count days ("today", profit per day): "Asia/Manila", "Asia/Ho_Chi_Minh". Default "Asia/Manila".',
    },
    compliance: {
      type: 'object',
      additionalProperties: false,
      required: ['minimumAge'],
      properties: { minimumAge: { type: 'integer', minimum: 18, maximum: 25, default: 18 } },
    },
    theme: themeSchema,
    features: { type: 'array', items: { $ref: '#/$defs/featureNode' } },
    /** Merge-friendly overrides of the tree: `{ "referralPromo": false }`. */
    flags: {
      type: 'object',
      default: {},
      propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
      additionalProperties: { type: 'boolean' },
    },
    registration: registrationSchema,
    menu: menuSchema,
    bannerGroups: bannerGroupsSchema,
    routes: routesSchema,
    pages: pagesSchema,
    frame: frameSchema,
    resources: resourcesSchema,
    customerService: customerServiceSchema,
    settings: siteSettingsSchema,
    help: helpSchema,
    accounts: accountsSchema,
    retention: retentionSchema,
    wallet: walletSchema,
    cdn: cdnSchema,
    cashier: cashierSchema,
    memberCenter: memberCenterSchema,
    agentCenter: agentCenterSchema,
    lottery: lotterySchema,
    agents: agentsSchema,
    constants: constantsSchema,
  },
} as const;

/** A resolved brand, as the platform serves it to the storefront. */
// `$defs` is left out of the type derivation: FromSchema cannot follow the recursive feature node.
export type Brand = Omit<FromSchema<Omit<typeof brandSchema, '$defs'>>, 'features'> & {
  features: FeatureNode[];
};
/** A route entry of the brand's route table. */
export type BrandRoute = Brand['routes'][string];
/** A page: keyed sections plus their order. */
export type BrandPage = Brand['pages'][string];
