import type { Funds } from '../../schemas/api/wallets.ts';
import { call, http } from './http.ts';
import { validateFunds } from './cashier-validators.generated.js';

/**
 * `GET /wps/member/info/funds/consolidated` (token): where the member's money is: the main
 * wallet (available, reserved by withdrawals, deposits on the way) and every transfer-wallet
 * vendor's wallet, named in the request language.
 */
export function getFunds(signal?: AbortSignal): Promise<Funds> {
  return call(() => http.get('wps/member/info/funds/consolidated', { signal }), validateFunds);
}
