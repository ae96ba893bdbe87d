import { getFunds } from '../api/wallet-funds.ts';
import { defineResource } from './query.ts';

/**
 * The member's wallets (main and vendors'), keyed by token (another login has its own) and
 * language (vendor names come in the request language). A transfer's answer replaces it.
 */
export const fundsResource = defineResource({
  name: 'funds',
  key: ({ token, language }: { token: string; language: string }) => `${token}|${language}`,
  fetch: (_param: { token: string; language: string }, signal) => getFunds(signal),
});
