/**
 * Game calls of spec §7 "Games" (and the winner board of "Content and other"): game menus,
 * vendors, hot games, the game list, favourites, recent games, launch and the winner board.
 * Relay calls keep their relay name in the path (`/wps/relay/GCSGAME_gameList`). Amounts are
 * integer minor units of the brand's currency.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { envelope } from './envelope.ts';

/**
 * Game types (spec §2 routes, §9 vendor codes). LOTT and ELOTT group the lottery vendors;
 * their games arrive with the lottery issue.
 */
export const gameTypes = [
  'RNG',
  'LIVE',
  'PVP',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'INHOUSE',
  'LOTT',
  'ELOTT',
] as const;
/** JSON Schema of a game type. */
export const gameTypeSchema = { type: 'string', enum: gameTypes } as const;
/** A game type. */
export type GameType = FromSchema<typeof gameTypeSchema>;

/** Vendor codes: upper-case letters, digits and underscores (`PG`, `DS88`, `TCG_LOTTO_VN`). */
export const vassalageSchema = { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,31}$' } as const;
/** Classify keys: a vendor's own keys plus the lobby's `ALL`, `NEW`, `HOT` and `FAV`. */
export const classifyKeySchema = { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,31}$' } as const;
/** Catalog ids of a game: `nodeId` is unique platform-wide, `gameId` is the vendor's own code. */
export const nodeIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$' } as const;
const binary = { type: 'integer', enum: [0, 1] } as const;
const minor = { type: 'integer', minimum: 0 } as const;

/** Spec §3 "Game (tile)". `iconUrl` is a path; the storefront puts an image CDN in front. */
export const gameSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'nodeId',
    'gameId',
    'gameName',
    'displayName',
    'gameType',
    'vassalage',
    'iconUrl',
    'supportPlay',
    'isGame',
    'gameClassify',
    'isNew',
    'isHot',
    'minBet',
    'minLineNum',
    'accountTypeName',
  ],
  properties: {
    nodeId: nodeIdSchema,
    gameId: { type: 'string', minLength: 1, maxLength: 64 },
    /** The catalog (English) name; `displayName` is in the request language. */
    gameName: { type: 'string', minLength: 1, maxLength: 120 },
    displayName: { type: 'string', minLength: 1, maxLength: 120 },
    gameType: gameTypeSchema,
    vassalage: vassalageSchema,
    iconUrl: { type: 'string', minLength: 1, maxLength: 500 },
    /** 0 = a free trial (play money) is offered (spec §2). */
    supportPlay: binary,
    /** `VASSALAGE`: the tile stands for a vendor and opens its popup game list. */
    isGame: { type: 'string', enum: ['GAME', 'VASSALAGE'] },
    gameClassify: { type: 'array', items: classifyKeySchema, maxItems: 16 },
    isNew: binary,
    isHot: binary,
    minBet: minor,
    minLineNum: { type: 'integer', minimum: 0 },
    /** The vendor's display name. */
    accountTypeName: { type: 'string', maxLength: 120 },
  },
} as const;
/** A game tile. */
export type Game = FromSchema<typeof gameSchema>;

/** Spec §3 "Classify menu item". */
export const classifySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'displayName'],
  properties: { key: classifyKeySchema, displayName: { type: 'string', maxLength: 80 } },
} as const;
/** A classify menu item. */
export type Classify = FromSchema<typeof classifySchema>;

/** Spec §3 "Vendor (game vendor card)". */
export const vendorSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'vassalage',
    'gameType',
    'gameCategory',
    'isHot',
    'isNew',
    'supportPlay',
    'title',
    'displayName',
    'accountTypeName',
    'cards',
    'gameClassify',
    'gameCount',
  ],
  properties: {
    vassalage: vassalageSchema,
    gameType: gameTypeSchema,
    gameCategory: gameTypeSchema,
    isHot: binary,
    isNew: binary,
    supportPlay: binary,
    title: { type: 'string', maxLength: 120 },
    displayName: { type: 'string', maxLength: 120 },
    accountTypeName: { type: 'string', maxLength: 120 },
    /** The vendor's card (logo) image path. */
    cards: { type: 'string', maxLength: 500 },
    gameClassify: { type: 'array', items: classifySchema, maxItems: 32 },
    gameCount: { type: 'integer', minimum: 0 },
  },
} as const;
/** A game vendor. */
export type Vendor = FromSchema<typeof vendorSchema>;

