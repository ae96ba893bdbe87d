/**
 * The lobby's game calls (spec §7 "Games"): game menus, vendor lanes, a vendor's game types,
 * hot games and the game list (which also serves the popup game list, pageSize 1000). They
 * answer from the in-memory catalog (platform/catalog/store.ts) with answers serialised once
 * per query and language, so the lobby path runs no database query.
 *
 * No token is needed: the spec marks the game list "(token)", but visitors browse the lobby
 * too (spec §2: only favourites, recent games and launches ask them to log in), so a token is
 * accepted and ignored. An empty query parameter counts as absent (`vassalage=` is "every
 * vendor"); other input that breaks the query schema is a 400 `VALIDATION_FAILED` naming the
 * field. Filters of the game list (docs/games.md):
 * - `gameClassify` ALL (default), NEW, HOT (by hot rank) or a vendor classify key; FAV is
 *   refused (favourites are `GET /wps/game/favorites`);
 * - `isNew` 1: only new games (0: no filter);
 * - `gameName`: trimmed, case-insensitive substring of the name in the request language or
 *   the English name;
 * - `minBet` X: games whose minimum bet is at most X minor units (a stake the player wants to
 *   play at); 0 or absent: no filter;
 * - `minLineNum` N: games with at least N pay lines; 0 or absent: no filter;
 * - pages past the end answer no games with the real `totalPages`.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  gameListQuerySchema,
  gameTypeSchema,
  vassalageSchema,
  type GameListQuery,
  type GameType,
} from '../../schemas/api/games.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import { pickLanguage } from '../../engine/core/languages.ts';
import { compressThreshold, type CachedAnswer, type ListFilter } from '../catalog/snapshot.ts';
import type { CatalogStore } from '../catalog/store.ts';
import { PlatformError } from '../errors.ts';
import { siteOf } from '../http.ts';
import { fieldProblems } from '../validation.ts';

/** What the game routes need. */
export interface GameRouteOptions {
  catalog: CatalogStore;
}

/** Pass-through fields the storefront sends with most game calls (accepted, not used). */
const passThrough = {
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

const hotGamesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { gameType: gameTypeSchema, vassalage: vassalageSchema, ...passThrough },
} as const;

const vendorsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: passThrough,
} as const;

const vendorGameTypesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['vassalage'],
  properties: { vassalage: vassalageSchema, ...passThrough },
} as const;

// Query strings are text: numbers are coerced, defaults filled, every problem reported.
const ajv = new Ajv({
  allErrors: true,
  coerceTypes: true,
  useDefaults: true,
  strict: true,
  strictTypes: false,
  logger: false,
});
const validateList = ajv.compile<GameListQuery>(gameListQuerySchema);
const validateHot = ajv.compile<{ gameType?: GameType; vassalage?: string; language?: string }>(
  hotGamesQuerySchema,
);
const validateVendors = ajv.compile<{ language?: string }>(vendorsQuerySchema);
const validateVendorTypes = ajv.compile<{ vassalage: string; language?: string }>(
  vendorGameTypesQuerySchema,
);

function explain(error: ErrorObject): string {
  const field =
    error.keyword === 'additionalProperties'
      ? String((error.params as { additionalProperty: string }).additionalProperty)
      : error.keyword === 'required'
        ? String((error.params as { missingProperty: string }).missingProperty)
        : error.instancePath.slice(1);
  const what =
    error.keyword === 'additionalProperties'
      ? 'is not a parameter of this call'
      : error.keyword === 'enum'
        ? `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`
        : (error.message ?? 'is invalid');
  return `${field} ${what}`;
}

/** The query as a plain record without empty parameters, checked against `validate`. */
function readQuery<T>(validate: ValidateFunction<T>, query: unknown): T {
  const input: Record<string, unknown> = {};
  if (typeof query === 'object' && query !== null)
    for (const [name, value] of Object.entries(query)) if (value !== '') input[name] = value;
  if (validate(input)) return input;
  const errors = validate.errors ?? [];
  throw new PlatformError('VALIDATION_FAILED', {
    message: `Invalid query: ${errors.map(explain).join('; ')}`,
    fields: fieldProblems(errors) ?? {},
  });
}

