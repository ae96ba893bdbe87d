/**
 * The player's game calls (spec §7 "Games", winner board of "Content and other"): launch,
 * favourites, recent games and the winner board. Launch and the member's lists read the
 * catalog tables directly (one game, or one member's handful); tiles come from
 * platform/catalog/tile.ts like every other game answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  favoriteRequestSchema,
  gameResponses,
  gameTypes,
  launchRequestSchema,
  type FavoriteRequest,
  type GameType,
  type Launch,
  type LaunchRequest,
  type WinnerBoard,
} from '../../schemas/api/games.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import { pickLanguage } from '../../engine/core/languages.ts';
import { trialAgentType } from '../../engine/core/roles.ts';
import { accountOf } from '../access.ts';
import type { ServedSite } from '../brands/registry.ts';
import { localName } from '../catalog/tile.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { favoriteGames, games, gameVendors, recentGames } from '../db/schema.ts';
import { apiError, fieldError } from '../errors.ts';
import { queryParam, siteOf } from '../http.ts';
import { gameByNodeId, tilesOf, type CatalogGame } from '../play/games.ts';
import { recentWins } from '../modules/ledger/index.ts';
import { createLaunch } from '../play/launches.ts';
import { authenticate, bearerToken } from '../services/sessions.ts';
import { inputValidator, readInput } from '../validation.ts';
import { errorResponses, perMinute } from './account-context.ts';

/** What the play routes need. */
export interface PlayRouteOptions {
  db: Database;
  clock: Clock;
}

/** Launches per minute and client address (each writes a launch row). */
export const launchesPerMinute = 60;
/** The most recent games answered. */
export const recentGamesLimit = 50;
/** The most winner board entries one call may ask for. */
export const winnerBoardMax = 50;

const validateLaunch = inputValidator<LaunchRequest>(launchRequestSchema);
const validateFavorite = inputValidator<FavoriteRequest>(favoriteRequestSchema);
const vassalagePattern = /^[A-Z][A-Z0-9_]{0,31}$/;

/**
 * The request language: the body's (launch), else the `language` query, else the `Language`
 * header; a language the brand does not offer falls back to its default.
 */
export function playLanguage(
  request: FastifyRequest,
  site: ServedSite,
  bodyLanguage?: string,
): LanguageCode {
  const header = request.headers.language;
  const given = [
    bodyLanguage,
    queryParam(request.query, 'language'),
    typeof header === 'string' ? header : undefined,
  ].find((value) => value !== undefined && value.trim() !== '');
  const { supported, default: fallback } = site.brand.languages;
  return pickLanguage(given?.trim().toUpperCase(), supported, fallback);
}

/** A whole-number query parameter within bounds; absent or empty is `fallback`. */
function intQuery(
  query: unknown,
  name: string,
  bounds: { min: number; max: number; fallback: number },
): number {
  const raw = queryParam(query, name);
  if (raw === undefined || raw.trim() === '') return bounds.fallback;
  const value = Number(raw.trim());
  if (!/^\d{1,9}$/.test(raw.trim()) || value < bounds.min || value > bounds.max)
    throw fieldError({ [name]: 'invalid' });
  return value;
}

/** An optional game type query parameter. */
function gameTypeQuery(query: unknown, name: string): GameType | undefined {
  const raw = queryParam(query, name)?.trim().toUpperCase();
  if (raw === undefined || raw === '') return undefined;
  if (!(gameTypes as readonly string[]).includes(raw)) throw fieldError({ [name]: 'invalid' });
  return raw as GameType;
}

