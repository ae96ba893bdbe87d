import type { FromSchema } from 'json-schema-to-ts';
import type {
  BankDepositRequest,
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

/** The deposit call of each channel kind. */
const startPaths = { gateway: 'pg', qr: 'qr', 'bank-transfer': 'mt' } as const;

/** A channel kind whose deposits the deposit form starts. */
export type StartableKind = keyof typeof startPaths;

/** The body of starting a deposit of `kind`: a bank transfer carries the player's reference. */
export type StartDepositRequest<Kind extends StartableKind> = Kind extends 'bank-transfer'
  ? BankDepositRequest
  : GatewayDepositRequest;

/**
 * `POST /wps/transaction/deposit/pg`, `/qr` or `/mt` (token): starts a deposit through a
 * gateway, a QR Ph or a bank transfer channel. The platform answers the same deposit again for
 * the same `requestId`, so ky may retry the call (its default retries leave POST alone; this
 * one is safe to send twice).
 */
export function startDeposit<Kind extends StartableKind>(
  kind: Kind,
  request: StartDepositRequest<Kind>,
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
