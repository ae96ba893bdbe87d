import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useModalAvailable } from '../../engine/render/modal-host.tsx';
import { useProtectedAction } from '../../engine/render/use-protected-action.ts';
import { useAtomValue, useSetAtom } from '../../engine/state/jotai.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { roleAtom } from '../../engine/state/session.ts';
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

/** An agents-only page shown to anyone else logged in (spec §6). */
export function NonAgentGate() {
  const { t } = useLingui();
  return (
    <div className="member-gate">
      <p role="alert">{t`Non-agents cannot log in`}</p>
    </div>
  );
}

/**
 * A page for members (or, with `agentsOnly`, for agents) with its section and heading (no frame
 * of its own: the member or agent center draws that): `children` for those it is for; a visitor
 * is asked to log in (`visitorMessage`); a trial account to register first, or, on an agents'
 * page, anyone but an agent is told that only agents get in.
 */
export function GatedPage({
  className,
  title,
  visitorMessage,
  agentsOnly = false,
  children,
}: {
  className: string;
  title: string;
  visitorMessage: string;
  agentsOnly?: boolean;
  children: ReactNode;
}) {
  const role = useAtomValue(roleAtom);
  const titleId = useId();
  let body = children;
  if (role === 'visitor') body = <VisitorGate message={visitorMessage} />;
  else if (agentsOnly && role !== 'agent') body = <NonAgentGate />;
  else if (role === 'trial') body = <TrialGate />;
  return (
    <section className={className} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {body}
    </section>
  );
}
