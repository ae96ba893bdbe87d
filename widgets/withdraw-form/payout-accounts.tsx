import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { PayoutAccount, WithdrawalSummary } from '../../schemas/api/withdrawals.ts';
import { removePayoutAccount } from '../../engine/api/cashier-withdraw.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import { useDialogs } from '../../engine/state/dialogs.ts';
import { FormError } from '../ui/form-field.tsx';
import { AddAccountForm } from './add-account-form.tsx';
import { accountName } from './withdraw-texts.ts';

/**
 * The member's payout accounts: each with its provider, masked number and holder, and a remove
 * button (after a confirmation); then the form to add one, while the real name is set and the
 * brand's maximum is not reached. `onChanged` is told with a notice after a change.
 */
export function PayoutAccounts({
  summary,
  onChanged,
}: {
  summary: WithdrawalSummary;
  onChanged: (notice: string | null) => void;
}) {
  const { t } = useLingui();
  const { show } = useDialogs();
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const { accounts, payoutAccountsMax: max, realName } = summary;
  const count = accounts.length;

  const remove = async (account: PayoutAccount) => {
    const name = accountName(account);
    setError(null);
    const answer = await show({
      icon: 'warning',
      title: t`Remove ${name}?`,
      text: t`Withdrawals made to it stay in your history. You can add it again later.`,
      buttons: [
        { id: 'cancel', label: t`Keep it` },
        { id: 'remove', label: t`Remove`, primary: true },
      ],
    });
    if (answer !== 'remove') return;
    setRemoving(account.id);
    try {
      await removePayoutAccount(account.id);
      onChanged(t`${name} is removed.`);
    } catch (failure) {
      setError(errorText(failure));
      // Already gone (another tab): show the accounts as they are.
      if (isApiError(failure, 'TX_NOT_FOUND')) onChanged(null);
    } finally {
      setRemoving(null);
    }
  };

  let adding;
  if (realName === null)
    adding = (
      <p className="withdraw-hint">{t`Set your real name above to add a payout account.`}</p>
    );
  else if (count >= max)
    adding = (
      <p className="withdraw-hint" data-testid="accounts-full">
        {t`You have the most payout accounts allowed (${max}). Remove one to add another.`}
      </p>
    );
  else
    adding = (
      <details className="withdraw-disclosure" open={count === 0}>
        <summary>{t`Add a payout account`}</summary>
        <AddAccountForm
          providers={summary.providers}
          realName={realName}
          smsRequired={summary.smsRequired}
          onAdded={(account) => {
            const name = accountName(account);
            onChanged(t`${name} is added.`);
          }}
          onStale={() => onChanged(null)}
        />
      </details>
    );

  return (
    <section className="withdraw-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t`Payout accounts`}</h2>
      {count === 0 ? (
        <p className="withdraw-hint">{t`Add the e-wallet or bank account to pay your withdrawals to.`}</p>
      ) : (
        <ul className="withdraw-accounts">
          {accounts.map((account) => {
            const name = accountName(account);
            return (
              <li key={account.id} className="withdraw-account">
                <div>
                  <p className="withdraw-account-name">{name}</p>
                  <p className="withdraw-hint">{account.holderName}</p>
                  {account.usable ? null : (
                    <p className="withdraw-hint">{t`No longer available for withdrawals`}</p>
                  )}
                </div>
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={t`Remove ${name}`}
                  disabled={removing === account.id}
                  onClick={() => void remove(account)}
                >
                  {t`Remove`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <FormError text={error} />
      {adding}
    </section>
  );
}
