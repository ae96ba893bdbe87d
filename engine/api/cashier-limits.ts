import type { DepositLimit, DepositLimitRequest } from '../../schemas/api/cashier.ts';
import { call, http } from './http.ts';
import { validateDepositLimits } from './cashier-validators.generated.js';

/**
 * `GET /wps/member/limits/deposit` (token, members only): the member's deposit limit of each
 * period (24 hours, 7 days, 30 days) in force, what was deposited within it, and a raise or
 * removal waiting for its 24 hours.
 */
export function getDepositLimits(signal?: AbortSignal): Promise<DepositLimit[]> {
  return call(() => http.get('wps/member/limits/deposit', { signal }), validateDepositLimits);
}

/**
 * `PUT /wps/member/limits/deposit` (token): sets one period's limit (`limitMinor` null removes
 * it). A lower or first limit is in force at once; a raise or a removal 24 hours later (the
 * answer's `pending`). Answers every period as `getDepositLimits` does.
 */
export function setDepositLimit(request: DepositLimitRequest): Promise<DepositLimit[]> {
  return call(
    () => http.put('wps/member/limits/deposit', { json: request, retry: 0 }),
    validateDepositLimits,
  );
}
