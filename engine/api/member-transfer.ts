import type { FromSchema } from 'json-schema-to-ts';
import type {
  uplineTransferRequestSchema,
  withdrawalResponses,
} from '../../schemas/api/withdrawals.ts';
import { sealed } from './enc.ts';
import { call, http } from './http.ts';
import { validateUpline, validateUplineTransfer } from './cashier-validators.generated.js';

/** The member's upline (null when they have none) and what the member may send to it. */
export type UplineInfo = FromSchema<(typeof withdrawalResponses)['upline']>['value'];

/** A transfer to the upline as answered: the amount sent and the member's balance after it. */
export type UplineTransfer = FromSchema<(typeof withdrawalResponses)['uplineTransfer']>['value'];

/** The body of a transfer to the upline (sent sealed). */
export type UplineTransferRequest = FromSchema<typeof uplineTransferRequestSchema>;

/**
 * `GET /wps/member/transfer/upline` (token, members only): the agent above the member, if any,
 * and what may be sent now (the balance less outstanding bonus turnover, as for a withdrawal).
 */
export function getUpline(signal?: AbortSignal): Promise<UplineInfo> {
  return call(() => http.get('wps/member/transfer/upline', { signal }), validateUpline);
}

/**
 * `POST /wps/member/transfer/upline` (token, enc): sends `amountMinor` to the upline, proven
 * with the withdrawal password. The platform answers the first transfer again for the same
 * `requestId`, so ky may retry the call on a gateway failure (as `requestWithdrawal` does).
 */
export async function transferToUpline(request: UplineTransferRequest): Promise<UplineTransfer> {
  const body = await sealed(request);
  return call(
    () =>
      http.post('wps/member/transfer/upline', {
        json: body,
        retry: { limit: 1, methods: ['post'], statusCodes: [502, 503, 504] },
      }),
    validateUplineTransfer,
  );
}
