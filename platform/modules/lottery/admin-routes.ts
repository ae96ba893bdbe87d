/**
 * The lottery's operator routes (commands.ts): a brand's draws, the verification of a draw,
 * which recomputes the commitment and the numbers from the revealed seed with the same pure
 * function a player's browser uses (engine/core/lottery `verifyDraw`), and the import of
 * real-world VN results (import.ts). An import with problems answers 400 `VALIDATION_FAILED`
 * with one entry per place in `fields` (`file:line:column /pointer` -> message) and stores
 * nothing.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lotteryGame, verifyDraw } from '../../../engine/core/lottery/index.ts';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import {
  drawListQuerySchema,
  drawVerifyQuerySchema,
  lotteryImportBodySchema,
  operatorLotteryResponses,
} from '../../../schemas/api/operator-lottery.ts';
import type { OperatorAnswerOptions } from '../../../schemas/api/operator-responses.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { PlatformError, notFound } from '../../kernel/errors.ts';
import type { BrandRegistry } from '../brands/index.ts';
import { operatorBrandId } from '../operator/index.ts';
import { ResultsFileError } from './import-check.ts';
import { importResults } from './import.ts';
import { lotteryDraws, lotteryTickets } from './tables.ts';

/** What the lottery's operator routes need. */
export interface LotteryAdminOptions {
  db: Database;
  clock: Clock;
  registry: BrandRegistry;
}

/** The `fields` of a refused import: `file:line:column /pointer` -> its problems. */
function problemFields(fileName: string, error: ResultsFileError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of error.problems) {
    const place = `${fileName}:${problem.line}:${problem.column} ${problem.pointer || '/'}`;
    fields[place] = fields[place] ? `${fields[place]}; ${problem.message}` : problem.message;
  }
  return fields;
}

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
type Provider = JsonSchemaToTsProvider<{ SerializerSchemaOptions: OperatorAnswerOptions }>;

/** Registers the lottery's operator routes. */
export function lotteryAdminRoutes(scope: FastifyInstance, options: LotteryAdminOptions): void {
  const app = scope.withTypeProvider<Provider>();
  const { db, clock, registry } = options;
  const brandOf = (id: string) => registry.sites.find((site) => site.id === id)?.brand;

  app.post(
    '/lottery/draws',
    {
      schema: {
        body: drawListQuerySchema,
        response: { 200: operatorLotteryResponses.draws, ...errors },
      },
    },
    async (request) => {
      const { brand, game, status, limit } = request.body;
      const conditions: SQL[] = [eq(lotteryDraws.brandId, operatorBrandId(registry, brand))];
      if (game) conditions.push(eq(lotteryDraws.gameId, game));
      if (status) conditions.push(eq(lotteryDraws.status, status));
      const rows = await db
        .select({
          draw: lotteryDraws,
          tickets: sql<number>`(select count(*)::integer from ${lotteryTickets} where ${lotteryTickets.drawId} = ${lotteryDraws.id})`,
        })
        .from(lotteryDraws)
        .where(and(...conditions))
        .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.id))
        .limit(limit ?? 50);
      return {
        value: rows.map(({ draw, tickets }) => ({
          drawKey: draw.drawKey,
          gameId: draw.gameId,
          drawAt: draw.drawAt,
          status: draw.status,
          commitment: draw.commitment,
          winningNumbers: draw.winningNumbers,
          late: draw.late,
          tickets,
        })),
      };
    },
  );

  app.post(
    '/lottery/verify',
    {
      schema: {
        body: drawVerifyQuerySchema,
        response: { 200: operatorLotteryResponses.verify, ...errors },
      },
    },
    async (request) => {
      const brandId = operatorBrandId(registry, request.body.brand);
      const [draw] = await db
        .select()
        .from(lotteryDraws)
        .where(
          and(eq(lotteryDraws.brandId, brandId), eq(lotteryDraws.drawKey, request.body.drawKey)),
        );
      if (!draw) throw notFound(`Brand ${brandId} has no draw ${request.body.drawKey}`);
      const brand = brandOf(brandId);
      const game = brand ? lotteryGame(brand.lottery, draw.gameId) : undefined;
      const revealed = draw.status !== 'open';
      const check =
        revealed && game
          ? await verifyDraw(game, {
              seedHex: draw.seed,
              commitment: draw.commitment,
              drawKey: draw.drawKey,
              winningNumbers: draw.winningNumbers ?? '',
            })
          : null;
      return {
        value: {
          drawKey: draw.drawKey,
          status: draw.status,
          seed: revealed ? draw.seed : null,
          commitment: draw.commitment,
          winningNumbers: draw.winningNumbers,
          source: draw.source,
          expected: check?.expected ?? null,
          commitmentOk: check?.commitmentOk ?? false,
          resultOk: check?.resultOk ?? false,
        },
      };
    },
  );

  app.post(
    '/lottery/import',
    {
      schema: {
        body: lotteryImportBodySchema,
        response: { 200: operatorLotteryResponses.import, ...errors },
      },
    },
    async (request) => {
      const { brand: brandField, fileName, text, replace } = request.body;
      const brandId = operatorBrandId(registry, brandField);
      const brand = brandOf(brandId);
      if (!brand)
        throw notFound(`Brand ${brandId} is not served (see "npm run operator -- brands")`);
      try {
        return {
          value: await importResults(db, clock, brand, {
            fileName,
            text,
            replace: replace === true,
          }),
        };
      } catch (error) {
        if (!(error instanceof ResultsFileError)) throw error;
        throw new PlatformError('VALIDATION_FAILED', {
          message: error.message,
          fields: problemFields(fileName, error),
        });
      }
    },
  );
}
