/**
 * The brand file: one merchant's site as data. This is the schema of a *resolved* brand (after
 * `extends` merging and migrations); a child file is a partial of it. The schema emitted for
 * editors and validation (`schemas/json/brand.schema.json`) additionally constrains each
 * section's `settings` by its widget type (see `scripts/emit-schemas.ts`).
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  assetSchema,
  bannerGroupNames,
  keyedProperties,
  languageCodeSchema,
  resourceTypes,
  visibleWhenSchema,
} from './common.ts';
import { constantsSchema } from './constants.ts';

/** The current brand schema version; older files are migrated up to it. */
export const currentSchemaVersion = 1;

/** Text shown to players: one string for every language, or one per platform language code. */
export const localizedTextSchema = {
  anyOf: [
    { type: 'string', minLength: 1, maxLength: 300 },
    {
      type: 'object',
      minProperties: 1,
      propertyNames: languageCodeSchema,
      additionalProperties: { type: 'string', minLength: 1, maxLength: 300 },
    },
  ],
} as const;
/** Text shown to players, possibly per language. */
export type LocalizedText = FromSchema<typeof localizedTextSchema>;

/** One node of the whitelabel feature tree (spec §3: modId, enabled, childrenNodes). */
export const featureNodeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['modId', 'enabled'],
  properties: {
    modId: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
    enabled: { type: 'boolean' },
    childrenNodes: { type: 'array', items: { $ref: '#/$defs/featureNode' }, default: [] },
  },
} as const;
/** A whitelabel feature node. Written by hand because FromSchema cannot follow recursive refs. */
export interface FeatureNode {
  modId: string;
  enabled: boolean;
  childrenNodes: FeatureNode[];
}

/** Fields of the registration payload (spec §3) that carry per-field settings. */
export const registrationFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
] as const;
/** A registration field name. */
export type RegistrationFieldName = (typeof registrationFieldNames)[number];

/** Longer text shown to players (help topics): paragraphs separated by blank lines. */
export const longTextSchema = {
  anyOf: [
    { type: 'string', minLength: 1, maxLength: 20000 },
    {
      type: 'object',
      minProperties: 1,
      propertyNames: languageCodeSchema,
      additionalProperties: { type: 'string', minLength: 1, maxLength: 20000 },
    },
  ],
} as const;

/** Per-field registration settings (spec §3): the same shape the platform serves. */
export const fieldRuleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'required', 'patternId', 'minLength', 'maxLength'],
  properties: {
    enabled: { type: 'boolean' },
    required: { type: 'boolean' },
    /** `*` accepts any text; otherwise a regular expression source applied to the whole value. */
    acceptedPattern: { type: 'string', minLength: 1, maxLength: 500 },
    patternId: { type: 'integer', minimum: 0, maximum: 20 },
    minLength: { type: 'integer', minimum: 0, maximum: 255 },
    maxLength: { type: 'integer', minimum: 1, maximum: 255 },
  },
} as const;
/** Settings of one registration field. */
export type FieldRule = FromSchema<typeof fieldRuleSchema>;

/** Menu entries the side menu knows (spec §2 "Layout"). */
export const menuKeys = [
  'home',
  'hot',
  'fav',
  'live',
  'rng',
  'pvp',
  'fish',
  'sports',
  'esports',
  'inhouse',
  'cockfight',
  'lotteryCenter',
  'vnLottery',
  'elott',
  'promotions',
  'pointMall',
  'helpmc',
  'eventBonus',
  'vip',
  'referral',
  'download',
  'language',
] as const;
/** A side-menu entry key. */
export type MenuKey = (typeof menuKeys)[number];

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

/** Frame slots around every page: header, side menu, right bar and footer. */
export const frameSlots = ['top', 'left', 'right', 'bottom'] as const;
/** A frame slot. */
export type FrameSlot = (typeof frameSlots)[number];

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

const colorSchema = {
  type: 'string',
  pattern: '^(#[0-9a-fA-F]{3,8}|rgba?\\([0-9., %]+\\)|hsla?\\([0-9., %deg]+\\))$',
} as const;

/** Theme tokens a brand may set; each becomes the CSS custom property `--<token>`. */
export const themeTokenNames = [
  'accent',
  'accent-contrast',
  'bg',
  'surface',
  'surface-alt',
  'text',
  'text-muted',
  'border',
  'danger',
  'success',
  'warning',
  'jackpot',
] as const;

