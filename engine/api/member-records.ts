import type { FromSchema } from 'json-schema-to-ts';
import type {
  betsQuerySchema,
  profitQuerySchema,
  recordResponses,
  transactionsQuerySchema,
} from '../../schemas/api/records.ts';
import { call, http, searchParamsOf } from './http.ts';
import {
  validateBets,
  validateProfit,
  validateTransactions,
} from './cashier-validators.generated.js';

/** What the account record asks for: the days, a movement type, the page. */
export type TransactionsQuery = FromSchema<typeof transactionsQuerySchema>;
/** What the betting record asks for: the days, a game type and vendor, the page. */
export type BetsQuery = FromSchema<typeof betsQuerySchema>;
/** What the profit report asks for: the days. */
export type ProfitQuery = FromSchema<typeof profitQuerySchema>;

/** A page of the member's wallet movements, newest first. */
export type TransactionPage = FromSchema<(typeof recordResponses)['transactions']>['value'];
/** A page of the betting record, with the totals over the whole range and filters. */
export type BetPage = FromSchema<(typeof recordResponses)['bets']>['value'];
/** Profit and loss per day of the range, and over it. */
export type ProfitReport = FromSchema<(typeof recordResponses)['profit']>['value'];

/**
 * `GET /wps/member/records/transactions` (token): every movement of the member's wallet in the
 * days of the query (brand time zone), of one type or all.
 */
export function listTransactions(
  query: TransactionsQuery,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  return call(
    () =>
      http.get('wps/member/records/transactions', { searchParams: searchParamsOf(query), signal }),
    validateTransactions,
  );
}

/**
 * `GET /wps/member/records/bets` (token): the member's bets in the days of the query, of one game
 * type and vendor or all; game names in the request language.
 */
export function listBets(query: BetsQuery, signal?: AbortSignal): Promise<BetPage> {
  return call(
    () => http.get('wps/member/records/bets', { searchParams: searchParamsOf(query), signal }),
    validateBets,
  );
}

/** `GET /wps/member/records/profit` (token): every day of the range in order, and the totals. */
export function getProfit(query: ProfitQuery, signal?: AbortSignal): Promise<ProfitReport> {
  return call(
    () => http.get('wps/member/records/profit', { searchParams: searchParamsOf(query), signal }),
    validateProfit,
  );
}
