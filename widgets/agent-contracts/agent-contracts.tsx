import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { dividendPeriods, type ContractKind } from '../../schemas/api/agent-contracts.ts';
import type { AgentContract } from '../../engine/api/agent-center.ts';
import { defaultDividendPeriod } from '../../engine/core/agents/contracts.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { agentCenterResource, contractsResource } from '../../engine/state/agents.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { agentCenterLabels } from '../ui/agent-center-labels.ts';
import { RowError } from '../ui/carousel-arrows.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { GatedPage } from '../ui/member-gates.tsx';
import { ContractCard } from './contract-card.tsx';
import { OfferForm } from './offer-form.tsx';
import type { AgentContractsSettings } from './schema.ts';
import '../ui/forms.css';
import './agent-contracts.css';

/** An agent's contracts of one kind: agents only; visitors log in, anyone else is told why not. */
export function AgentContracts({ settings }: WidgetProps<AgentContractsSettings>) {
  const { t, i18n } = useLingui();
  return (
    <GatedPage
      className="agent-contracts"
      title={i18n._(agentCenterLabels[settings.kind].label)}
      visitorMessage={t`Log in as an agent to see your contracts.`}
      agentsOnly
    >
      <ContractsDesk kind={settings.kind} />
    </GatedPage>
  );
}

/**
 * The agent's own contracts of `kind`, those it offered, and the offer form (only while it holds
 * an active contract of the kind: its sub-agents' contracts come out of its own). After each
 * change the list is read again, and so are the agent center's flags (a first contract of a kind
 * adds its page); one live region says what happened.
 */
function ContractsDesk({ kind }: { kind: ContractKind }) {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const contracts = useResource(contractsResource, { token, kind }, { enabled: Boolean(token) });
  const { refresh: refreshFlags } = useResource(agentCenterResource, token, { enabled: false });
  const [notice, setNotice] = useState('');
  const mineId = useId();
  const offeredId = useId();
  const offerId = useId();

  if (contracts.status === 'loading')
    return <LoadingBlocks label={t`Loading your contracts`} heights={[120, 120]} />;
  if (contracts.status === 'error')
    return (
      <RowError message={t`Your contracts could not be loaded.`} onRetry={contracts.refresh} />
    );

  const { mine, offered } = contracts.data;
  const changed = (_contract: AgentContract, text: string) => {
    setNotice(text);
    contracts.refresh();
    refreshFlags();
  };
  const active = mine.find((contract) => contract.status === 'active');

  return (
    <>
      <p className="form-notice" role="status" data-testid="contracts-notice">
        {notice}
      </p>
      <section aria-labelledby={mineId}>
        <h2 id={mineId}>{t`Your contracts`}</h2>
        {mine.length === 0 ? (
          <p className="record-empty">{t`You hold no contract of this kind.`}</p>
        ) : (
          <ul className="contract-list">
            {mine.map((contract) => (
              <ContractCard key={contract.id} contract={contract} own onChanged={changed} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={offeredId}>
        <h2 id={offeredId}>{t`Offered to your team`}</h2>
        {offered.length === 0 ? (
          <p className="record-empty">{t`You have offered no contract of this kind.`}</p>
        ) : (
          <ul className="contract-list">
            {offered.map((contract) => (
              <ContractCard key={contract.id} contract={contract} own={false} onChanged={changed} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={offerId}>
        <h2 id={offerId}>{t`Offer a contract`}</h2>
        {active ? (
          <OfferForm
            kind={kind}
            period={dividendPeriods.find((p) => p === active.period) ?? defaultDividendPeriod}
            onOffered={(contract) => {
              const agent = contract.agent;
              changed(contract, t`You offered the contract to ${agent}.`);
            }}
          />
        ) : (
          <p className="record-empty">
            {t`You can offer this contract to your direct downline agents once you hold an active one yourself.`}
          </p>
        )}
      </section>
    </>
  );
}