/** `GET /wps/game/vendors` (getGameVendor): vendors in lanes, one lane per category. */
export const vendorLanesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lanes'],
  properties: {
    lanes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['gameCategory', 'vendors'],
        properties: {
          gameCategory: gameTypeSchema,
          vendors: { type: 'array', items: vendorSchema },
        },
      },
    },
  },
} as const;
/** Vendor lanes. */
export type VendorLanes = FromSchema<typeof vendorLanesSchema>;

/** `GET /wps/game/vendors/gameTypes?vassalage=` (vassGameType): the game types a vendor has. */
export const vendorGameTypesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['vassalage', 'gameTypes'],
  properties: {
    vassalage: vassalageSchema,
    gameTypes: { type: 'array', items: gameTypeSchema },
  },
} as const;

/** `GET /lgw/games/game_menus`: spec §3 "Game menu entry", in menu order. */
export const gameMenusSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'gameType', 'page'],
    properties: {
      /** Translation key of the entry (`live`, `rng`, ...; the storefront's menu labels). */
      name: { type: 'string', pattern: '^[a-z][A-Za-z]*$' },
      gameType: gameTypeSchema,
      /** The storefront route (`/live`). */
      page: { type: 'string', pattern: '^/[A-Za-z]*$' },
    },
  },
} as const;
/** Game menu entries. */
export type GameMenus = FromSchema<typeof gameMenusSchema>;

/** Game list answer (spec §3): one page plus the page count and total. */
export const gameListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['games', 'pageNo', 'totalPages', 'total'],
  properties: {
    games: { type: 'array', items: gameSchema },
    pageNo: { type: 'integer', minimum: 1 },
    totalPages: { type: 'integer', minimum: 0 },
    total: { type: 'integer', minimum: 0 },
  },
} as const;
/** A page of games. */
export type GameList = FromSchema<typeof gameListSchema>;

/**
 * `GET /wps/relay/GCSGAME_hotGamesV2` (merchantCode, isPlatform 2, vassalage, platform,
 * language, gameType): the hot games, best first.
 */
export const hotGamesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list'],
  properties: { list: { type: 'array', items: gameSchema } },
} as const;
/** Hot games. */
export type HotGames = FromSchema<typeof hotGamesSchema>;

/** `GET /wps/game/favorites/ids` (token): the member's favourite `nodeId`s. */
export const favoriteIdsSchema = { type: 'array', items: nodeIdSchema } as const;

/** `GET /wps/game/favorites` (token; gameType, vendor, pageNo, pageSize): favourite games. */
export const favoriteListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['content', 'totalPages'],
  properties: {
    content: { type: 'array', items: gameSchema },
    totalPages: { type: 'integer', minimum: 0 },
  },
} as const;
/** Favourite games. */
export type FavoriteList = FromSchema<typeof favoriteListSchema>;

/** `POST` (add) and `DELETE` (remove) `/wps/game/favorites` body (token). */
export const favoriteRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nodeId', 'vendor', 'gameType'],
  properties: { nodeId: nodeIdSchema, vendor: vassalageSchema, gameType: gameTypeSchema },
} as const;
/** A favourite add or remove. */
export type FavoriteRequest = FromSchema<typeof favoriteRequestSchema>;

/** Answer to a favourite add or remove: the favourite ids afterwards. */
export const favoriteChangeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nodeId', 'favorite', 'ids'],
  properties: {
    nodeId: nodeIdSchema,
    favorite: { type: 'boolean' },
    ids: favoriteIdsSchema,
  },
} as const;

