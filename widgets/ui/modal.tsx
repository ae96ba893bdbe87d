import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './icons.tsx';
import {
  lockPageScroll,
  rememberOpener,
  restoreOpener,
  trapTab,
} from '../../engine/render/modal-focus.ts';

/**
 * The modal wrapper of spec §2 on a native `<dialog>`: Tab and Shift+Tab cycle inside, Escape
 * closes, focus goes back to what opened it, page scroll is fixed while open and restored after; a click on the backdrop or the close control
 * closes it (the control can be hidden).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  hideClose = false,
  closeOnBackdrop = true,
  size = 'medium',
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  hideClose?: boolean;
  closeOnBackdrop?: boolean;
  size?: 'small' | 'medium' | 'large';
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    rememberOpener();
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const unlockScroll = lockPageScroll();
    return () => {
      unlockScroll();
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      restoreOpener();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`modal modal-${size}`}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal-body">
        <header className="modal-header">
          <h2 id={titleId}>{title}</h2>
          {hideClose ? null : (
            <button type="button" className="icon-button" onClick={onClose} aria-label={t`Close`}>
              <Icon name="close" />
            </button>
          )}
        </header>
        <div className="modal-content">{children}</div>
      </div>
    </dialog>
  );
}
