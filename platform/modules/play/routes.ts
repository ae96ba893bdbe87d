/**
 * The player's game calls (spec §7 "Games", winner board of "Content and other"): launch,
 * favourites, recent games and the winner board. Launch and the member's lists read the
 * catalog tables directly (one game, or one member's handful); tiles come from
 * platform/modules/catalog/tile.ts like every other game answer.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  favoriteListQuerySchema,
  launchQuerySchema,
  recentGamesQuerySchema,
  winnerBoardMax,
  winnerBoardQuerySchema,
} from '../../../schemas/api/game-queries.ts';
import {
  favoriteRequestSchema,
  gameResponses,
  launchRequestSchema,
  type FavoriteRequest,
  type GameType,
  type Launch,
  type WinnerBoard,
} from '../../../schemas/api/games.ts';
import { trialAgentType } from '../../../engine/core/roles.ts';
import { accountOf, authenticate, bearerToken, errorResponses } from '../accounts/index.ts';
import { requestLanguage, siteOf } from '../brands/index.ts';
import { localName, games, gameVendors } from '../catalog/index.ts';
import { perMinute } from '../../kernel/rate-limits.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { favoriteGames, recentGames } from './tables.ts';
import { apiError, fieldError } from '../../kernel/errors.ts';
import { gameByNodeId, tilesOf, walletOf, type CatalogGame } from './games.ts';
import { openMemberAccount, recentWins } from '../ledger/index.ts';
import { createLaunch } from './launches.ts';
import { upperCasedQuery } from '../../kernel/validation.ts';

/** What the play routes need. */
export interface PlayRouteOptions {
  db: Database;
  clock: Clock;
}

/** Launches per minute and client address (each writes a launch row). */
export const launchesPerMinute = 60;
/** The most recent games answered. */
export const recentGamesLimit = 50;

/** A member name as the winner board shows it: `ma***23` (short names keep one letter). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/** An external vendor's launch address: its template with the placeholders filled in. */
export function externalLaunchUrl(
  template: string,
  values: { token: string; gameId: string; language: string },
): string {
  return template
    .replaceAll('{token}', encodeURIComponent(values.token))
    .replaceAll('{gameId}', encodeURIComponent(values.gameId))
    .replaceAll('{language}', encodeURIComponent(values.language));
}

/** The address of the built-in engine for a launch token. */
export function builtInLaunchUrl(token: string, language: string): string {
  return `/play/slot/?launch=${encodeURIComponent(token)}&lang=${encodeURIComponent(language)}`;
}