/** The answer language: the `language` parameter, else the `Language` header, else the brand's. */
function answerLanguage(request: FastifyRequest, fromQuery: string | undefined): LanguageCode {
  const { languages } = siteOf(request).brand;
  const header = request.headers.language;
  const wanted = (fromQuery ?? (typeof header === 'string' ? header : '')).trim().toUpperCase();
  return pickLanguage(wanted, languages.supported, languages.default);
}

/** Whether `accept` (an Accept-Encoding header) takes `coding` with a quality above 0. */
function accepts(accept: string, coding: string): boolean {
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

// Browsers send a handful of distinct Accept-Encoding values: remember the choice for each.
const codings = new Map<string, 'br' | 'gzip' | null>();

/** brotli, else gzip, else none, for an Accept-Encoding header. */
function preferredCoding(accept: string): 'br' | 'gzip' | undefined {
  let coding = codings.get(accept);
  if (coding === undefined) {
    coding = accepts(accept, 'br') ? 'br' : accepts(accept, 'gzip') ? 'gzip' : null;
    if (codings.size >= 64) codings.clear();
    codings.set(accept, coding);
  }
  return coding ?? undefined;
}

/**
 * Sends a serialised answer: a pre-compressed body when the client takes brotli or gzip, an
 * ETag (a matching If-None-Match gets 304), and `no-cache` so browsers revalidate after an
 * import.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  const accept = request.headers['accept-encoding'];
  if (typeof accept === 'string' && answer.body.length >= compressThreshold) {
    const coding = preferredCoding(accept);
    if (coding) return reply.header('content-encoding', coding).send(answer.encoded(coding));
  }
  return reply.send(answer.body);
}

/** The list filter of a checked game list query. */
export function listFilter(query: GameListQuery): ListFilter {
  const classify = query.gameClassify ?? 'ALL';
  if (classify === 'FAV')
    throw new PlatformError('VALIDATION_FAILED', {
      message: 'gameClassify FAV: favourites are listed by GET /wps/game/favorites',
      fields: { gameClassify: 'invalid' },
    });
  return {
    gameType: query.gameType,
    vassalage: query.vassalage,
    classify,
    newOnly: query.isNew === 1,
    name: (query.gameName ?? '').trim().toLowerCase(),
    maxMinBet: query.minBet ? query.minBet : undefined,
    minLineNum: query.minLineNum ? query.minLineNum : undefined,
    pageSize: query.pageSize ?? 20,
    pageNo: query.pageNo ?? 1,
  };
}

/** The catalog answers carry their own compressed bodies (sendAnswer): no compress hook. */
const precompressed = { compress: false } as const;

/** Registers the game calls on `app`. */
export function gameRoutes(app: FastifyInstance, options: GameRouteOptions): void {
  const { catalog } = options;

  app.get('/lgw/games/game_menus', precompressed, async (request, reply) =>
    sendAnswer(request, reply, catalog.snapshot().gameMenus()),
  );

  app.get('/wps/game/vendors', precompressed, async (request, reply) => {
    const query = readQuery(validateVendors, request.query);
    const language = answerLanguage(request, query.language);
    return sendAnswer(request, reply, catalog.snapshot().vendorLanes(language));
  });

  app.get('/wps/game/vendors/gameTypes', precompressed, async (request, reply) => {
    const query = readQuery(validateVendorTypes, request.query);
    return sendAnswer(request, reply, catalog.snapshot().vendorGameTypesAnswer(query.vassalage));
  });

  app.get('/wps/relay/GCSGAME_hotGamesV2', precompressed, async (request, reply) => {
    const query = readQuery(validateHot, request.query);
    const language = answerLanguage(request, query.language);
    return sendAnswer(
      request,
      reply,
      catalog.snapshot().hotGames(query.gameType, query.vassalage, language),
    );
  });

  app.get('/wps/relay/GCSGAME_gameList', precompressed, async (request, reply) => {
    const query = readQuery(validateList, request.query);
    const language = answerLanguage(request, query.language);
    return sendAnswer(request, reply, catalog.snapshot().gameList(listFilter(query), language));
  });
}
