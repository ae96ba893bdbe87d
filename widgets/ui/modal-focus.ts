import type { KeyboardEvent } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// What had focus when the first of a chain of modals opened (login -> register -> notice ...);
// a modal opened from inside another one keeps the original opener.
let opener: HTMLElement | null = null;

/** Records the element that opens a modal, unless it sits inside an open modal itself. */
export function rememberOpener(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest('dialog')) {
    opener = active;
  }
}

/**
 * Gives focus back to the opener once no modal is open. It waits a task, because a modal that
 * opens another one unmounts first and the next one mounts right after.
 */
export function restoreOpener(): void {
  setTimeout(() => {
    if (document.querySelector('dialog[open]')) return;
    const target = opener;
    opener = null;
    if (target?.isConnected) target.focus();
    else document.getElementById('main')?.focus();
  }, 0);
}

/** Keeps Tab and Shift+Tab inside the dialog, wrapping at either end. */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const list = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = list[0];
  const last = list.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
