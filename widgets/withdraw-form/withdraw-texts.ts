import { useLingui } from '@lingui/react/macro';
import type { PayoutAccount, WithdrawalStatus } from '../../schemas/api/withdrawals.ts';

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
