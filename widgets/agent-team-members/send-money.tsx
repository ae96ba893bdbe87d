import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  transferToDownline,
  type DownlineTransfer,
  type TeamMember,
} from '../../engine/api/agent-team.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { withdrawalSummaryResource } from '../../engine/state/cashier.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { balanceResource } from '../../engine/state/member.ts';
import { useResource } from '../../engine/state/query.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { RowError } from '../ui/carousel-arrows.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { Modal } from '../ui/modal.tsx';
import { SetPasswordFirst, TransferForm } from '../ui/transfer-form.tsx';
import { useMoney } from '../ui/use-money.ts';

/**
 * "Send money" to a downline, in a dialog: what the agent may send now (what a withdrawal could
 * take, from the withdrawal summary, which also says whether the withdrawal password is set and
 * locked), then the amount and the password, as the transfer to the upline asks them. A member
 * the platform says is out of reach is said above the button. `onSent` gets the sentence saying
 * what was sent; the summary and the header's balance are read again.
 */
export function SendMoney({
  member,
  onClose,
  onSent,
}: {
  member: TeamMember;
  onClose: () => void;
  onSent: (notice: string) => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const token = useAtomValue(tokenAtom) ?? '';
  const language = useAtomValue(languageAtom);
  const summary = useResource(
    withdrawalSummaryResource,
    { token, language },
    { enabled: Boolean(token) },
  );
  // The header reads the balance; this dialog only asks for it again.
  const { refresh: refreshBalance } = useResource(balanceResource, token, { enabled: false });
  const [passwordMissing, setPasswordMissing] = useState(false);
  const name = member.nickname ? `${member.nickname} (${member.username})` : member.username;

  const refresh = () => {
    summary.refresh();
    refreshBalance();
  };
  const sent = (transfer: DownlineTransfer) => {
    const amount = money(transfer.amountMinor);
    const to = transfer.username;
    refresh();
    onSent(t`You sent ${amount} to ${to}.`);
  };

  let body;
  if (summary.status === 'loading')
    body = <LoadingBlocks label={t`Loading what you can send`} heights={[44, 44, 44]} />;
  else if (summary.status === 'error')
    body = <RowError message={t`What you can send could not be loaded.`} onRetry={refresh} />;
  else if (passwordMissing || !summary.data.paymentPasswordSet)
    body = (
      <SetPasswordFirst
        message={t`Set a withdrawal password first: every transfer to your team is confirmed with it.`}
      />
    );
  else
    body = (
      <>
        <dl className="summary-list">
          <div>
            <dt>{t`To`}</dt>
            <dd data-testid="send-to">{name}</dd>
          </div>
          <div className="summary-list-main">
            <dt>{t`You can send now`}</dt>
            <dd data-testid="sendable">{money(summary.data.withdrawableMinor)}</dd>
          </div>
        </dl>
        <TransferForm
          transferableMinor={summary.data.withdrawableMinor}
          lockedUntil={summary.data.paymentPasswordLockedUntil ?? null}
          send={(request) => transferToDownline({ ...request, username: member.username })}
          submitLabel={t`Send money`}
          otherError={(error) =>
            isApiError(error) && error.fields.username === 'notDownline'
              ? t`You cannot send money to this member.`
              : null
          }
          onSent={sent}
          onStale={refresh}
          onNoPassword={() => {
            setPasswordMissing(true);
            summary.refresh();
          }}
        />
      </>
    );

  const username = member.username;
  return (
    <Modal open onClose={onClose} title={t`Send money to ${username}`} size="small">
      <div className="send-money">{body}</div>
    </Modal>
  );
}
