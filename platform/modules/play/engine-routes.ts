/**
 * The built-in game engine over HTTP: the slot page (`/play/slot/`, plain files from
 * `./public`, framed by the storefront on the same origin) and its API (`/play/api/...`),
 * which knows the player only by the launch token in the launch address.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorSchema, envelope } from '../../../schemas/api/envelope.ts';
import { localName } from '../catalog/index.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError, fieldError, notFound } from '../../kernel/errors.ts';
import { pathOf } from '../../kernel/http.ts';
import { repoRoot } from '../../kernel/paths.ts';
import { siteOf } from '../brands/index.ts';
import { trialBalance, walletBalance } from '../ledger/index.ts';
import { gameByNodeId, walletOf, type CatalogGame } from './games.ts';
import { openLaunch, type LaunchRow } from './launches.ts';
import { playRound, roundIdPattern } from './rounds.ts';
import { betLevels, paylines, paytableEntries, slotSymbols } from './slot.ts';

/** What the engine routes need. */
export interface EngineRouteOptions {
  db: Database;
  clock: Clock;
}

/**
 * The policy of the slot page: the storefront's, except that the same origin may frame it
 * (the storefront shows it in its /game and /seamless frames).
 */
export const slotPagePolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const publicDir = join(repoRoot, 'platform/modules/play/public');

const pageFiles = {
  'index.html': 'text/html; charset=utf-8',
  'slot.js': 'text/javascript; charset=utf-8',
  'slot.css': 'text/css; charset=utf-8',
} as const;

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
const minor = { type: 'integer', minimum: 0 } as const;
const symbol = { type: 'string', enum: slotSymbols } as const;
const reels = { type: 'array', items: { type: 'array', items: symbol } } as const;
const wins = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['line', 'symbols', 'multiplier', 'winMinor'],
    properties: {
      line: { type: 'integer', minimum: 0 },
      symbols: { type: 'array', items: symbol },
      multiplier: { type: 'integer', minimum: 0 },
      winMinor: minor,
    },
  },
} as const;

/** `GET /play/api/session?launch=` answer. */
export const engineSessionSchema = envelope({
  type: 'object',
  additionalProperties: false,
  required: [
    'gameName',
    'nodeId',
    'balance',
    'currency',
    'currencySymbol',
    'decimals',
    'betLevels',
    'minBet',
    'lines',
    'paylines',
    'paytable',
    'trial',
    'language',
  ],
  properties: {
    gameName: { type: 'string' },
    nodeId: { type: 'string' },
    balance: minor,
    currency: { type: 'string' },
    currencySymbol: { type: 'string' },
    decimals: { type: 'integer', minimum: 0 },
    betLevels: { type: 'array', items: minor },
    minBet: minor,
    lines: { type: 'integer', minimum: 1 },
    /** The row each line reads on each reel. */
    paylines: { type: 'array', items: { type: 'array', items: { type: 'integer' } } },
    paytable: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['symbols', 'multiplier'],
        properties: {
          symbols: { type: 'array', items: symbol },
          multiplier: { type: 'integer', minimum: 1 },
        },
      },
    },
    trial: { type: 'boolean' },
    language: { type: 'string' },
  },
} as const);

/** `POST /play/api/spin` answer. */
export const engineSpinSchema = envelope({
  type: 'object',
  additionalProperties: false,
  required: ['roundId', 'reels', 'wins', 'bet', 'winMinor', 'balance', 'replay'],
  properties: {
    roundId: { type: 'string' },
    reels,
    wins,
    bet: minor,
    winMinor: minor,
    balance: minor,
    replay: { type: 'boolean' },
  },
} as const);

/** `POST /play/api/spin` body: one round of a launch at a bet of its game's levels. */
const spinRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['launch', 'roundId', 'bet'],
  properties: {
    launch: { type: 'string', maxLength: 64 },
    roundId: { type: 'string', pattern: roundIdPattern.source },
    bet: { type: 'integer', minimum: 1 },
  },
} as const;

/**
 * `GET /play/api/session` query: the launch token of the launch address. Any text: a token
 * that is missing or malformed is an expired launch (LAUNCH_EXPIRED), as the slot page expects.
 */
const sessionQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { launch: { type: 'string' } },
} as const;

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER))
    throw apiError('UNKNOWN', { message: 'The balance is too large to answer exactly' });
  return Number(value);
}

function sendPage(reply: FastifyReply, name: keyof typeof pageFiles, body: string) {
  return reply
    .type(pageFiles[name])
    .header('cache-control', 'no-cache')
    .header('content-security-policy', slotPagePolicy)
    .header('x-frame-options', 'SAMEORIGIN')
    .send(body);
}

/** Registers the slot page and its API. */
export function engineRoutes(scope: FastifyInstance, options: EngineRouteOptions): void {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, clock } = options;
  const files = Object.fromEntries(
    Object.keys(pageFiles).map((name) => [name, readFileSync(join(publicDir, name), 'utf8')]),
  ) as Record<keyof typeof pageFiles, string>;

  // The page's own links are relative to the folder, so the folder needs its slash.
  app.get('/play/slot', async (request, reply) => {
    const query = request.url.slice('/play/slot'.length);
    return reply.redirect(`/play/slot/${query}`, 301);
  });
  app.get('/play/slot/', async (_request, reply) =>
    sendPage(reply, 'index.html', files['index.html']),
  );
  app.get('/play/slot/slot.js', async (_request, reply) =>
    sendPage(reply, 'slot.js', files['slot.js']),
  );
  app.get('/play/slot/slot.css', async (_request, reply) =>
    sendPage(reply, 'slot.css', files['slot.css']),
  );

  /** The launch of the request and its game (which must still be in the catalog). */
  const launchAndGame = async (
    request: FastifyRequest,
    token: string | undefined,
  ): Promise<{ launch: LaunchRow; game: CatalogGame }> => {
    const launch = await openLaunch(db, clock, siteOf(request).brand, token);
    const game = await gameByNodeId(db, launch.nodeId);
    if (!game) throw apiError('GAME_NOT_FOUND');
    return { launch, game };
  };

  app.get(
    '/play/api/session',
    {
      schema: {
        querystring: sessionQuerySchema,
        response: { 200: engineSessionSchema, ...errors },
      },
    },
    async (request) => {
      const { brand } = siteOf(request);
      const { launch, game } = await launchAndGame(request, request.query.launch);
      const balance =
        launch.memberId === null
          ? await trialBalance(db, launch.tokenHash)
          : (await walletBalance(db, launch.memberId, walletOf(game))).balanceMinor;
      const levels = betLevels(game.game.minBetMinor);
      return {
        value: {
          gameName: localName(game.game.names, launch.language, game.game.name),
          nodeId: game.game.nodeId,
          balance: safeNumber(balance),
          currency: brand.currency.code,
          currencySymbol: brand.currency.symbol,
          decimals: brand.currency.decimals,
          betLevels: levels,
          minBet: levels[0] ?? 0,
          lines: paylines.length,
          paylines: paylines.map((line) => [...line]),
          paytable: paytableEntries(),
          trial: launch.memberId === null,
          language: launch.language,
        },
      };
    },
  );

  app.post(
    '/play/api/spin',
    { schema: { body: spinRequestSchema, response: { 200: engineSpinSchema, ...errors } } },
    async (request) => {
      const input = request.body;
      const { launch, game } = await launchAndGame(request, input.launch);
      if (!betLevels(game.game.minBetMinor).includes(input.bet))
        throw fieldError({ bet: 'invalid' });
      const round = await playRound(db, clock, {
        launch,
        vassalage: game.game.vassalage,
        wallet: walletOf(game),
        roundId: input.roundId,
        betMinor: input.bet,
      });
      return {
        value: {
          roundId: round.roundId,
          reels: round.reels,
          wins: round.wins,
          bet: round.betMinor,
          winMinor: round.winMinor,
          balance: safeNumber(round.balanceMinor),
          replay: round.replay,
        },
      };
    },
  );

  // Nothing else lives under /play: never the storefront's page fallback.
  const nothingHere = async (request: FastifyRequest) => {
    throw notFound(`No such game engine path: ${request.method} ${pathOf(request.url)}`);
  };
  app.all('/play', nothingHere);
  app.all('/play/*', nothingHere);
}
