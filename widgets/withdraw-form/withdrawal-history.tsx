import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Withdrawal } from '../../schemas/api/withdrawals.ts';
import type { WithdrawalPage } from '../../engine/api/cashier-withdraw.ts';
import {
  cancelWithdrawal,
  confirmAllReceipts,
  confirmReceipt,
} from '../../engine/api/cashier-withdraw.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { receiptOpen } from '../../engine/core/cashier.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import type { ResourceState } from '../../engine/state/query.ts';
import { RowError } from '../ui/carousel-arrows.tsx';
import { FormError } from '../ui/form-field.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { Pager } from '../ui/pager.tsx';
import { useMoney } from '../ui/use-money.ts';
import { useDateTime } from '../ui/use-date-time.ts';
import { accountName, useStatusLabel } from './withdraw-texts.ts';

/**
 * The member's withdrawals, newest first, a page at a time: amount, account, when, status and
 * the operator's note; Cancel on pending ones, and the receipt confirmation of spec §4 on paid
 * ones (each, or all at once), with how long until an unconfirmed one counts as received.
 * `onChanged` is told with a notice after an action.
 */
export function WithdrawalHistory({
  history,
  page,
  onPage,
  onRetry,
  onChanged,
}: {
  history: ResourceState<WithdrawalPage>;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  onChanged: (notice: string | null) => void;
}) {
  const { t } = useLingui();
  const minutes = useBrand().constants.withdrawalAutoReceiptMinutes;
  const titleId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Runs one action on the list (one at a time) and reports its outcome. */
  const act = async (id: string, action: () => Promise<string>) => {
    setBusy(id);
    setError(null);
    try {
      onChanged(await action());
    } catch (failure) {
      setError(errorText(failure));
      // Changed meanwhile (paid, refused, confirmed elsewhere): show it as it is now.
      if (isApiError(failure, 'WITHDRAWAL_CLOSED', 'TX_CONFLICT', 'TX_NOT_FOUND')) onChanged(null);
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (history.status === 'loading')
    body = <LoadingBlocks label={t`Loading your withdrawals`} heights={[72, 72]} />;
  else if (history.status === 'error')
    body = <RowError message={t`Your withdrawals could not be loaded.`} onRetry={onRetry} />;
  else if (history.data.list.length === 0)
    body = <p className="withdraw-hint">{t`You have no withdrawals yet.`}</p>;
  else {
    const { list, totalPages } = history.data;
    body = (
      <>
        <ul className="withdrawals">
          {list.map((withdrawal) => (
            <WithdrawalItem
              key={withdrawal.id}
              withdrawal={withdrawal}
              busy={busy !== null}
              act={(action) => void act(withdrawal.id, action)}
            />
          ))}
        </ul>
        {list.some(receiptOpen) ? (
          <button
            type="button"
            className="btn"
            disabled={busy !== null}
            onClick={() =>
              void act('all', async () => {
                const { confirmed } = await confirmAllReceipts();
                return plural(confirmed, {
                  one: '# withdrawal confirmed as received.',
                  other: '# withdrawals confirmed as received.',
                });
              })
            }
          >
            {t`All received`}
          </button>
        ) : null}
        <p className="withdraw-hint">
          {t`If not confirmed within ${minutes} minutes it counts as received`}
        </p>
        {totalPages > 1 ? <Pager current={page} total={totalPages} onPage={onPage} /> : null}
      </>
    );
  }

  return (
    <section className="withdraw-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t`Your withdrawals`}</h2>
      <FormError text={error} />
      {body}
    </section>
  );
}

/** One withdrawal of the list, with the actions its state allows. */
function WithdrawalItem({
  withdrawal,
  busy,
  act,
}: {
  withdrawal: Withdrawal;
  busy: boolean;
  act: (action: () => Promise<string>) => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const when = useDateTime();
  const statusLabel = useStatusLabel();
  const questionId = useId();
  const amount = money(withdrawal.amountMinor);
  const account = accountName(withdrawal.payoutAccount);
  const requested = when(withdrawal.createdAt);
  const { status, note, receipt } = withdrawal;

  let receiptText: string | null = null;
  if (status === 'paid') {
    if (receipt === 'received') receiptText = t`You confirmed that it arrived.`;
    else if (receipt === 'auto') receiptText = t`Counted as received.`;
    else if (receipt === 'not-received')
      receiptText = t`You reported that it has not arrived; customer service will look into it. Confirm once it arrives.`;
    else receiptText = t`Did it arrive in your account?`;
  }

  return (
    <li className="withdrawal" data-status={status} data-testid="withdrawal">
      <div className="withdrawal-head">
        <span className="withdrawal-amount">{amount}</span>
        <span className="withdrawal-status">{statusLabel(status)}</span>
      </div>
      <p className="withdraw-hint">
        {account} · {requested}
      </p>
      {note && status === 'rejected' ? <p>{t`Reason: ${note}`}</p> : null}
      {note && status === 'paid' ? <p>{t`Payout reference: ${note}`}</p> : null}
      {receiptText ? <p id={questionId}>{receiptText}</p> : null}
      {status === 'pending' ? (
        <div className="withdrawal-actions">
          <button
            type="button"
            className="btn btn-small"
            disabled={busy}
            onClick={() =>
              act(async () => {
                await cancelWithdrawal(withdrawal.id);
                return t`The withdrawal of ${amount} is cancelled; the amount is back in your balance.`;
              })
            }
          >
            {t`Cancel`}
          </button>
        </div>
      ) : null}
      {receiptOpen(withdrawal) ? (
        <div className="withdrawal-actions" role="group" aria-labelledby={questionId}>
          <button
            type="button"
            className="btn btn-small btn-primary"
            disabled={busy}
            onClick={() =>
              act(async () => {
                await confirmReceipt(withdrawal.id, true);
                return t`Thank you: the withdrawal of ${amount} is confirmed as received.`;
              })
            }
          >
            {t`Received`}
          </button>
          {receipt === null ? (
            <button
              type="button"
              className="btn btn-small"
              disabled={busy}
              onClick={() =>
                act(async () => {
                  await confirmReceipt(withdrawal.id, false);
                  return t`Thank you: customer service will look into the withdrawal of ${amount}.`;
                })
              }
            >
              {t`Not received`}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
