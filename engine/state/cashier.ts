import { getDeposit, getDepositChannels } from '../api/cashier-deposit.ts';
import { getWithdrawal, getWithdrawalSummary, listWithdrawals } from '../api/cashier-withdraw.ts';
import { defineResource } from './query.ts';

/**
 * The member's deposit channels. Keyed by token (another login loads its own counts) and by
 * language (the platform names the channels in the request's language).
 */
export const depositChannelsResource = defineResource({
  name: 'depositChannels',
  key: ({ token, language }: { token: string; language: string }) => `${token}|${language}`,
  fetch: (_param: { token: string; language: string }, signal) => getDepositChannels(signal),
});

/** One of the member's deposits, keyed by token and deposit id; polled while it is pending. */
export const depositResource = defineResource({
  name: 'deposit',
  key: ({ token, id }: { token: string; id: string }) => `${token}|${id}`,
  fetch: ({ id }: { token: string; id: string }, signal) => getDeposit(id, signal),
});

/**
 * What the withdrawal page shows: limits, balance, password state, real name, providers and
 * payout accounts. Keyed by token and language (providers are named in the request's language).
 */
export const withdrawalSummaryResource = defineResource({
  name: 'withdrawalSummary',
  key: ({ token, language }: { token: string; language: string }) => `${token}|${language}`,
  fetch: (_param: { token: string; language: string }, signal) => getWithdrawalSummary(signal),
});

/** Which page of the member's withdrawals, for whom, in which language (provider names). */
export interface WithdrawalsPageParam {
  token: string;
  language: string;
  page: number;
  pageSize: number;
}

/** A page of the member's withdrawals, newest first. */
export const withdrawalsResource = defineResource({
  name: 'withdrawals',
  key: ({ token, language, page, pageSize }: WithdrawalsPageParam) =>
    `${token}|${language}|${page}|${pageSize}`,
  fetch: ({ page, pageSize }: WithdrawalsPageParam, signal) =>
    listWithdrawals(page, pageSize, signal),
});

/** One of the member's withdrawals, keyed by token, language and withdrawal id. */
export const withdrawalResource = defineResource({
  name: 'withdrawal',
  key: ({ token, language, id }: { token: string; language: string; id: string }) =>
    `${token}|${language}|${id}`,
  fetch: ({ id }: { token: string; language: string; id: string }, signal) =>
    getWithdrawal(id, signal),
});
