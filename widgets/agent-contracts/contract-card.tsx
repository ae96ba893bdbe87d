import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AgentContract } from '../../engine/api/agent-center.ts';
import { answerContract, terminateContract } from '../../engine/api/agent-center.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import { useDialogs } from '../../engine/state/dialogs.ts';
import { FormError } from '../ui/form-field.tsx';
import { RecordTable, type RecordColumn } from '../ui/records.tsx';
import { useDateTime } from '../ui/use-date-time.ts';
import { useMoney, useRate } from '../ui/use-money.ts';

/** The words of a contract's period and state. */
export function useContractWords() {
  const { t } = useLingui();
  const periods: Record<string, string> = {
    daily: t`Daily`,
    weekly: t`Weekly`,
    semimonthly: t`Twice a month`,
    monthly: t`Monthly`,
    hourly: t`Hourly`,
    fiveMinutes: t`Every 5 minutes`,
  };
  const states: Record<AgentContract['status'], string> = {
    offered: t`Offered`,
    active: t`Active`,
    rejected: t`Rejected`,
    terminated: t`Terminated`,
  };
  return {
    period: (period: string) => periods[period] ?? period,
    state: (status: AgentContract['status']) => states[status],
  };
}

/** A contract's tiers: from which team base and active members it pays which rate. */
function TermsTable({ contract }: { contract: AgentContract }) {
  const { t } = useLingui();
  const money = useMoney();
  const rate = useRate();
  const columns: RecordColumn<AgentContract['tiers'][number]>[] = [
    {
      key: 'base',
      label: t`Team base from`,
      numeric: true,
      cell: (tier) => money(tier.minBaseMinor),
    },
    {
      key: 'active',
      label: t`Active members from`,
      numeric: true,
      cell: (tier) => tier.minActiveMembers,
    },
    { key: 'rate', label: t`Rate`, numeric: true, cell: (tier) => rate(tier.rateBp) },
  ];
  return (
    <RecordTable
      caption={t`Tiers`}
      columns={columns}
      rows={contract.tiers}
      rowKey={(tier) => contract.tiers.indexOf(tier)}
    />
  );
}

/**
 * One contract: who it is from (the agent's own) or for (one it offered), its state, terms and
 * dates, and what may be done with it: accept or reject an offer made to the agent, terminate an
 * active one after confirming. `onChanged` gets the contract as the platform answered it.
 */
export function ContractCard({
  contract,
  own,
  onChanged,
}: {
  contract: AgentContract;
  own: boolean;
  onChanged: (contract: AgentContract, notice: string) => void;
}) {
  const { t } = useLingui();
  const words = useContractWords();
  const money = useMoney();
  const when = useDateTime();
  const { show } = useDialogs();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const from = contract.offeredBy ?? t`the brand`;
  const agent = contract.agent;
  const title = own ? t`From ${from}` : t`To ${agent}`;

  const act = async (
    action: () => Promise<AgentContract>,
    notice: (c: AgentContract) => string,
  ) => {
    setBusy(true);
    setFailure(null);
    try {
      const changed = await action();
      onChanged(changed, notice(changed));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const terminate = async () => {
    const answer = await show({
      icon: 'warning',
      title: t`Terminate this contract?`,
      text: t`It still pays the period it is ended in, then nothing more.`,
      buttons: [
        { id: 'cancel', label: t`Cancel` },
        { id: 'terminate', label: t`Terminate`, primary: true },
      ],
    });
    if (answer === 'terminate')
      await act(
        () => terminateContract(contract.id),
        () => t`The contract is terminated.`,
      );
  };

  const dates: { key: string; label: string; at: string | null }[] = [
    { key: 'offered', label: t`Offered on`, at: contract.offeredAt },
    {
      key: 'answered',
      label: contract.status === 'rejected' ? t`Rejected on` : t`Accepted on`,
      at: contract.answeredAt,
    },
    { key: 'starts', label: t`Pays from`, at: contract.startsAt },
    { key: 'ends', label: t`Pays until`, at: contract.endsAt },
  ];

  return (
    <li className="contract-card" data-testid={`contract-${contract.id}`}>
      <div className="contract-card__head">
        <h3>{title}</h3>
        <span className="contract-state" data-state={contract.status}>
          {words.state(contract.status)}
        </span>
      </div>
      <dl className="summary-list">
        <div>
          <dt>{t`Period`}</dt>
          <dd>{words.period(contract.period)}</dd>
        </div>
        <div>
          <dt>{t`Cap per period`}</dt>
          <dd>{contract.capMinor === null ? t`No cap` : money(contract.capMinor)}</dd>
        </div>
        {dates
          .filter((date) => date.at !== null)
          .map((date) => (
            <div key={date.key}>
              <dt>{date.label}</dt>
              <dd>{when(date.at!)}</dd>
            </div>
          ))}
      </dl>
      <TermsTable contract={contract} />
      <FormError text={failure} />
      <div className="contract-card__actions">
        {own && contract.status === 'offered' ? (
          <>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() =>
                void act(
                  () => answerContract(contract.id, true),
                  () => t`You accepted the contract. It pays from the next period.`,
                )
              }
            >
              {t`Accept`}
            </button>
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() =>
                void act(
                  () => answerContract(contract.id, false),
                  () => t`You rejected the contract.`,
                )
              }
            >
              {t`Reject`}
            </button>
          </>
        ) : null}
        {contract.status === 'active' ? (
          <button type="button" className="btn" disabled={busy} onClick={() => void terminate()}>
            {t`Terminate`}
          </button>
        ) : null}
      </div>
    </li>
  );
}
