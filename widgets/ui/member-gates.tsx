import { useLingui } from '@lingui/react/macro';
import { useModalAvailable } from '../../engine/render/modal-host.tsx';
import { useProtectedAction } from '../../engine/render/use-protected-action.ts';
import { useSetAtom } from '../../engine/state/jotai.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import './member-gates.css';

/**
 * A members-only page shown to a visitor: `message` says what logging in is for, and the button
 * opens the login modal (as any member-only action does).
 */
export function VisitorGate({ message }: { message: string }) {
  const { t } = useLingui();
  const protect = useProtectedAction();
  return (
    <div className="member-gate">
      <p>{message}</p>
      <button type="button" className="btn btn-primary" onClick={() => protect(() => undefined)}>
        {t`Log in`}
      </button>
    </div>
  );
}

/** A members-only page shown to a trial (free-play) account (spec §6): register first. */
export function TrialGate() {
  const { t } = useLingui();
  const openModal = useSetAtom(modalAtom);
  const canRegister = useModalAvailable('register');
  return (
    <div className="member-gate">
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