/** Registers the play routes. */
export function playRoutes(scope: FastifyInstance, options: PlayRouteOptions): void {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, clock } = options;

  const favoriteIds = async (memberId: number): Promise<string[]> => {
    const rows = await db
      .select({ nodeId: favoriteGames.nodeId })
      .from(favoriteGames)
      .innerJoin(games, eq(games.nodeId, favoriteGames.nodeId))
      .where(and(eq(favoriteGames.memberId, memberId), eq(games.enabled, true)))
      .orderBy(desc(favoriteGames.createdAt), asc(favoriteGames.nodeId));
    return rows.map((row) => row.nodeId);
  };

  /** The game a favourite change names, checked against the vendor and type it claims. */
  const favoriteTarget = async (input: FavoriteRequest): Promise<CatalogGame> => {
    const found = await gameByNodeId(db, input.nodeId);
    if (!found) throw apiError('GAME_NOT_FOUND');
    const problems: Record<string, 'invalid'> = {};
    if (found.game.vassalage !== input.vendor) problems.vendor = 'invalid';
    if (found.game.gameType !== input.gameType) problems.gameType = 'invalid';
    if (Object.keys(problems).length > 0) throw fieldError(problems);
    return found;
  };

  app.post(
    '/wps/game/launchGame',
    {
      config: perMinute(launchesPerMinute),
      schema: {
        body: launchRequestSchema,
        querystring: launchQuerySchema,
        response: { 200: gameResponses.launch, ...errorResponses },
      },
    },
    async (request) => {
      const site = siteOf(request);
      const input = request.body;
      const language = requestLanguage(request, input.language, request.query.language);
      const found = await gameByNodeId(db, input.nodeId);
      if (!found) throw apiError('GAME_NOT_FOUND');
      const { game, vendor } = found;
      const problems: Record<string, 'invalid'> = {};
      if (input.vassalage !== undefined && input.vassalage !== game.vassalage)
        problems.vassalage = 'invalid';
      if (input.gameId !== undefined && input.gameId !== '' && input.gameId !== game.gameId)
        problems.gameId = 'invalid';
      if (Object.keys(problems).length > 0) throw fieldError(problems);

      let member: { id: number; sessionTokenHash: string } | null = null;
      if (input.accountType === 1) {
        // The header carries the token; the spec's payload repeats it in the body.
        const token =
          bearerToken(request.headers.authorization) ??
          (input.token ? bearerToken(`Bearer ${input.token}`) : null);
        const account = await authenticate(db, clock, site.brand, token);
        if (account.member.isAgent === trialAgentType) throw apiError('TRIAL_ACCOUNT');
        // The launch lives as long as this session (launches.ts).
        member = { id: account.member.id, sessionTokenHash: account.session.tokenHash };
      } else if (game.supportPlay) {
        throw apiError('TRIAL_NOT_OFFERED');
      }

      const launched = await db.transaction(async (tx) => {
        const target = { brandId: site.id, nodeId: game.nodeId, language };
        const created = await createLaunch(
          tx,
          clock,
          member === null
            ? { ...target, member, trialBalanceMinor: BigInt(site.brand.wallet.trialCreditMinor) }
            : { ...target, member },
        );
        if (member !== null) {
          // A transfer-wallet vendor's game plays from the member's wallet of that vendor.
          const wallet = walletOf(found);
          if (wallet !== 'main')
            await openMemberAccount(
              tx,
              { id: member.id, brandId: site.id },
              site.brand.currency.code,
              wallet,
            );
          const playedAt = clock.now();
          await tx
            .insert(recentGames)
            .values({ memberId: member.id, nodeId: game.nodeId, playedAt })
            .onConflictDoUpdate({
              target: [recentGames.memberId, recentGames.nodeId],
              set: { playedAt },
            });
        }
        return created;
      });
      const value: Launch = {
        game_url: vendor.launchUrl
          ? externalLaunchUrl(vendor.launchUrl, {
              token: launched.token,
              gameId: game.gameId,
              language,
            })
          : builtInLaunchUrl(launched.token, language),
        nodeId: game.nodeId,
        gameName: localName(game.names, language, game.name),
        vassalage: game.vassalage,
        gameType: game.gameType as GameType,
        wallet: vendor.wallet === 'transfer' ? 'transfer' : 'seamless',
        trial: member === null,
      };
      return { value };
    },
  );

  app.get(
    '/wps/game/favorites/ids',
    {
      config: { access: 'member' },
      schema: { response: { 200: gameResponses.favoriteIds, ...errorResponses } },
    },
    async (request) => ({ value: await favoriteIds(accountOf(request).member.id) }),
  );

  app.get(
    '/wps/game/favorites',
    {
      config: { access: 'member' },
      preValidation: upperCasedQuery('gameType', 'vendor'),
      schema: {
        querystring: favoriteListQuerySchema,
        response: { 200: gameResponses.favoriteList, ...errorResponses },
      },
    },
    async (request) => {
      const site = siteOf(request);
      const { member } = accountOf(request);
      const { query } = request;
      const language = requestLanguage(request, query.language);
      // Spec §7: the favourite list is the RNG games unless a type is asked for (the default).
      const { gameType = 'RNG', vendor, pageNo = 1 } = query;
      // The page size's bound is the brand's, so the schema cannot hold it.
      const maxPage = site.brand.constants.favouritesPageSize;
      const pageSize = query.pageSize ?? maxPage;
      if (pageSize > maxPage) throw fieldError({ pageSize: 'invalid' });
      const conditions: SQL[] = [
        eq(favoriteGames.memberId, member.id),
        eq(games.enabled, true),
        eq(games.gameType, gameType),
      ];
      if (vendor) conditions.push(eq(games.vassalage, vendor));
      const where = and(...conditions);
      const [total] = await db
        .select({ n: count() })
        .from(favoriteGames)
        .innerJoin(games, eq(games.nodeId, favoriteGames.nodeId))
        .where(where);
      const rows = await db
        .select({ game: games, vendor: gameVendors })
        .from(favoriteGames)
        .innerJoin(games, eq(games.nodeId, favoriteGames.nodeId))
        .innerJoin(gameVendors, eq(gameVendors.vassalage, games.vassalage))
        .where(where)
        .orderBy(desc(favoriteGames.createdAt), asc(favoriteGames.nodeId))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      const n = Number(total?.n ?? 0);
      return { value: { content: tilesOf(rows, language), totalPages: Math.ceil(n / pageSize) } };
    },
  );

  // Adding (POST) and removing (DELETE) a favourite answer alike: the game and the new list.
  for (const favorite of [true, false]) {
    app.route({
      method: favorite ? 'POST' : 'DELETE',
      url: '/wps/game/favorites',
      config: { access: 'member' },
      schema: {
        body: favoriteRequestSchema,
        response: { 200: gameResponses.favoriteChange, ...errorResponses },
      },
      handler: async (request) => {
        const { member } = accountOf(request);
        const { game } = await favoriteTarget(request.body);
        if (favorite)
          await db
            .insert(favoriteGames)
            .values({ memberId: member.id, nodeId: game.nodeId, createdAt: clock.now() })
            .onConflictDoNothing();
        else
          await db
            .delete(favoriteGames)
            .where(
              and(eq(favoriteGames.memberId, member.id), eq(favoriteGames.nodeId, game.nodeId)),
            );
        return { value: { nodeId: game.nodeId, favorite, ids: await favoriteIds(member.id) } };
      },
    });
  }

  app.get(
    '/wps/relay/GCS_recentGame',
    {
      config: { access: 'member' },
      preValidation: upperCasedQuery('gameType', 'vassalage'),
      schema: {
        querystring: recentGamesQuerySchema,
        response: { 200: gameResponses.recentGames, ...errorResponses },
      },
    },
    async (request) => {
      const { member } = accountOf(request);
      const { gameType, vassalage: vendor, language: asked } = request.query;
      const language = requestLanguage(request, asked);
      const conditions: SQL[] = [eq(recentGames.memberId, member.id), eq(games.enabled, true)];
      if (gameType) conditions.push(eq(games.gameType, gameType));
      if (vendor) conditions.push(eq(games.vassalage, vendor));
      const rows = await db
        .select({ game: games, vendor: gameVendors })
        .from(recentGames)
        .innerJoin(games, eq(games.nodeId, recentGames.nodeId))
        .innerJoin(gameVendors, eq(gameVendors.vassalage, games.vassalage))
        .where(and(...conditions))
        .orderBy(desc(recentGames.playedAt), asc(recentGames.nodeId))
        .limit(recentGamesLimit);
      return { value: { list: tilesOf(rows, language), totalPages: rows.length > 0 ? 1 : 0 } };
    },
  );

  app.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      preValidation: upperCasedQuery('gameCategory'),
      schema: {
        querystring: winnerBoardQuerySchema,
        response: { 200: gameResponses.winnerBoard, ...errorResponses },
      },
    },
    async (request) => {
      const site = siteOf(request);
      const { query } = request;
      const language = requestLanguage(request, query.language);
      const limit =
        query.limitNum ?? Math.min(site.brand.constants.winnerBoardEntries, winnerBoardMax);
      const category = query.gameCategory === 'ALL' ? undefined : query.gameCategory;
      // Real wins only (see recentWins): trial play books on launch accounts, not members'.
      const rows = await recentWins(db, { brandId: site.id, limit, gameType: category });
      const list: WinnerBoard['list'] = rows.map((row) => ({
        customerName: maskName(row.username),
        gameName:
          row.gameName !== null && row.gameNames !== null
            ? localName(row.gameNames, language, row.gameName)
            : row.vendorNames !== null
              ? localName(row.vendorNames, language, row.vendor)
              : row.vendor,
        winAmount: Number(row.amount),
        currency: site.brand.currency.code,
        wonAt: row.wonAt.toISOString(),
      }));
      return { value: { list } };
    },
  );
}
