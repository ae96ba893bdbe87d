import {
  getProfit,
  listBets,
  listTransactions,
  type BetsQuery,
  type ProfitQuery,
  type TransactionsQuery,
} from '../api/member-records.ts';
import { defineResource } from './query.ts';

/** A page of the account record: for whom (token), and every parameter of the query. */
export type TransactionsParam = TransactionsQuery & { token: string };

/** A page of the member's wallet movements. No names in it, so not keyed by language. */
export const transactionsResource = defineResource({
  name: 'recordTransactions',
  key: ({ token, from, to, type, page, pageSize }: TransactionsParam) =>
    [token, from, to, type ?? '', page ?? 1, pageSize ?? ''].join('|'),
  fetch: ({ token: _token, ...query }: TransactionsParam, signal) =>
    listTransactions(query, signal),
});

/** A page of the betting record: for whom, in which language (game names), every parameter. */
export type BetsParam = BetsQuery & { token: string; language: string };

/** A page of the member's bets with the totals over the range and filters. */
export const betsResource = defineResource({
  name: 'recordBets',
  key: ({ token, language, from, to, gameType, vendor, page, pageSize }: BetsParam) =>
    [token, language, from, to, gameType ?? '', vendor ?? '', page ?? 1, pageSize ?? ''].join('|'),
  fetch: ({ token: _token, language: _language, ...query }: BetsParam, signal) =>
    listBets(query, signal),
});

/** The member's profit and loss over some days: for whom and which days. */
export type ProfitParam = ProfitQuery & { token: string };

/** Profit and loss per day of the range, and its totals. */
export const profitResource = defineResource({
  name: 'recordProfit',
  key: ({ token, from, to }: ProfitParam) => `${token}|${from}|${to}`,
  fetch: ({ from, to }: ProfitParam, signal) => getProfit({ from, to }, signal),
});
