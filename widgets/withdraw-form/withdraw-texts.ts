import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PayoutAccount, WithdrawalStatus } from '../../schemas/api/withdrawals.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { useDateTime } from '../ui/use-date-time.ts';

/** How a payout account is named on the page: `GCash •••• 4567`. */
export const accountName = (account: Pick<PayoutAccount, 'providerName' | 'maskedNumber'>) =>
  `${account.providerName} ${account.maskedNumber}`;

/** The name of each withdrawal status, as the member reads it. */
export function useStatusLabel(): (status: WithdrawalStatus) => string {
  const { t } = useLingui();
  return (status) => {
    switch (status) {
      case 'pending':
        return t`Pending`;
      case 'paid':
        return t`Paid`;
      case 'rejected':
        return t`Rejected`;
      case 'cancelled':
        return t`Cancelled`;
      case 'expired':
        return t`Expired`;
    }
  };
}

/**
 * The texts of the withdrawal password's failures: a wrong one (under its field, with the
 * attempts left before the lock) and the lock, with when it ends.
 */
export function usePasswordTexts() {
  const { t } = useLingui();
  const when = useDateTime();
  return {
    wrong: (attemptsLeft: number | undefined) =>
      attemptsLeft === undefined
        ? t`The withdrawal password is incorrect`
        : t`The withdrawal password is incorrect. ${plural(attemptsLeft, {
            one: '# attempt left before it locks.',
            other: '# attempts left before it locks.',
          })}`,
    locked: (until: Date) => {
      const time = when(until, 'time');
      return t`Too many wrong withdrawal passwords. You can try again after ${time}.`;
    },
  };
}

/**
 * When a failed call says the withdrawal password is locked until: now plus its
 * `retryAfterSeconds`; null for any other failure.
 */
export function lockedUntilOf(error: unknown, now = Date.now()): Date | null {
  if (!isApiError(error, 'PAYMENT_PASSWORD_LOCKED')) return null;
  return new Date(now + (error.retryAfterSeconds ?? 0) * 1000);
}
