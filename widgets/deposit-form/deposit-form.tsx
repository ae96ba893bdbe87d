import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { roleAtom } from '../../engine/state/session.ts';
import { TrialGate, VisitorGate } from '../ui/member-gates.tsx';
import { DepositStatusCard } from './deposit-status.tsx';
import { NewDeposit } from './new-deposit.tsx';
import type { DepositFormSettings } from './schema.ts';
import '../ui/forms.css';
import './deposit-form.css';

/** The deposit page: a new deposit, or with `?deposit=<id>` the status of one started earlier. */
export function DepositForm({ settings }: WidgetProps<DepositFormSettings>) {
  const { t } = useLingui();
  const role = useAtomValue(roleAtom);
  const titleId = useId();
  const path = useRouterState({ select: (s) => s.location.pathname });
  // Read as text: the router would turn an id made only of digits into a number.
  const depositId = useRouterState({
    select: (s) => new URLSearchParams(s.location.searchStr).get('deposit'),
  });
  const navigate = useNavigate();

  let body;
  if (role === 'visitor') body = <VisitorGate message={t`Log in to make a deposit.`} />;
  else if (role === 'trial') body = <TrialGate />;
  else if (depositId !== null)
    body = (
      <DepositStatusCard
        key={depositId}
        id={depositId}
        pollSeconds={settings.pollSeconds ?? 3}
        onNew={() => void navigate({ to: path })}
      />
    );
  else body = <NewDeposit />;

  return (
    <section className="page-card deposit-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t`Deposit`}</h1>
      {body}
    </section>
  );
}
