import { http, HttpResponse } from 'msw';
import type { WithdrawalPage } from '../../engine/api/cashier-withdraw.ts';
import type {
  PayoutAccount,
  Withdrawal,
  WithdrawalSummary,
} from '../../schemas/api/withdrawals.ts';
import { openBody } from './account-handlers.ts';

/** Ids as the platform makes them (22 base64url characters). */
export const sampleAccountId = 'acc0123456789abcdefghi';
export const sampleWithdrawalId = 'wdr0123456789abcdefghi';

/** A bound GCash account in the demo member's real name. */
export const sampleAccount: PayoutAccount = {
  id: sampleAccountId,
  providerId: 'gcash',
  providerName: 'GCash',
  kind: 'e-wallet',
  maskedNumber: '•••• 4567',
  holderName: 'Juan Dela Cruz',
  usable: true,
};

/**
 * The withdrawal page's summary as the platform answers it for a member who can withdraw: the
 * demo brands' limits (₱100.00 to ₱50,000.00, 3 a day, one used), ₱5,000.00 withdrawable, the
 * password and real name set, one GCash account; unless overridden.
 */
export function summaryFor(overrides: Partial<WithdrawalSummary> = {}): WithdrawalSummary {
  return {
    currency: 'PHP',
    minMinor: 10_000,
    maxMinor: 5_000_000,
    dailyCount: 3,
    usedToday: 1,
    balanceMinor: 500_000,
    turnoverOutstandingMinor: 0,
    withdrawableMinor: 500_000,
    paymentPasswordSet: true,
    paymentPasswordLockedUntil: null,
    realName: 'Juan Dela Cruz',
    smsRequired: false,
    payoutAccountsMax: 3,
    providers: [
      { id: 'gcash', kind: 'e-wallet', name: 'GCash' },
      { id: 'maya', kind: 'e-wallet', name: 'Maya' },
      { id: 'bdo', kind: 'bank', name: 'BDO Unibank' },
    ],
    accounts: [sampleAccount],
    ...overrides,
  };
}

/** A withdrawal as the platform answers it: ₱1,000.00 to the GCash account, pending. */
export function withdrawalFor(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: sampleWithdrawalId,
    payoutAccount: sampleAccount,
    currency: 'PHP',
    amountMinor: 100_000,
    status: 'pending',
    createdAt: '2026-11-27T08:00:00.000Z',
    expiresAt: '2026-12-04T08:00:00.000Z',
    paidAt: null,
    receipt: null,
    note: null,
    ...overrides,
  };
}

/** One withdrawal in each state a member sees, newest first. */
export const sampleHistory: readonly Withdrawal[] = [
  withdrawalFor({ id: 'wdrPending000000000001' }),
  withdrawalFor({
    id: 'wdrPaidOpen00000000002',
    amountMinor: 250_000,
    status: 'paid',
    createdAt: '2026-11-26T08:00:00.000Z',
    paidAt: '2026-11-26T10:00:00.000Z',
    note: 'GCash ref 5012 3344',
  }),
  withdrawalFor({
    id: 'wdrRejected00000000003',
    amountMinor: 50_000,
    status: 'rejected',
    createdAt: '2026-11-25T08:00:00.000Z',
    note: 'The holder name differs from the account',
  }),
  withdrawalFor({
    id: 'wdrCancelled0000000004',
    amountMinor: 30_000,
    status: 'cancelled',
    createdAt: '2026-11-24T08:00:00.000Z',
  }),
  withdrawalFor({
    id: 'wdrExpired000000000005',
    amountMinor: 20_000,
    status: 'expired',
    createdAt: '2026-11-10T08:00:00.000Z',
  }),
];

/** The summary answer. */
export function summaryAnswer(summary: WithdrawalSummary = summaryFor()) {
  return HttpResponse.json({ value: summary });
}

/** A list answer with `list` as its only page (none by default). */
export function withdrawalsAnswer(
  list: readonly Withdrawal[] = [],
  totalPages = list.length ? 1 : 0,
) {
  const value: WithdrawalPage = { list: [...list], totalPages };
  return HttpResponse.json({ value });
}

/** Handlers answering the withdrawal calls like the platform, for stories and UI tests. */
export function withdrawalHandlers() {
  const done = () => HttpResponse.json({ value: true });
  return [
    http.get('*/wps/transaction/withdraw/summary', () => summaryAnswer()),
    http.get('*/wps/transaction/withdraw/list', () => withdrawalsAnswer()),
    http.post('*/wps/member/info/realName', done),
    http.post('*/wps/member/password/payment', done),
    http.post('*/wps/verification/sms/member', () =>
      HttpResponse.json({ value: { expiredMinutes: 5 } }),
    ),
    http.post('*/wps/member/payout-accounts', async ({ request }) => {
      const body = (await request.json()) as { providerId: string; accountNumber: string };
      const digits = body.accountNumber.replace(/\D/g, '');
      const value: PayoutAccount = {
        ...sampleAccount,
        id: 'acc9876543210abcdefghi',
        providerId: body.providerId,
        providerName: body.providerId === 'bdo' ? 'BDO Unibank' : 'Maya',
        kind: body.providerId === 'bdo' ? 'bank' : 'e-wallet',
        maskedNumber: `•••• ${digits.slice(-4)}`,
      };
      return HttpResponse.json({ value });
    }),
    http.delete('*/wps/member/payout-accounts/:id', done),
    http.post('*/wps/transaction/withdraw', async ({ request }) => {
      const body = await openBody(request);
      return HttpResponse.json({
        value: withdrawalFor({ amountMinor: Number(body.amountMinor) }),
      });
    }),
    http.post('*/wps/transaction/withdraw/receipts', () =>
      HttpResponse.json({ value: { confirmed: 1 } }),
    ),
    http.post('*/wps/transaction/withdraw/:id/cancel', ({ params }) =>
      HttpResponse.json({ value: withdrawalFor({ id: String(params.id), status: 'cancelled' }) }),
    ),
    http.post('*/wps/transaction/withdraw/:id/receipt', async ({ params, request }) => {
      const { received } = (await request.json()) as { received: boolean };
      return HttpResponse.json({
        value: withdrawalFor({
          id: String(params.id),
          status: 'paid',
          paidAt: '2026-11-27T10:00:00.000Z',
          receipt: received ? 'received' : 'not-received',
        }),
      });
    }),
    http.get('*/wps/transaction/withdraw/:id', ({ params }) =>
      HttpResponse.json({ value: withdrawalFor({ id: String(params.id) }) }),
    ),
  ];
}
