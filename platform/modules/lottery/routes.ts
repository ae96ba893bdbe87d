/**
 * The lottery calls (spec §7 "Lottery"; schemas/api/lottery.ts): the lottery menu, recent and
 * popular games, past numbers, one draw with its proof and the launch (where the storefront
 * opens the lottery) are public (recent needs a member); buying, listing and cancelling slips
 * need a member's session.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { lotteryGame } from '../../../engine/core/lottery/index.ts';
import type { Brand } from '../../../schemas/brand.ts';
import {
  buySlipRequestSchema,
  drawParamsSchema,
  lotteryMenuQuerySchema,
  lotteryNumbersQuerySchema,
  lotteryPopularQuerySchema,
  lotteryLaunchQuerySchema,
  lotteryRecentQuerySchema,
  lotteryResponses,
  slipParamsSchema,
  slipsQuerySchema,
} from '../../../schemas/api/lottery.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError } from '../../kernel/errors.ts';
import { perMinute } from '../../kernel/rate-limits.ts';
import { accountOf, errorResponses } from '../accounts/index.ts';
import { siteOf } from '../brands/index.ts';
import {
  defaultPlayTypeOf,
  drawAnswer,
  drawByKey,
  lotteryMenu,
  pastDraws,
  popularGames,
  recentGames,
} from './games.ts';
import { buySlip, cancelSlip, memberSlips } from './slips.ts';

/** What the lottery routes need. */
export interface LotteryRouteOptions {
  db: Database;
  clock: Clock;
}

/** At most this many purchases and cancellations per member and minute. */
export const slipsPerMinute = 60;

/** Spec §9: the recent lottery count and the popular count. */
const recentDefault = 100;
const popularDefault = 20;
/** Spec §9: the Vietnamese numbers count. */
const numbersDefault = 100;

/**
 * The storefront path a lottery launch opens: the game's betting page on its default bet type,
 * or the lottery lobby (with the game preselected when named).
 * @throws VALIDATION_FAILED for `betting` without a game, GAME_NOT_FOUND for a game the brand lacks.
 */
function lotteryLaunchPath(
  brand: Brand,
  query: Pick<FromSchema<typeof lotteryLaunchQuerySchema>, 'lottoView' | 'gameCode'>,
): string {
  const { lottoView, gameCode } = query;
  if (gameCode === undefined) {
    if (lottoView === 'lobby') return '/lotteryCenter';
    throw apiError('VALIDATION_FAILED', {
      message: 'Invalid query: gameCode is required for lottoView betting',
      fields: { gameCode: 'required' },
    });
  }
  const game = lotteryGame(brand.lottery, gameCode);
  if (!game)
    throw apiError('GAME_NOT_FOUND', { message: `This brand has no lottery game ${gameCode}` });
  if (lottoView === 'lobby') return `/lotteryCenter?${new URLSearchParams({ gameCode })}`;
  return `/lottery?${new URLSearchParams({ gameCode, playType: defaultPlayTypeOf(game) })}`;
}

/** Registers the lottery calls. */
export function lotteryRoutes(scope: FastifyInstance, options: LotteryRouteOptions): void {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, clock } = options;
  const member = { access: 'member' } as const;

  app.get(
    '/lgw/vn/games/game_menu',
    { schema: { querystring: lotteryMenuQuerySchema, response: { 200: lotteryResponses.menu } } },
    async (request) => ({
      value: await lotteryMenu(db, clock, siteOf(request).brand, request.query.prizeMode),
    }),
  );

  app.get(
    '/lgw/lottery/launch',
    {
      schema: {
        querystring: lotteryLaunchQuerySchema,
        response: { 200: lotteryResponses.launch, ...errorResponses },
      },
    },
    async (request) => ({
      value: { url: lotteryLaunchPath(siteOf(request).brand, request.query) },
    }),
  );

  app.get(
    '/lgw/vn/games/recent',
    {
      config: member,
      schema: {
        querystring: lotteryRecentQuerySchema,
        response: { 200: lotteryResponses.games, ...errorResponses },
      },
    },
    async (request) => ({
      value: await recentGames(
        db,
        clock,
        siteOf(request).brand,
        accountOf(request).member.id,
        request.query.recentCount ?? recentDefault,
        request.query.prizeMode,
      ),
    }),
  );

  app.get(
    '/lgw/games/popular',
    {
      schema: { querystring: lotteryPopularQuerySchema, response: { 200: lotteryResponses.games } },
    },
    async (request) => ({
      value: await popularGames(
        db,
        clock,
        siteOf(request).brand,
        request.query.count ?? popularDefault,
        request.query.prizeMode,
      ),
    }),
  );

  app.get(
    '/lgw/vn/games/numbers',
    {
      schema: {
        querystring: lotteryNumbersQuerySchema,
        response: { 200: lotteryResponses.draws, ...errorResponses },
      },
    },
    async (request) => ({
      value: await pastDraws(
        db,
        siteOf(request).brand,
        request.query.gameId,
        request.query.count ?? numbersDefault,
      ),
    }),
  );

  app.get(
    '/wps/lottery/draws/:drawKey',
    {
      schema: {
        params: drawParamsSchema,
        response: { 200: lotteryResponses.draw, ...errorResponses },
      },
    },
    async (request) => {
      const draw = await drawByKey(db, siteOf(request).brand, request.params.drawKey);
      if (!draw) throw apiError('NOT_FOUND', { message: `No draw ${request.params.drawKey}` });
      return { value: drawAnswer(draw) };
    },
  );

  app.post(
    '/wps/lottery/slips',
    {
      config: { ...member, ...perMinute(slipsPerMinute) },
      schema: {
        body: buySlipRequestSchema,
        response: { 200: lotteryResponses.slip, ...errorResponses },
      },
    },
    async (request) => ({
      value: await buySlip(
        db,
        clock,
        siteOf(request).brand,
        accountOf(request).member.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/wps/lottery/slips',
    {
      config: member,
      schema: {
        querystring: slipsQuerySchema,
        response: { 200: lotteryResponses.slips, ...errorResponses },
      },
    },
    async (request) => ({
      value: await memberSlips(db, clock, siteOf(request).brand, accountOf(request).member.id, {
        status: request.query.status,
        page: request.query.page ?? 1,
        pageSize: request.query.pageSize ?? 20,
      }),
    }),
  );

  app.post(
    '/wps/lottery/slips/:slipId/cancel',
    {
      config: { ...member, ...perMinute(slipsPerMinute) },
      schema: {
        params: slipParamsSchema,
        response: { 200: lotteryResponses.slip, ...errorResponses },
      },
    },
    async (request) => ({
      value: await cancelSlip(
        db,
        clock,
        siteOf(request).brand,
        accountOf(request).member.id,
        request.params.slipId,
      ),
    }),
  );
}