const tokenSetSchema = {
  type: 'object',
  additionalProperties: false,
  properties: keyedProperties(themeTokenNames, colorSchema),
} as const;

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
    compliance: {
      type: 'object',
      additionalProperties: false,
      required: ['minimumAge'],
      properties: { minimumAge: { type: 'integer', minimum: 18, maximum: 25, default: 18 } },
    },
    theme: {
      type: 'object',
      additionalProperties: false,
      required: ['default', 'logo', 'modes'],
      properties: {
        default: { type: 'string', enum: ['dark', 'light'], default: 'dark' },
        logo: assetSchema,
        favicon: assetSchema,
        radius: { type: 'string', pattern: '^[0-9]{1,2}px$', default: '10px' },
        fontFamily: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9 ,"\'-]+$' },
        /** Tokens shared by both modes, overriding the mode palettes. */
        tokens: { ...tokenSetSchema, default: {} },
        modes: {
          type: 'object',
          additionalProperties: false,
          required: ['dark', 'light'],
          properties: { dark: tokenSetSchema, light: tokenSetSchema },
        },
      },
    },
    features: { type: 'array', items: { $ref: '#/$defs/featureNode' } },
    /** Merge-friendly overrides of the tree: `{ "referralPromo": false }`. */
    flags: {
      type: 'object',
      default: {},
      propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
      additionalProperties: { type: 'boolean' },
    },
    registration: {
      type: 'object',
      additionalProperties: false,
      required: ['fields'],
      properties: {
        /** ISO 3166 countries offered by the dialing-code picker; empty offers every country. */
        countries: {
          type: 'array',
          items: { type: 'string', pattern: '^[A-Z]{2}$' },
          uniqueItems: true,
          default: [],
        },
        fields: {
          type: 'object',
          additionalProperties: false,
          required: registrationFieldNames,
          properties: keyedProperties(registrationFieldNames, fieldRuleSchema),
        },
      },
    },
    menu: {
      type: 'object',
      additionalProperties: false,
      required: ['order'],
      properties: {
        order: { type: 'array', items: { type: 'string', enum: menuKeys }, uniqueItems: true },
        items: {
          type: 'object',
          default: {},
          propertyNames: { enum: menuKeys },
          additionalProperties: {
            type: 'object',
            additionalProperties: false,
            properties: {
              route: { type: 'string', pattern: '^/' },
              visibleWhen: visibleWhenSchema,
            },
          },
        },
      },
    },
    bannerGroups: {
      type: 'object',
      propertyNames: { pattern: '^w_[a-z]+$' },
      additionalProperties: { type: 'array', items: bannerSchema, maxItems: 20 },
      examples: [Object.fromEntries(bannerGroupNames.map((g) => [g, []]))],
    },
    routes: {
      type: 'object',
      minProperties: 1,
      propertyNames: { pattern: '^/([A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*)?$' },
      additionalProperties: routeSchema,
    },
    pages: {
      type: 'object',
      propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_-]*$' },
      additionalProperties: pageSchema,
    },
    frame: {
      type: 'object',
      additionalProperties: false,
      properties: keyedProperties(frameSlots, sectionSchema),
    },
    resources: {
      type: 'object',
      default: {},
      additionalProperties: false,
      properties: keyedProperties(resourceTypes, {
        type: 'array',
        items: resourceSchema,
        minItems: 1,
        maxItems: 10,
      } as const),
    },
    customerService: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        livechat: { type: 'string', pattern: '^https?://\\S+$' },
        vip: { type: 'string', pattern: '^https?://\\S+$' },
      },
    },
    settings: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        /** Send visitors to /login on every route but the exempt ones (spec §2). */
        loginedToHomePage: { type: 'boolean', default: false },
      },
    },
    help: {
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
    },
    accounts: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        /**
         * The password accounts get when an agent or operator creates them (spec §9 "Default
         * password forced to change"); logging in with it opens the change-password modal. Never
         * sent to the browser.
         */
        defaultPassword: { type: 'string', minLength: 6, maxLength: 64 },
        /** Days until a password expires when the passwordExpiry flag is on. */
        passwordMaxAgeDays: { type: 'integer', minimum: 1, maximum: 3650, default: 90 },
        /** Minutes an SMS code for registration or login stays valid. */
        smsCodeMinutes: { type: 'integer', minimum: 1, maximum: 60, default: 5 },
        /** Minutes a password-reset SMS code stays valid. */
        resetCodeMinutes: { type: 'integer', minimum: 1, maximum: 120, default: 10 },
        /** Hours a session lasts without activity. */
        sessionHours: { type: 'integer', minimum: 1, maximum: 720, default: 24 },
        /** Failed logins after which the captcha is asked. */
        captchaAfterFailures: { type: 'integer', minimum: 1, maximum: 20, default: 3 },
      },
    },
    /** How long the platform keeps this brand's records before its clean-up jobs delete them. */
    retention: {
      type: 'object',
      additionalProperties: false,
      default: {},
      description:
        "How long the platform keeps this brand's records before its clean-up jobs delete them.",
      properties: {
        /** Days an SMS or e-mail stays in the outbox (operator outbox, tests) before deletion. */
        outboxDays: {
          type: 'integer',
          minimum: 1,
          maximum: 3650,
          default: 30,
          description:
            'Days a sent SMS or e-mail stays in the outbox (npm run operator -- outbox) before the daily clean-up deletes it.',
        },
      },
    },
    wallet: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        /**
         * Play credit, in minor units, every new (non-trial) member receives once at
         * registration, booked in the ledger as a grant. 0 turns it off.
         */
        demoCreditMinor: { type: 'integer', minimum: 0, maximum: 100_000_000_000, default: 0 },
        /** Play-money balance of a free-trial launch (supportPlay 0), in minor units. */
        trialCreditMinor: {
          type: 'integer',
          minimum: 0,
          maximum: 100_000_000_000,
          default: 200_000,
        },
      },
    },
    cdn: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        images: {
          type: 'array',
          items: { type: 'string', pattern: '^https://\\S+$' },
          default: [],
        },
        launchGame: {
          type: 'array',
          items: { type: 'string', pattern: '^https://\\S+$' },
          default: [],
        },
        /** Origins (https://host[:port], no path) images may come from besides the site. */
        assetHosts: {
          type: 'array',
          items: {
            type: 'string',
            pattern: '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?$',
            maxLength: 300,
          },
          maxItems: 50,
          uniqueItems: true,
          default: [],
          description:
            "Origins (https://host or https://host:port, no path) the storefront may show images from besides the site and the image CDNs (cdn.images): the img-src of the page's Content-Security-Policy and the hosts announcement images may come from. Every absolute image URL of the brand (logo, banners, QR codes) must be on one of them.",
        },
      },
    },
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
/** One banner. */
export type Banner = FromSchema<typeof bannerSchema>;
/** One social or download resource. */
export type Resource = FromSchema<typeof resourceSchema>;
