/**
 * Query strings of the game calls (spec §7 "Games"): the catalog calls (game list, hot games,
 * vendors) and the player's calls (the favourite list, recent games, the winner board and
 * launch). Game types and vendor codes are upper case here; the player's routes upper-case
 * those parameters before validation, so the storefront's lower-case `gameType=rng` keeps
 * working (schemas/api/game-queries.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { classifyKeySchema, gameTypes, gameTypeSchema, vassalageSchema } from './games.ts';

const minor = { type: 'integer', minimum: 0 } as const;

/**
 * `GET /wps/relay/GCSGAME_gameList` query (spec §3 "Game list query"). The spec's pass-through
 * fields (clientType, platform, channel, merchant, imgSize) are accepted and ignored.
 * `gameClassify` ALL (or absent) means every game, NEW the new ones, HOT the hot ones.
 */
export const gameListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gameType: gameTypeSchema,
    vassalage: vassalageSchema,
    gameClassify: classifyKeySchema,
    isNew: { type: 'integer', enum: [0, 1] },
    gameName: { type: 'string', maxLength: 60 },
    minBet: minor,
    minLineNum: { type: 'integer', minimum: 0 },
    pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
    pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    language: { type: 'string', maxLength: 8 },
    clientType: { type: 'integer' },
    platform: { type: 'string', maxLength: 64 },
    channel: { type: 'string', maxLength: 64 },
    merchant: { type: 'string', maxLength: 64 },
    imgSize: { type: 'string', maxLength: 16 },
  },
} as const;
/** A game list query. */
export type GameListQuery = FromSchema<typeof gameListQuerySchema>;

/** Pass-through fields the storefront sends with most game calls (accepted, not used). */
export const passThrough = {
  language: { type: 'string', maxLength: 8 },
  merchantCode: { type: 'string', maxLength: 64 },
  merchant: { type: 'string', maxLength: 64 },
  platform: { type: 'string', maxLength: 64 },
  clientType: { type: 'integer' },
  channel: { type: 'string', maxLength: 64 },
  imgSize: { type: 'string', maxLength: 16 },
  isPlatform: { type: 'integer' },
  flush: { type: 'string', maxLength: 8 },
} as const;

/** `GET /wps/relay/GCSGAME_hotGamesV2` query: hot games of a type and vendor. */
export const hotGamesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { gameType: gameTypeSchema, vassalage: vassalageSchema, ...passThrough },
} as const;

/** `GET /wps/game/vendors` query: only the answer language. */
export const vendorsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: passThrough,
} as const;

/** `GET /wps/game/vendors/gameTypes` query: the vendor whose game types are asked for. */
export const vendorGameTypesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['vassalage'],
  properties: { vassalage: vassalageSchema, ...passThrough },
} as const;

/** The most favourites one page may hold (the brand constant's upper bound). */
export const favouritesPageMax = 5000;
/** The most winner board entries one call may ask for. */
export const winnerBoardMax = 50;

/**
 * `GET /wps/game/favorites` query. `gameType` defaults to RNG (spec §7); `pageSize` defaults
 * to, and may not exceed, the brand's `favouritesPageSize` (checked by the route).
 */
export const favoriteListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gameType: { ...gameTypeSchema, default: 'RNG' },
    vendor: vassalageSchema,
    pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: favouritesPageMax },
    ...passThrough,
  },
} as const;
/** A favourite list query. */
export type FavoriteListQuery = FromSchema<typeof favoriteListQuerySchema>;

/** `GET /wps/relay/GCS_recentGame` query: optional game type and vendor filters. */
export const recentGamesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { gameType: gameTypeSchema, vassalage: vassalageSchema, ...passThrough },
} as const;

/**
 * `GET /wps/relay/GCSGAME_getRankList` query. `gameCategory` ALL (or absent) is every game
 * type; `limitNum` defaults to the brand's `winnerBoardEntries` (at most 50).
 */
export const winnerBoardQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gameCategory: { type: 'string', enum: [...gameTypes, 'ALL'] },
    limitNum: { type: 'integer', minimum: 1, maximum: winnerBoardMax },
    ...passThrough,
  },
} as const;

/** `POST /wps/game/launchGame` query: only the pass-through fields (`language` among them). */
export const launchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: passThrough,
} as const;
