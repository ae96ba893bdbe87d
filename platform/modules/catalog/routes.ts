/**
 * The lobby's game calls (spec §7 "Games"): game menus, vendor lanes, a vendor's game types,
 * hot games and the game list (which also serves the popup game list, pageSize 1000). They
 * answer from the in-memory catalog (platform/modules/catalog/store.ts) with answers serialised once
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
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  gameListQuerySchema,
  hotGamesQuerySchema,
  vendorGameTypesQuerySchema,
  vendorsQuerySchema,
  type GameListQuery,
} from '../../../schemas/api/game-queries.ts';
import { gameResponses } from '../../../schemas/api/games.ts';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import { compressThreshold, type CachedAnswer, type ListFilter } from './snapshot.ts';
import type { CatalogStore } from './store.ts';
import { PlatformError } from '../../kernel/errors.ts';
import { requestLanguage } from '../brands/index.ts';

/** What the game routes need. */
export interface GameRouteOptions {
  catalog: CatalogStore;
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

/** Error bodies of the game calls. */
const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/**
 * Options of a catalog call: its query and answer schemas, and no compress hook (the catalog
 * answers carry their own compressed bodies, see sendAnswer).
 */
function catalogCall<Query extends object, Answer extends object>(query: Query, answer: Answer) {
  return {
    compress: false as const,
    schema: { querystring: query, response: { 200: answer, ...errors } },
  };
}

const noQuery = { type: 'object' } as const;

/** Registers the game calls on `app`. */
export function gameRoutes(scope: FastifyInstance, options: GameRouteOptions): void {
  const { catalog } = options;
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();

  app.get(
    '/lgw/games/game_menus',
    catalogCall(noQuery, gameResponses.gameMenus),
    async (request, reply) => sendAnswer(request, reply, catalog.snapshot().gameMenus()),
  );

  app.get(
    '/wps/game/vendors',
    catalogCall(vendorsQuerySchema, gameResponses.vendorLanes),
    async (request, reply) => {
      const language = requestLanguage(request, request.query.language);
      return sendAnswer(request, reply, catalog.snapshot().vendorLanes(language));
    },
  );

  app.get(
    '/wps/game/vendors/gameTypes',
    catalogCall(vendorGameTypesQuerySchema, gameResponses.vendorGameTypes),
    async (request, reply) =>
      sendAnswer(request, reply, catalog.snapshot().vendorGameTypesAnswer(request.query.vassalage)),
  );

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    catalogCall(hotGamesQuerySchema, gameResponses.hotGames),
    async (request, reply) => {
      const { query } = request;
      const language = requestLanguage(request, query.language);
      return sendAnswer(
        request,
        reply,
        catalog.snapshot().hotGames(query.gameType, query.vassalage, language),
      );
    },
  );

  app.get(
    '/wps/relay/GCSGAME_gameList',
    catalogCall(gameListQuerySchema, gameResponses.gameList),
    async (request, reply) => {
      const language = requestLanguage(request, request.query.language);
      return sendAnswer(
        request,
        reply,
        catalog.snapshot().gameList(listFilter(request.query), language),
      );
    },
  );
}