/** `GET /wps/relay/GCS_recentGame` (token; clientType, vassalage, gameType, language). */
export const recentGamesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list', 'totalPages'],
  properties: {
    list: { type: 'array', items: gameSchema },
    totalPages: { type: 'integer', minimum: 0 },
  },
} as const;
/** Recent games, most recent first. */
export type RecentGames = FromSchema<typeof recentGamesSchema>;

/**
 * `POST /wps/game/launchGame` body (action getLaunchAddressV2). `accountType` 1 plays for real
 * money and needs a member token; 0 is the free trial a game with `supportPlay` 0 offers
 * (play money, no token needed).
 */
export const launchRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['action', 'nodeId', 'accountType'],
  properties: {
    action: { type: 'string', enum: ['getLaunchAddressV2'] },
    gameId: { type: 'string', maxLength: 64 },
    nodeId: nodeIdSchema,
    accountType: { type: 'integer', enum: [0, 1] },
    confirmTrans: { type: 'integer', enum: [0, 1] },
    vassalage: vassalageSchema,
    launchMode: { type: 'string', maxLength: 16 },
    platform: { type: 'string', maxLength: 64 },
    clientType: { type: 'integer' },
    username: { type: 'string', maxLength: 64 },
    token: { type: 'string', maxLength: 512 },
    merchantCode: { type: 'string', maxLength: 64 },
    language: { type: 'string', maxLength: 8 },
  },
} as const;
/** A launch request. */
export type LaunchRequest = FromSchema<typeof launchRequestSchema>;

/**
 * Launch answer. `game_url` is a path (the storefront puts a launch CDN in front) or an
 * absolute URL; `wallet` says which frame page shows it (`seamless` -> /seamless, else /game).
 */
export const launchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['game_url', 'nodeId', 'gameName', 'vassalage', 'gameType', 'wallet', 'trial'],
  properties: {
    game_url: { type: 'string', minLength: 1, maxLength: 2000 },
    game_url2: { type: 'string', maxLength: 2000 },
    nodeId: nodeIdSchema,
    gameName: { type: 'string', maxLength: 120 },
    vassalage: vassalageSchema,
    gameType: gameTypeSchema,
    wallet: { type: 'string', enum: ['seamless', 'transfer'] },
    trial: { type: 'boolean' },
  },
} as const;
/** A launch address. */
export type Launch = FromSchema<typeof launchSchema>;

/** `GET /wps/relay/GCSGAME_getRankList` (gameCategory ALL, language, limitNum 20): real wins. */
export const winnerBoardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['customerName', 'gameName', 'winAmount', 'currency', 'wonAt'],
        properties: {
          /** Masked player name (`ma***23`). */
          customerName: { type: 'string', maxLength: 64 },
          gameName: { type: 'string', maxLength: 120 },
          winAmount: minor,
          currency: { type: 'string', pattern: '^[A-Z]{3}$' },
          wonAt: { type: 'string', maxLength: 40 },
        },
      },
    },
  },
} as const;
/** Winner board entries, newest first. */
export type WinnerBoard = FromSchema<typeof winnerBoardSchema>;

/** Response schemas the storefront validates, by name (see scripts/emit-schemas.ts). */
export const gameResponses = {
  gameMenus: envelope(gameMenusSchema),
  vendorLanes: envelope(vendorLanesSchema),
  vendorGameTypes: envelope(vendorGameTypesSchema),
  gameList: envelope(gameListSchema),
  hotGames: envelope(hotGamesSchema),
  favoriteIds: envelope(favoriteIdsSchema),
  favoriteList: envelope(favoriteListSchema),
  favoriteChange: envelope(favoriteChangeSchema),
  recentGames: envelope(recentGamesSchema),
  launch: envelope(launchSchema),
  winnerBoard: envelope(winnerBoardSchema),
} as const;
