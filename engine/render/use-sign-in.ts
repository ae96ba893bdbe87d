import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Session } from '../../schemas/api/account.ts';
import { useDialogs } from '../state/dialogs.ts';
import { useSetAtom } from '../state/jotai.ts';
import { modalAtom } from '../state/modals.ts';
import { signInAtom } from '../state/session.ts';

/** How the player proved who they are. */
export type SignInVia = 'username' | 'sms' | 'register' | 'freePlay' | 'passwordChange';

/**
 * Completes a login (spec §4 "After login"): stores the session; when the platform asks for a
 * password change (default password, e-mailed temporary password, or expired with expiry on)
 * and the login used a password, opens the change-password modal; otherwise closes the modal
 * and goes to `/`. A first login greets the player (the first-login action).
 */
export function useSignIn(): (
  session: Session,
  options: { via: SignInVia; password?: string },
) => Promise<void> {
  const { t } = useLingui();
  const signIn = useSetAtom(signInAtom);
  const openModal = useSetAtom(modalAtom);
  const navigate = useNavigate();
  const { show } = useDialogs();
  return useCallback(
    async (session, { via, password }) => {
      signIn(session, password ?? null);
      if (session.changePassword && via === 'username') {
        openModal({ type: 'changePassword', data: { forced: true } });
        return;
      }
      openModal(null);
      await navigate({ to: '/' });
      if (session.firstTimeLogin && via !== 'register') {
        void show({
          icon: 'success',
          title: t`Welcome, ${session.account}!`,
          buttons: [{ id: 'ok', label: t`OK`, primary: true }],
          autoCloseMs: 4000,
        });
      }
    },
    [signIn, openModal, navigate, show, t],
  );
}
