/**
 * How the platform runs a brand: customer-service links, site settings, account and wallet
 * policies, record retention and the CDN hosts.
 */

/** Customer-service links (live chat, VIP). */
export const customerServiceSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  properties: {
    livechat: { type: 'string', pattern: '^https?://\\S+$' },
    vip: { type: 'string', pattern: '^https?://\\S+$' },
  },
} as const;

/** Site settings. */
export const siteSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  properties: {
    /** Send visitors to /login on every route but the exempt ones (spec §2). */
    loginedToHomePage: { type: 'boolean', default: false },
  },
} as const;

/** Account policies: default password, expiry, code and session lifetimes, captcha. */
export const accountsSchema = {
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
} as const;

/** How long the platform keeps this brand's records before its clean-up jobs delete them. */
export const retentionSchema = {
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
    /** Days a member's login (time, kind, address, device) is kept for "My account". */
    loginHistoryDays: {
      type: 'integer',
      minimum: 1,
      maximum: 3650,
      default: 90,
      description:
        "Days a member's login (time, kind, address and device, listed on My account) is kept before the daily clean-up deletes it.",
    },
  },
} as const;

/** Wallet policies: demo credit at registration and trial credit. */
export const walletSchema = {
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
} as const;

/** CDN hosts of images and game launches, and the other image origins. */
export const cdnSchema = {
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
} as const;
