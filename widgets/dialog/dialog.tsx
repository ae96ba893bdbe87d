import { useEffect } from 'react';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { dialogsAtom } from '../../engine/state/dialogs.ts';
import { Icon, type IconName } from '../ui/icons.tsx';
import { Modal } from '../ui/modal.tsx';
import './dialog.css';

const icons: Record<string, IconName> = {
  success: 'star',
  warning: 'help',
  error: 'close',
  info: 'megaphone',
};

/** Shows the first open dialog; its buttons (or dismissing it) answer it. */
export function DialogHost() {
  const dialogs = useAtomValue(dialogsAtom);
  const current = dialogs[0];

  useEffect(() => {
    if (!current?.autoCloseMs) return;
    const timer = setTimeout(() => current.resolve(null), current.autoCloseMs);
    return () => clearTimeout(timer);
  }, [current]);

  if (!current) return null;
  return (
    <Modal
      open
      size="small"
      title={current.title}
      onClose={() => current.resolve(null)}
      closeOnBackdrop={current.closeOnCover ?? true}
      hideClose
    >
      <div className="dialog" data-icon={current.icon ?? 'info'}>
        {current.icon ? (
          <Icon name={icons[current.icon] ?? 'megaphone'} className="dialog-icon" />
        ) : null}
        {current.text ? <p className="dialog-text">{current.text}</p> : null}
        <div className="dialog-buttons">
          {current.buttons.map((button) => (
            <button
              key={button.id}
              type="button"
              className={button.primary ? 'btn btn-primary' : 'btn'}
              onClick={() => current.resolve(button.id)}
            >
              {button.label}
            </button>
          ))}
        </div>
      </div>
    </Modal>
  );
}
