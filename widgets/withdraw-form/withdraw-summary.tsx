import { useLingui } from '@lingui/react/macro';
import type { WithdrawalSummary } from '../../schemas/api/withdrawals.ts';
import { leftToday } from '../../engine/core/cashier.ts';
import { useMoney } from '../ui/use-money.ts';

/**
 * What the member has and may take out: the balance, what is withdrawable now (the balance less
 * bonus turnover still to play, shown when there is some), the withdrawals left today and the
 * brand's limits per withdrawal.
 */
export function WithdrawSummary({ summary }: { summary: WithdrawalSummary }) {
  const { t } = useLingui();
  const money = useMoney();
  const left = leftToday(summary);
  const dailyCount = summary.dailyCount;
  const min = money(summary.minMinor);
  const max = money(summary.maxMinor);
  return (
    <dl className="summary-list">
      <div>
        <dt>{t`Balance`}</dt>
        <dd data-testid="withdraw-balance">{money(summary.balanceMinor)}</dd>
      </div>
      {summary.turnoverOutstandingMinor > 0 ? (
        <div>
          <dt>{t`Bonus turnover still to play`}</dt>
          <dd data-testid="withdraw-turnover">{money(summary.turnoverOutstandingMinor)}</dd>
        </div>
      ) : null}
      <div className="summary-list-main">
        <dt>{t`Withdrawable now`}</dt>
        <dd data-testid="withdraw-withdrawable">{money(summary.withdrawableMinor)}</dd>
      </div>
      <div>
        <dt>{t`Withdrawals left today`}</dt>
        <dd data-testid="withdraw-left">{t`${left} of ${dailyCount}`}</dd>
      </div>
      <div>
        <dt>{t`Per withdrawal`}</dt>
        <dd>{t`From ${min} to ${max}`}</dd>
      </div>
    </dl>
  );
}
