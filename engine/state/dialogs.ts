import { useCallback } from 'react';
import { atom, useSetAtom } from './jotai.ts';

/** A button of the generic dialog. */
export interface DialogButton {
  id: string;
  label: string;
  primary?: boolean;
}

/** The generic dialog of spec §2: icon, title, text, buttons, optional auto-close, close on cover click. */
export interface DialogOptions {
  icon?: 'success' | 'warning' | 'error' | 'info';
  title: string;
  text?: string;
  buttons: DialogButton[];
  autoCloseMs?: number;
  closeOnCover?: boolean;
}

/** A dialog waiting to be answered. */
export interface OpenDialog extends DialogOptions {
  id: number;
  resolve: (buttonId: string | null) => void;
}

/** Dialogs in the order they were opened; the first one shows. */
export const dialogsAtom = atom<OpenDialog[]>([]);

let nextId = 1;

/** Opens dialogs and waits for the answer (the id of the button, or null when dismissed). */
export function useDialogs(): { show: (options: DialogOptions) => Promise<string | null> } {
  const setDialogs = useSetAtom(dialogsAtom);
  const show = useCallback(
    (options: DialogOptions) =>
      new Promise<string | null>((resolve) => {
        const id = nextId;
        nextId += 1;
        const done = (buttonId: string | null) => {
          setDialogs((list) => list.filter((d) => d.id !== id));
          resolve(buttonId);
        };
        setDialogs((list) => [...list, { ...options, id, resolve: done }]);
      }),
    [setDialogs],
  );
  return { show };
}
