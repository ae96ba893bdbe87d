import { getUpline } from '../api/member-transfer.ts';
import { defineResource } from './query.ts';

/**
 * The member's upline and what may be sent to it, keyed by token (another login has its own);
 * read again after a transfer, as the amount that may be sent changes with it.
 */
export const uplineResource = defineResource({
  name: 'upline',
  key: (token: string) => token,
  fetch: (_token: string, signal) => getUpline(signal),
});
