import { http, HttpResponse } from 'msw';
import type { UplineInfo } from '../../engine/api/member-transfer.ts';
import {
  depositLimitPeriods,
  type DepositLimit,
  type DepositLimitPeriod,
  type DepositLimitRequest,
} from '../../schemas/api/cashier.ts';
import { openBody } from './account-handlers.ts';

/** The demo member's upline, an agent. */
export const sampleUpline = { username: 'maria_agent', nickname: 'Maria' };

/** The upline answer: Maria, and ₱5,000.00 that may be sent; unless overridden. */
export function uplineFor(overrides: Partial<UplineInfo> = {}): UplineInfo {
  return { upline: sampleUpline, transferableMinor: 500_000, currency: 'PHP', ...overrides };
}

/** The upline call's answer. */
export function uplineAnswer(info: UplineInfo = uplineFor()) {
  return HttpResponse.json({ value: info });
}

/** The member's deposit limits: none in any period, nothing deposited; unless overridden. */
export function limitsFor(
  overrides: Partial<Record<DepositLimitPeriod, Partial<DepositLimit>>> = {},
): DepositLimit[] {
  return depositLimitPeriods.map((period) => ({
    period,
    limitMinor: null,
    usedMinor: 0,
    pending: null,
    ...overrides[period],
  }));
}

/** The limits call's answer. */
export function limitsAnswer(limits: readonly DepositLimit[] = limitsFor()) {
  return HttpResponse.json({ value: [...limits] });
}

/**
 * `limits` after a change, by the platform's rule (platform/modules/cashier/limits.ts): a lower
 * or first limit at once, dropping a waiting raise; a raise or a removal from 24 hours after
 * `now`, the current limit staying in force until then.
 */
export function withLimitChange(
  limits: readonly DepositLimit[],
  { period, limitMinor }: DepositLimitRequest,
  now = new Date(),
): DepositLimit[] {
  return limits.map((limit) => {
    if (limit.period !== period) return limit;
    const current = limit.limitMinor;
    if (limitMinor !== null && (current === null || limitMinor <= current))
      return { ...limit, limitMinor, pending: null };
    if (current === null) return { ...limit, pending: null };
    const effectiveAt = new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString();
    return { ...limit, pending: { limitMinor, effectiveAt } };
  });
}

/**
 * Handlers answering the transfer to upline and the deposit limits like the platform, for
 * stories and UI tests: the member has an upline and ₱5,000.00 to send; limit changes are kept
 * (per set of handlers) and follow the platform's rule.
 */
export function memberTransferHandlers(initialLimits: readonly DepositLimit[] = limitsFor()) {
  let limits = [...initialLimits];
  return [
    http.get('*/wps/member/transfer/upline', () => uplineAnswer()),
    http.post('*/wps/member/transfer/upline', async ({ request }) => {
      const amountMinor = Number((await openBody(request)).amountMinor);
      return HttpResponse.json({ value: { amountMinor, balanceMinor: 500_000 - amountMinor } });
    }),
    http.get('*/wps/member/limits/deposit', () => limitsAnswer(limits)),
    http.put('*/wps/member/limits/deposit', async ({ request }) => {
      limits = withLimitChange(limits, (await request.json()) as DepositLimitRequest);
      return limitsAnswer(limits);
    }),
  ];
}
