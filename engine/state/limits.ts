import { getDepositLimits } from '../api/cashier-limits.ts';
import { defineResource } from './query.ts';

/**
 * The member's deposit limits per period, keyed by token. A change answers the whole list,
 * which replaces the cached one (`set`); nothing else changes it but time and deposits.
 */
export const depositLimitsResource = defineResource({
  name: 'depositLimits',
  key: (token: string) => token,
  fetch: (_token: string, signal) => getDepositLimits(signal),
});
