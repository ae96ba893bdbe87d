import { getLotterySlips, type LotterySlipsQuery } from '../api/lottery.ts';
import { defineResource, useInvalidate } from './query.ts';

/** What the member's slips are read by: the session's token and the query. */
export interface LotterySlipsParam extends LotterySlipsQuery {
  token: string;
}

/**
 * The member's lottery slips, a page at a time (my tickets), keyed by token, ticket state and
 * page, so a new login or another filter reads its own list.
 */
export const lotterySlipsResource = defineResource({
  name: 'lotterySlips',
  key: (p: LotterySlipsParam) => `${p.token}:${p.status ?? ''}:${p.page}:${p.pageSize}`,
  fetch: ({ token: _token, ...query }: LotterySlipsParam, signal) => getLotterySlips(query, signal),
});

/**
 * Reads the member's slips again wherever they are shown (every filter and page): the bet slip
 * calls it after a purchase, so "my tickets" on the same page lists the new slip.
 */
export function useRefreshLotterySlips(): () => void {
  return useInvalidate(lotterySlipsResource);
}
