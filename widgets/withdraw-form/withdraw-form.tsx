import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Withdrawal, WithdrawalSummary } from '../../schemas/api/withdrawals.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import {
  withdrawalResource,
  withdrawalsResource,
  withdrawalSummaryResource,
} from '../../engine/state/cashier.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { balanceResource } from '../../engine/state/member.ts';
import { useResource } from '../../engine/state/query.ts';
import { roleAtom, tokenAtom } from '../../engine/state/session.ts';
import { RowError } from '../ui/carousel-arrows.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { TrialGate, VisitorGate } from '../ui/member-gates.tsx';
import { useMoney } from '../ui/use-money.ts';
import { PaymentPasswordSection } from './payment-password.tsx';
import { PayoutAccounts } from './payout-accounts.tsx';
import { RealNameForm } from './real-name-form.tsx';
import type { WithdrawFormSettings } from './schema.ts';
import { WithdrawRequest } from './withdraw-request.tsx';
import { WithdrawSummary } from './withdraw-summary.tsx';
import { accountName, useStatusLabel } from './withdraw-texts.ts';
import { WithdrawalHistory } from './withdrawal-history.tsx';
import '../ui/forms.css';
import './withdraw-form.css';

/** The withdrawal page: members only; visitors log in, trial accounts register first. */
export function WithdrawForm({ settings }: WidgetProps<WithdrawFormSettings>) {
  const { t } = useLingui();
  const role = useAtomValue(roleAtom);
  const titleId = useId();
  let body;
  if (role === 'visitor') body = <VisitorGate message={t`Log in to make a withdrawal.`} />;
  else if (role === 'trial') body = <TrialGate />;
  else body = <WithdrawalDesk pageSize={settings.historyPageSize ?? 10} />;
  return (
    <section className="page-card withdraw-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t`Withdraw`}</h1>
      {body}
    </section>
  );
}

/**
 * Everything a member withdraws with, in the order they need it: while the real name, the
 * withdrawal password or a usable payout account is missing, those steps first; once all are
 * there, the request and the history first, the accounts and the password change after. Every
 * change reads the summary, the history and the header's balance again, and says what happened
 * in one live region.
 */
function WithdrawalDesk({ pageSize }: { pageSize: number }) {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const language = useAtomValue(languageAtom);
  const summary = useResource(
    withdrawalSummaryResource,
    { token, language },
    { enabled: Boolean(token) },
  );
  const [page, setPage] = useState(1);
  const history = useResource(
    withdrawalsResource,
    { token, language, page, pageSize },
    { enabled: Boolean(token) },
  );
  // The header reads the balance; this page only asks for it again.
  const { refresh: refreshBalance } = useResource(balanceResource, token, { enabled: false });
  const [requested, setRequested] = useState<Withdrawal | null>(null);
  const current = useResource(
    withdrawalResource,
    { token, language, id: requested?.id ?? '' },
    { enabled: requested !== null },
  );
  const [notice, setNotice] = useState('');
  const { refresh: refreshSummary } = summary;
  const { refresh: refreshHistory, status: historyStatus } = history;
  const { refresh: refreshCurrent } = current;
  const hasRequested = requested !== null;

  const changed = useCallback(
    (message: string | null) => {
      if (message) setNotice(message);
      refreshSummary();
      refreshHistory();
      refreshBalance();
      if (hasRequested) refreshCurrent();
    },
    [refreshSummary, refreshHistory, refreshBalance, refreshCurrent, hasRequested],
  );

  // A page seen before comes from the cache: read it again, a change may have moved it.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    if (historyStatus === 'ready') refreshHistory();
  }, [page, historyStatus, refreshHistory]);

  const money = useMoney();
  const onRequested = (withdrawal: Withdrawal) => {
    const amount = money(withdrawal.amountMinor);
    setRequested(withdrawal);
    setPage(1);
    changed(t`Your withdrawal of ${amount} is requested and waiting for the payout.`);
  };

  if (summary.status === 'loading')
    return <LoadingBlocks label={t`Loading your withdrawal details`} heights={[170, 44, 120]} />;
  if (summary.status === 'error')
    return (
      <RowError
        message={t`Your withdrawal details could not be loaded.`}
        onRetry={summary.refresh}
      />
    );

  const data = summary.data;
  const ready =
    data.realName !== null && data.paymentPasswordSet && data.accounts.some((a) => a.usable);
  const request = (
    <RequestSection
      key="request"
      summary={data}
      requested={current.data ?? requested}
      onRequested={onRequested}
      onStale={refreshSummary}
    />
  );
  const historySection = (
    <WithdrawalHistory
      key="history"
      history={history}
      page={page}
      onPage={setPage}
      onRetry={refreshHistory}
      onChanged={changed}
    />
  );
  const accounts = <PayoutAccounts key="accounts" summary={data} onChanged={changed} />;
  const password = <PaymentPasswordSection key="password" summary={data} onDone={changed} />;
  const realName = data.realName === null ? <RealNameForm key="realName" onDone={changed} /> : null;

  return (
    <div className="withdraw-desk">
      <WithdrawSummary summary={data} />
      <p className="form-notice" role="status" data-testid="withdraw-notice">
        {notice}
      </p>
      {ready
        ? [request, historySection, accounts, password]
        : [realName, password, accounts, request, historySection]}
    </div>
  );
}

/**
 * The request form, once there is a withdrawal password and a usable account (else what is
 * missing), with the withdrawal just requested as it stands now.
 */
function RequestSection({
  summary,
  requested,
  onRequested,
  onStale,
}: {
  summary: WithdrawalSummary;
  requested: Withdrawal | null;
  onRequested: (withdrawal: Withdrawal) => void;
  onStale: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const usable = summary.accounts.some((a) => a.usable);
  let body;
  if (!summary.paymentPasswordSet)
    body = <p className="withdraw-hint">{t`Set your withdrawal password above first.`}</p>;
  else if (!usable) body = <p className="withdraw-hint">{t`Add a payout account above first.`}</p>;
  else body = <WithdrawRequest summary={summary} onRequested={onRequested} onStale={onStale} />;
  return (
    <section className="withdraw-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t`Request a withdrawal`}</h2>
      {requested ? <RequestedCard withdrawal={requested} /> : null}
      {body}
    </section>
  );
}

/** The withdrawal just requested: amount, account and its status now. */
function RequestedCard({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useLingui();
  const money = useMoney();
  const statusLabel = useStatusLabel();
  const amount = money(withdrawal.amountMinor);
  const account = accountName(withdrawal.payoutAccount);
  const status = statusLabel(withdrawal.status);
  return (
    <div className="withdraw-requested" data-status={withdrawal.status} data-testid="requested">
      <p className="withdraw-requested-title">{t`${amount} to ${account}: ${status}`}</p>
      {withdrawal.status === 'pending' ? (
        <p className="withdraw-hint">
          {t`The amount is set aside until it is paid out. You can cancel it in your withdrawals below while it is pending.`}
        </p>
      ) : null}
    </div>
  );
}
