import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import { useModalAvailable } from '../../engine/render/modal-host.tsx';
import { useProtectedAction } from '../../engine/render/use-protected-action.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue, useSetAtom } from '../../engine/state/jotai.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { roleAtom } from '../../engine/state/session.ts';
import { DepositStatusCard } from './deposit-status.tsx';
import { NewDeposit } from './new-deposit.tsx';
import type { DepositFormSettings } from './schema.ts';
import '../ui/forms.css';
import './deposit-form.css';

/** Visitors are asked to log in (the login modal, as any member-only action opens it). */
function VisitorGate() {
  const { t } = useLingui();
  const protect = useProtectedAction();
  return (
    <div className="deposit-gate">
      <p>{t`Log in to make a deposit.`}</p>
      <button type="button" className="btn btn-primary" onClick={() => protect(() => undefined)}>
        {t`Log in`}
      </button>
    </div>
  );
}

/** Trial (free-play) accounts cannot deposit (spec §6): they are asked to register. */
function TrialGate() {
  const { t } = useLingui();
  const openModal = useSetAtom(modalAtom);
  const canRegister = useModalAvailable('register');
  return (
    <div className="deposit-gate">
      <p role="alert">{t`Please Register An Account First`}</p>
      {canRegister ? (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => openModal({ type: 'register' })}
        >
          {t`Register an account`}
        </button>
      ) : null}
    </div>
  );
}

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
  if (role === 'visitor') body = <VisitorGate />;
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
    <section className="deposit-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t`Deposit`}</h1>
      {body}
    </section>
  );
}
