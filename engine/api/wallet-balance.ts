import type { Balance } from '../../schemas/api/account.ts';
import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/** `GET /wps/v2/wallets/balance` (token): the total balance in minor units. */
export function getBalance(signal?: AbortSignal): Promise<Balance> {
  return call(
    () => http.get('wps/v2/wallets/balance', { signal }),
    memberValidator('validateBalance'),
  );
}
