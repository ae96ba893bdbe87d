/**
 * Query strings of the player's game calls that are not catalog answers (spec §7 "Games"):
 * the favourite list, recent games, the winner board and launch. Game types and vendor codes
 * are upper case here; the routes upper-case those parameters before validation, so the
 * storefront's lower-case `gameType=rng` keeps working (platform/routes/play-input.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { gameTypes, gameTypeSchema, passThrough, vassalageSchema } from './games.ts';

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
