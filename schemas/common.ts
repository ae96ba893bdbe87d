/**
 * Building blocks shared by the brand schema, widget settings schemas and API payloads.
 * Authored `as const` so json-schema-to-ts can derive the types (house rule: no hand-written
 * duplicates of a schema's type).
 */
import type { FromSchema } from 'json-schema-to-ts';

/** The platform's language codes (spec §9 "Supported language codes"). API codes, not BCP 47. */
export const languageCodes = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'KR',
  'MS',
  'PT',
  'PT-BR',
  'TA',
  'TW',
  'TY',
  'UR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
  'NE',
  'FR',
] as const;

/** JSON Schema of one platform language code. */
export const languageCodeSchema = { type: 'string', enum: languageCodes } as const;
/** A platform language code such as `EN` or `TY` (Tagalog). */
export type LanguageCode = FromSchema<typeof languageCodeSchema>;

/**
 * Builds `properties` for a fixed key list sharing one schema, keeping the literal key types
 * that json-schema-to-ts needs.
 */
/* @__NO_SIDE_EFFECTS__ */
export function keyedProperties<const K extends readonly string[], S>(
  keys: K,
  schema: S,
): { [P in K[number]]: S } {
  return Object.fromEntries(keys.map((key) => [key, schema])) as { [P in K[number]]: S };
}

/** Player roles of spec §6. `trial` is the isAgent 4 (free-play) account. */
export const roles = ['visitor', 'member', 'agent', 'trial'] as const;
/** A player role. */
export type Role = (typeof roles)[number];

/**
 * A condition that decides whether a section or menu entry shows. All given keys must hold.
 * `flag` names a whitelabel feature (`modId`); a leading `!` requires it to be off.
 */
export const visibleWhenSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    flag: { type: 'string', pattern: '^!?[A-Za-z][A-Za-z0-9_]*$' },
    roles: {
      type: 'array',
      items: { type: 'string', enum: roles },
      minItems: 1,
      uniqueItems: true,
    },
    loggedIn: { type: 'boolean' },
  },
} as const;
/** Visibility condition of a section or menu entry. */
export type VisibleWhen = FromSchema<typeof visibleWhenSchema>;

/**
 * An asset reference: an absolute https URL, or a path relative to the `brands/` folder
 * (for example `lucky/logo.svg`), which the resolver turns into a served URL.
 */
export const assetSchema = {
  type: 'string',
  minLength: 1,
  pattern: '^(https://\\S+|[a-z0-9][a-z0-9._/-]*\\.(svg|png|jpg|jpeg|webp|gif))$',
} as const;

/** Announcement types of spec §3: banner, player, popup, promotion and help notices. */
export const noticeTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
/** One announcement type. */
export type NoticeType = (typeof noticeTypes)[number];

/** Announcements for agents only: the agent center shows them, the public notices never do. */
export const agentNoticeType = 'AG' as const;
/** Every type an operator posts: the public notices and the agents' announcements. */
export const announcementTypes = [...noticeTypes, agentNoticeType] as const;
/** One type an operator posts. */
export type AnnouncementType = (typeof announcementTypes)[number];

/** Banner groups of spec §2, one per main route family. */
export const bannerGroupNames = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_reg',
  'w_inhouse',
] as const;

/** Resource types of spec §3. */
export const resourceTypes = [
  'FACEBOOK',
  'TELEGRAM',
  'YOUTUBE',
  'INSTAGRAM',
  'WHATSAPP',
  'LINE',
  'Android',
  'MOBILECONFIG',
  'AFFILIATELINK',
] as const;
/** One resource type (`Android` and `MOBILECONFIG` are the app downloads). */
export type ResourceType = (typeof resourceTypes)[number];
