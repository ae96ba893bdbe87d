import { getDeposit, getDepositChannels } from '../api/cashier-deposit.ts';
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
