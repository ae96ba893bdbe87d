/**
 * The catalog import file (`npm run operator -- catalog import FILE.json`, docs/games.md):
 * vendors with their classify menus, and games. `catalog export` writes the same format, and
 * the demo catalog the platform seeds is built in it. Money is in integer minor units.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { classifyKeySchema, gameTypeSchema, nodeIdSchema, vassalageSchema } from './api/games.ts';
import { keyedProperties, languageCodes } from './common.ts';

/** Display names by platform language code (`{ "TY": "Mga Slot" }`); English is `name`. */
export const catalogNamesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: keyedProperties(languageCodes, {
    type: 'string',
    minLength: 1,
    maxLength: 120,
  } as const),
} as const;

/** One entry of a vendor's classify menu (spec §3 "Classify menu item"). */
export const catalogClassifySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'name'],
  properties: {
    /** Not one of the lobby's own keys ALL, NEW, HOT and FAV. */
    key: { ...classifyKeySchema, not: { enum: ['ALL', 'NEW', 'HOT', 'FAV'] } },
    name: { type: 'string', minLength: 1, maxLength: 80 },
    names: catalogNamesSchema,
  },
} as const;

/** Keys of a vendor row (also the order `catalog export` writes them in). */
export const catalogVendorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['vassalage', 'gameType', 'name'],
  properties: {
    vassalage: vassalageSchema,
    /** The type of the vendor's games (its games may have other types too). */
    gameType: gameTypeSchema,
    /** The lane the vendor is listed in; defaults to `gameType`. */
    gameCategory: gameTypeSchema,
    /** English display name. */
    name: { type: 'string', minLength: 1, maxLength: 120 },
    names: catalogNamesSchema,
    isHot: { type: 'boolean', default: false },
    isNew: { type: 'boolean', default: false },
    supportPlay: { type: 'boolean', default: true },
    /** Position within its lane, lowest first. */
    sort: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    classifies: {
      type: 'array',
      items: catalogClassifySchema,
      maxItems: 32,
      default: [],
    },
    /** Card image: a path on this site or an https URL; absent: the platform draws one. */
    logo: { type: 'string', pattern: '^(/|https://)\\S+$', maxLength: 500 },
    /** An external launch URL template; absent: the platform's built-in game engine. */
    launchUrl: { type: 'string', pattern: '^https://\\S+$', maxLength: 2000 },
    wallet: { type: 'string', enum: ['seamless', 'transfer'], default: 'seamless' },
  },
} as const;
/** A vendor of the import file. */
export type CatalogVendor = FromSchema<typeof catalogVendorSchema>;

/** A game row of the import file. */
export const catalogGameSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nodeId', 'gameId', 'vassalage', 'gameType', 'name'],
  properties: {
    /** Unique platform-wide. */
    nodeId: nodeIdSchema,
    /** The vendor's own code, unique per vendor. */
    gameId: { type: 'string', minLength: 1, maxLength: 64 },
    vassalage: vassalageSchema,
    gameType: gameTypeSchema,
    /** English name (the catalog name; searched besides the display name). */
    name: { type: 'string', minLength: 1, maxLength: 120 },
    names: catalogNamesSchema,
    /** Icon: a path on this site or an https URL; absent: the platform draws one. */
    icon: { type: 'string', pattern: '^(/|https://)\\S+$', maxLength: 500 },
    /** Keys of the vendor's classify menu. */
    classifies: { type: 'array', items: classifyKeySchema, maxItems: 16, default: [] },
    isNew: { type: 'boolean', default: false },
    /** Rank among the hot games, 1 the hottest; absent: not hot. */
    hotRank: { type: 'integer', minimum: 1, maximum: 100_000 },
    /** false: a free trial (play money) is offered (the API's `supportPlay` 0). */
    supportPlay: { type: 'boolean', default: true },
    /** VASSALAGE: the tile stands for its vendor and opens the vendor's popup game list. */
    isGame: { type: 'string', enum: ['GAME', 'VASSALAGE'], default: 'GAME' },
    /** Smallest stake, in minor units of the brand currency. */
    minBetMinor: { type: 'integer', minimum: 0, maximum: 2_000_000_000, default: 0 },
    /** Smallest number of pay lines a bet covers. */
    minLineNum: { type: 'integer', minimum: 0, maximum: 2_000_000_000, default: 0 },
    /** Position within its vendor, lowest first. */
    sort: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    /** false: kept in the catalog but never listed or launched. */
    enabled: { type: 'boolean', default: true },
  },
} as const;
/** A game of the import file. */
export type CatalogGame = FromSchema<typeof catalogGameSchema>;

/** The whole import file. */
export const catalogFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['vendors', 'games'],
  properties: {
    $schema: { type: 'string' },
    vendors: { type: 'array', items: catalogVendorSchema, maxItems: 1000 },
    games: { type: 'array', items: catalogGameSchema, maxItems: 200_000 },
  },
} as const;
/** A catalog file after validation, with every default filled in. */
export type CatalogFile = FromSchema<typeof catalogFileSchema>;
/** A catalog file as written: properties with defaults may be left out. */
export type CatalogFileInput = FromSchema<
  typeof catalogFileSchema,
  { keepDefaultedPropertiesOptional: true }
>;
