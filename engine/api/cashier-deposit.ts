import type { FromSchema } from 'json-schema-to-ts';
import type {
  cashierResponses,
  Deposit,
  GatewayDepositRequest,
} from '../../schemas/api/cashier.ts';
import { call, http } from './http.ts';
import { validateDeposit, validateDepositChannels } from './cashier-validators.generated.js';

/** The brand's deposit channels for the member, with the brand's currency. */
export type DepositChannels = FromSchema<(typeof cashierResponses)['depositChannels']>['value'];

/**
 * `GET /wps/transaction/deposit/channels` (token): the channels the member may deposit through,
 * named in the request language, with limits, fees and the member's count of the last 24 hours.
 */
export function getDepositChannels(signal?: AbortSignal): Promise<DepositChannels> {
  return call(
    () => http.get('wps/transaction/deposit/channels', { signal }),
    validateDepositChannels,
  );
}

/** The deposit calls of the channel kinds the deposit form starts itself. */
const startPaths = { gateway: 'pg', qr: 'qr' } as const;

/**
 * `POST /wps/transaction/deposit/pg` or `/qr` (token): starts a deposit through a gateway or a
 * QR Ph channel. The platform answers the same deposit again for the same `requestId`, so ky may
 * retry the call (its default retries leave POST alone; this one is safe to send twice).
 */
export function startDeposit(
  kind: keyof typeof startPaths,
  request: GatewayDepositRequest,
  signal?: AbortSignal,
): Promise<Deposit> {
  return call(
    () =>
      http.post(`wps/transaction/deposit/${startPaths[kind]}`, {
        json: request,
        signal,
        retry: { limit: 1, methods: ['post'], statusCodes: [502, 503, 504] },
      }),
    validateDeposit,
  );
}

/** `GET /wps/transaction/deposit/:id` (token): one of the member's deposits, with its status. */
export function getDeposit(id: string, signal?: AbortSignal): Promise<Deposit> {
  return call(
    () => http.get(`wps/transaction/deposit/${encodeURIComponent(id)}`, { signal }),
    validateDeposit,
  );
}
