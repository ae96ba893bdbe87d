/**
 * The member's records (issue 14 item 5), read from the ledger: the wallet history
 * (`transactionHistory`), the betting record with totals (`personalHistoryCopy`) and profit and
 * loss per day (`personalProfit`). Days are the brand's (`timeZone`); a range covers at most
 * `recordRangeMaxDays`.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import {
  betsQuerySchema,
  profitQuerySchema,
  recordResponses,
  transactionsQuerySchema,
} from '../../../schemas/api/records.ts';
import { accountOf, errorResponses } from '../accounts/index.ts';
import { requestLanguage, siteOf } from '../brands/index.ts';
import { betRecord, profitByDay, walletHistory } from '../ledger/index.ts';
import type { CashierRouteOptions } from './routes.ts';

/** Registers the member's record routes. */
export function recordRoutes(scope: FastifyInstance, options: CashierRouteOptions): void {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = options;
  const member = { access: 'member' } as const;

  app.get(
    '/wps/member/records/transactions',
    {
      config: member,
      schema: {
        querystring: transactionsQuerySchema,
        response: { 200: recordResponses.transactions, ...errorResponses },
      },
    },
    async (request) => {
      const { page = 1, pageSize = 20, ...query } = request.query;
      const value = await walletHistory(db, accountOf(request).member.id, {
        ...query,
        page,
        pageSize,
        timeZone: siteOf(request).brand.timeZone,
      });
      return { value };
    },
  );

  app.get(
    '/wps/member/records/bets',
    {
      config: member,
      schema: {
        querystring: betsQuerySchema,
        response: { 200: recordResponses.bets, ...errorResponses },
      },
    },
    async (request) => {
      const { page = 1, pageSize = 20, ...query } = request.query;
      const value = await betRecord(db, [accountOf(request).member.id], {
        ...query,
        page,
        pageSize,
        timeZone: siteOf(request).brand.timeZone,
        language: requestLanguage(request),
      });
      return { value };
    },
  );

  app.get(
    '/wps/member/records/profit',
    {
      config: member,
      schema: {
        querystring: profitQuerySchema,
        response: { 200: recordResponses.profit, ...errorResponses },
      },
    },
    async (request) => ({
      value: await profitByDay(db, [accountOf(request).member.id], {
        ...request.query,
        timeZone: siteOf(request).brand.timeZone,
      }),
    }),
  );
}
