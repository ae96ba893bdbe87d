import type { FromSchema } from 'json-schema-to-ts';
import type {
  AddPayoutAccountRequest,
  memberCodePurposes,
  PaymentPasswordRequest,
  PayoutAccount,
  Withdrawal,
  withdrawalResponses,
  WithdrawalSummary,
  WithdrawRequest,
} from '../../schemas/api/withdrawals.ts';
import { sealed } from './enc.ts';
import { call, http } from './http.ts';
import {
  validateDone,
  validatePayoutAccount,
  validateReceipts,
  validateSmsSent,
  validateSummary,
  validateWithdrawal,
  validateWithdrawals,
} from './cashier-validators.generated.js';

/** A page of the member's withdrawals, newest first. */
export type WithdrawalPage = FromSchema<(typeof withdrawalResponses)['withdrawals']>['value'];

/** What a member SMS code authorises. */
export type MemberCodePurpose = (typeof memberCodePurposes)[number];

const path = (id: string) => encodeURIComponent(id);

/**
 * `GET /wps/transaction/withdraw/summary` (token): the brand's limits, today's count, balance
 * and withdrawable amount, the withdrawal password's state, the real name, the providers (named
 * in the request language) and the member's payout accounts.
 */
export function getWithdrawalSummary(signal?: AbortSignal): Promise<WithdrawalSummary> {
  return call(() => http.get('wps/transaction/withdraw/summary', { signal }), validateSummary);
}

/** `POST /wps/member/info/realName` (token): sets the real name, once (`REAL_NAME_SET` after). */
export function setRealName(payeeName: string): Promise<true> {
  return call(
    () => http.post('wps/member/info/realName', { json: { payeeName }, retry: 0 }),
    validateDone,
  );
}

/**
 * `POST /wps/member/password/payment` (token, enc): sets the withdrawal password the first time,
 * or changes it with `oldPassword` or an SMS `verificationCode`.
 */
export async function setPaymentPassword(payload: PaymentPasswordRequest): Promise<true> {
  const body = await sealed(payload);
  return call(
    () => http.post('wps/member/password/payment', { json: body, retry: 0 }),
    validateDone,
  );
}

/** `POST /wps/verification/sms/member` (token): a code to the member's own phone. */
export function sendMemberSms(purpose: MemberCodePurpose): Promise<{ expiredMinutes: number }> {
  return call(
    () => http.post('wps/verification/sms/member', { json: { purpose }, retry: 0 }),
    validateSmsSent,
  );
}

/** `POST /wps/member/payout-accounts` (token): binds an e-wallet or bank account. */
export function addPayoutAccount(request: AddPayoutAccountRequest): Promise<PayoutAccount> {
  return call(
    () => http.post('wps/member/payout-accounts', { json: request, retry: 0 }),
    validatePayoutAccount,
  );
}

/** `DELETE /wps/member/payout-accounts/:accountId` (token): removes a bound account. */
export function removePayoutAccount(accountId: string): Promise<true> {
  return call(
    () => http.delete(`wps/member/payout-accounts/${path(accountId)}`, { retry: 0 }),
    validateDone,
  );
}

/**
 * `POST /wps/transaction/withdraw` (token, enc): requests a withdrawal; the amount is reserved
 * at once. The platform answers the same withdrawal again for the same `requestId`, so ky may
 * retry the call (like `startDeposit`): the sealed body carries no nonce, so it is sent again.
 */
export async function requestWithdrawal(request: WithdrawRequest): Promise<Withdrawal> {
  const body = await sealed(request);
  return call(
    () =>
      http.post('wps/transaction/withdraw', {
        json: body,
        retry: { limit: 1, methods: ['post'], statusCodes: [502, 503, 504] },
      }),
    validateWithdrawal,
  );
}

/** `GET /wps/transaction/withdraw/list` (token): a page of the member's withdrawals. */
export function listWithdrawals(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<WithdrawalPage> {
  return call(
    () =>
      http.get('wps/transaction/withdraw/list', {
        searchParams: { page, pageSize },
        signal,
      }),
    validateWithdrawals,
  );
}

/** `GET /wps/transaction/withdraw/:id` (token): one of the member's withdrawals. */
export function getWithdrawal(id: string, signal?: AbortSignal): Promise<Withdrawal> {
  return call(
    () => http.get(`wps/transaction/withdraw/${path(id)}`, { signal }),
    validateWithdrawal,
  );
}

/** `POST /wps/transaction/withdraw/:id/cancel` (token): cancels a pending one; the amount is back. */
export function cancelWithdrawal(id: string): Promise<Withdrawal> {
  return call(
    () => http.post(`wps/transaction/withdraw/${path(id)}/cancel`, { retry: 0 }),
    validateWithdrawal,
  );
}

/**
 * `POST /wps/transaction/withdraw/:id/receipt` (token): the member's answer about a paid one,
 * received (final) or not received.
 */
export function confirmReceipt(id: string, received: boolean): Promise<Withdrawal> {
  return call(
    () =>
      http.post(`wps/transaction/withdraw/${path(id)}/receipt`, { json: { received }, retry: 0 }),
    validateWithdrawal,
  );
}

/** `POST /wps/transaction/withdraw/receipts` (token): "all received"; answers how many. */
export function confirmAllReceipts(): Promise<{ confirmed: number }> {
  return call(() => http.post('wps/transaction/withdraw/receipts', { retry: 0 }), validateReceipts);
}