/** An optional vendor code query parameter. */
function vendorQuery(query: unknown, name: string): string | undefined {
  const raw = queryParam(query, name)?.trim().toUpperCase();
  if (raw === undefined || raw === '') return undefined;
  if (!vassalagePattern.test(raw)) throw fieldError({ [name]: 'invalid' });
  return raw;
}

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
export function playRoutes(app: FastifyInstance, options: PlayRouteOptions): void {
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
  const favoriteTarget = async (body: unknown): Promise<CatalogGame> => {
    const input = readInput(validateFavorite, body);
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
      schema: { response: { 200: gameResponses.launch, ...errorResponses } },
    },
    async (request) => {
      const site = siteOf(request);
      const input = readInput(validateLaunch, request.body);
      const language = playLanguage(request, site, input.language);
      const found = await gameByNodeId(db, input.nodeId);
      if (!found) throw apiError('GAME_NOT_FOUND');
      const { game, vendor } = found;
      const problems: Record<string, 'invalid'> = {};
      if (input.vassalage !== undefined && input.vassalage !== game.vassalage)
        problems.vassalage = 'invalid';
      if (input.gameId !== undefined && input.gameId !== '' && input.gameId !== game.gameId)
        problems.gameId = 'invalid';
      if (Object.keys(problems).length > 0) throw fieldError(problems);

      let memberId: number | null = null;
      if (input.accountType === 1) {
        // The header carries the token; the spec's payload repeats it in the body.
        const token =
          bearerToken(request.headers.authorization) ??
          (input.token ? bearerToken(`Bearer ${input.token}`) : null);
        const account = await authenticate(db, clock, site.brand, token);
        if (account.member.isAgent === trialAgentType) throw apiError('TRIAL_ACCOUNT');
        memberId = account.member.id;
      } else if (game.supportPlay) {
        throw apiError('TRIAL_NOT_OFFERED');
      }

      const launched = await db.transaction(async (tx) => {
        const created = await createLaunch(tx, clock, {
          brandId: site.id,
          memberId,
          nodeId: game.nodeId,
          language,
          trialBalanceMinor: memberId === null ? BigInt(site.brand.wallet.trialCreditMinor) : null,
        });
        if (memberId !== null) {
          const playedAt = clock.now();
          await tx
            .insert(recentGames)
            .values({ memberId, nodeId: game.nodeId, playedAt })
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
        trial: memberId === null,
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
      schema: { response: { 200: gameResponses.favoriteList, ...errorResponses } },
    },
    async (request) => {
      const site = siteOf(request);
      const { member } = accountOf(request);
      const language = playLanguage(request, site);
      const maxPage = site.brand.constants.favouritesPageSize;
      // Spec §7: the favourite list is the RNG games unless a type is asked for.
      const gameType = gameTypeQuery(request.query, 'gameType') ?? 'RNG';
      const vendor = vendorQuery(request.query, 'vendor');
      const pageNo = intQuery(request.query, 'pageNo', { min: 1, max: 100_000, fallback: 1 });
      const pageSize = intQuery(request.query, 'pageSize', {
        min: 1,
        max: maxPage,
        fallback: maxPage,
      });
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

  app.post(
    '/wps/game/favorites',
    {
      config: { access: 'member' },
      schema: { response: { 200: gameResponses.favoriteChange, ...errorResponses } },
    },
    async (request) => {
      const { member } = accountOf(request);
      const { game } = await favoriteTarget(request.body);
      await db
        .insert(favoriteGames)
        .values({ memberId: member.id, nodeId: game.nodeId, createdAt: clock.now() })
        .onConflictDoNothing();
      return {
        value: { nodeId: game.nodeId, favorite: true, ids: await favoriteIds(member.id) },
      };
    },
  );

  app.delete(
    '/wps/game/favorites',
    {
      config: { access: 'member' },
      schema: { response: { 200: gameResponses.favoriteChange, ...errorResponses } },
    },
    async (request) => {
      const { member } = accountOf(request);
      const { game } = await favoriteTarget(request.body);
      await db
        .delete(favoriteGames)
        .where(and(eq(favoriteGames.memberId, member.id), eq(favoriteGames.nodeId, game.nodeId)));
      return {
        value: { nodeId: game.nodeId, favorite: false, ids: await favoriteIds(member.id) },
      };
    },
  );

  app.get(
    '/wps/relay/GCS_recentGame',
    {
      config: { access: 'member' },
      schema: { response: { 200: gameResponses.recentGames, ...errorResponses } },
    },
    async (request) => {
      const site = siteOf(request);
      const { member } = accountOf(request);
      const language = playLanguage(request, site);
      const gameType = gameTypeQuery(request.query, 'gameType');
      const vendor = vendorQuery(request.query, 'vassalage');
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
    { schema: { response: { 200: gameResponses.winnerBoard, ...errorResponses } } },
    async (request) => {
      const site = siteOf(request);
      const language = playLanguage(request, site);
      const limit = intQuery(request.query, 'limitNum', {
        min: 1,
        max: winnerBoardMax,
        fallback: Math.min(site.brand.constants.winnerBoardEntries, winnerBoardMax),
      });
      const rawCategory = queryParam(request.query, 'gameCategory')?.trim().toUpperCase();
      const category =
        rawCategory === undefined || rawCategory === '' || rawCategory === 'ALL'
          ? undefined
          : gameTypeQuery(request.query, 'gameCategory');
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
