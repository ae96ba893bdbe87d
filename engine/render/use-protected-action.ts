import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useDialogs } from '../state/dialogs.ts';
import { useAtomValue, useSetAtom } from '../state/jotai.ts';
import { modalAtom } from '../state/modals.ts';
import { roleAtom } from '../state/session.ts';

/**
 * Guards an action only members may take (spec §5/§6): a visitor gets the login modal, a trial
 * account the warning "Please Register An Account First"; anyone else runs the action.
 */
export function useProtectedAction(): (action: () => void) => void {
  const { t } = useLingui();
  const role = useAtomValue(roleAtom);
  const openModal = useSetAtom(modalAtom);
  const { show } = useDialogs();
  return useCallback(
    (action: () => void) => {
      if (role === 'visitor') openModal({ type: 'login' });
      else if (role === 'trial') {
        void show({
          icon: 'warning',
          title: t`Please Register An Account First`,
          buttons: [{ id: 'ok', label: t`OK`, primary: true }],
        });
      } else action();
    },
    [role, openModal, show, t],
  );
}
