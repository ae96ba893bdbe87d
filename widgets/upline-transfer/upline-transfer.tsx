import { useLingui } from '@lingui/react/macro';
import { useCallback, useId, useState } from 'react';
import {
  transferToUpline,
  type UplineTransfer as SentTransfer,
} from '../../engine/api/member-transfer.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { withdrawalSummaryResource } from '../../engine/state/cashier.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { balanceResource } from '../../engine/state/member.ts';
import { useResource } from '../../engine/state/query.ts';
import { roleAtom, tokenAtom } from '../../engine/state/session.ts';
import { uplineResource } from '../../engine/state/transfers.ts';
import { RowError } from '../ui/carousel-arrows.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { TrialGate, VisitorGate } from '../ui/member-gates.tsx';
import { useMoney } from '../ui/use-money.ts';
import { SetPasswordFirst, TransferForm } from '../ui/transfer-form.tsx';
import '../ui/forms.css';
import './upline-transfer.css';

/** Transfer to upline: members only; visitors log in, trial accounts register first. */
export function UplineTransfer() {
  const { t } = useLingui();
  const role = useAtomValue(roleAtom);
  const titleId = useId();
  let body;
  if (role === 'visitor') body = <VisitorGate message={t`Log in to send money to your upline.`} />;
  else if (role === 'trial') body = <TrialGate />;
  else body = <UplineDesk />;
  return (
    <section className="upline-transfer" aria-labelledby={titleId}>
      <h1 id={titleId}>{t`Transfer to upline`}</h1>
      {body}
    </section>
  );
}

/**
 * The upline and what may be sent, then the form; or why nothing can be sent (no upline, no
 * withdrawal password yet). The withdrawal summary tells whether the password is set and
 * locked; when it cannot be read the form still works and the transfer's answer tells. After a
 * transfer the upline's amount, the summary and the header's balance are read again, and one
 * live region says what happened.
 */
function UplineDesk() {
  const { t } = useLingui();
  const money = useMoney();
  const token = useAtomValue(tokenAtom) ?? '';
  const language = useAtomValue(languageAtom);
  const upline = useResource(uplineResource, token, { enabled: Boolean(token) });
  const summary = useResource(
    withdrawalSummaryResource,
    { token, language },
    { enabled: Boolean(token) },
  );
  // The header reads the balance; this page only asks for it again.
  const { refresh: refreshBalance } = useResource(balanceResource, token, { enabled: false });
  const [notice, setNotice] = useState('');
  // A transfer answered that the password is not set, before the summary said so.
  const [passwordMissing, setPasswordMissing] = useState(false);
  const { refresh: refreshUpline } = upline;
  const { refresh: refreshSummary } = summary;

  const refresh = useCallback(() => {
    refreshUpline();
    refreshSummary();
    refreshBalance();
  }, [refreshUpline, refreshSummary, refreshBalance]);

  if (upline.status === 'loading' || summary.status === 'loading')
    return <LoadingBlocks label={t`Loading your upline`} heights={[96, 44, 44, 44]} />;
  if (upline.status === 'error')
    return <RowError message={t`Your upline could not be loaded.`} onRetry={refresh} />;

  const { upline: agent, transferableMinor } = upline.data;
  const name = agent ? agent.nickname || agent.username : '';
  const onSent = (sent: SentTransfer) => {
    const amount = money(sent.amountMinor);
    setNotice(t`You sent ${amount} to ${name}.`);
    refresh();
  };
  const noPassword =
    passwordMissing || (summary.status === 'ready' && !summary.data.paymentPasswordSet);

  let body;
  if (!agent)
    body = (
      <p className="transfer-hint" data-testid="no-upline">
        {t`You have no upline, so there is no one to send money to.`}
      </p>
    );
  else if (noPassword)
    body = (
      <SetPasswordFirst
        message={t`Set a withdrawal password first: every transfer to your upline is confirmed with it.`}
      />
    );
  else
    body = (
      <TransferForm
        transferableMinor={transferableMinor}
        send={transferToUpline}
        submitLabel={t`Send to upline`}
        lockedUntil={summary.data?.paymentPasswordLockedUntil ?? null}
        onSent={onSent}
        onStale={refresh}
        onNoPassword={() => {
          setPasswordMissing(true);
          refreshSummary();
        }}
      />
    );

  return (
    <div className="upline-desk">
      {agent ? (
        <dl className="summary-list">
          <div>
            <dt>{t`Your upline`}</dt>
            <dd data-testid="upline-name">
              {agent.nickname && agent.nickname !== agent.username
                ? `${agent.nickname} (${agent.username})`
                : agent.username}
            </dd>
          </div>
          <div className="summary-list-main">
            <dt>{t`You can send now`}</dt>
            <dd data-testid="upline-transferable">{money(transferableMinor)}</dd>
          </div>
        </dl>
      ) : null}
      <p className="form-notice" role="status" data-testid="upline-notice">
        {notice}
      </p>
      {body}
    </div>
  );
}
