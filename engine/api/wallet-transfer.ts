import type { WalletTransfer, WalletTransferRequest } from '../../schemas/api/wallets.ts';
import { call, http } from './http.ts';
import { validateWalletTransfer } from './cashier-validators.generated.js';

/**
 * `POST /wps/relay/GCS_walletTransfer` (token): moves money between the main wallet and one
 * vendor's wallet (or, `from` `all`, every vendor wallet back to the main one); without
 * `amountMinor` everything `from` holds. Answers what moved and the funds after it. The platform
 * answers the first transfer again for the same `requestId`, so ky may retry the call on a
 * gateway failure.
 */
export function transferBetweenWallets(request: WalletTransferRequest): Promise<WalletTransfer> {
  return call(
    () =>
      http.post('wps/relay/GCS_walletTransfer', {
        json: request,
        retry: { limit: 1, methods: ['post'], statusCodes: [502, 503, 504] },
      }),
    validateWalletTransfer,
  );
}
