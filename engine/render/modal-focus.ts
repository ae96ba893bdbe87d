/**
 * The focus and scroll rules of every modal (spec §2 "Modals": the wrapper fixes page scroll on
 * open and restores it on close): Tab kept inside, focus back to what opened it, the page behind
 * neither scrolling nor reachable. The `<dialog>` of widgets/ui/modal.tsx and the member
 * center's dialog (engine/router) follow them.
 */
import type { KeyboardEvent } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal: an open `<dialog>`, or an element that is one by its role (`aria-modal`). */
export const openModalSelector = 'dialog[open], [aria-modal="true"]';

// What had focus when the first of a chain of modals opened (login -> register -> notice ...);
// a modal opened from inside another one keeps the original opener.
let opener: HTMLElement | null = null;

/**
 * Records the element that opens a modal (by default the focused one), unless it sits inside an
 * open modal itself.
 */
export function rememberOpener(element: Element | null = document.activeElement): void {
  if (
    element instanceof HTMLElement &&
    element !== document.body &&
    !element.closest(openModalSelector)
  ) {
    opener = element;
  }
}

/**
 * Where focus should return to after a modal that `element` opened: the element, or, for an
 * item of a menu (which closes when an item is chosen), the button that controls the menu.
 */
export function focusReturnTarget(element: Element): Element {
  const menu = element.closest('[role="menu"][id]');
  if (!menu) return element;
  const button = [...document.querySelectorAll('[aria-controls]')].find((control) =>
    control.getAttribute('aria-controls')!.split(/\s+/).includes(menu.id),
  );
  return button ?? element;
}

/**
 * Gives focus back to the opener once no modal is open. It waits a task, because a modal that
 * opens another one unmounts first and the next one mounts right after.
 */
export function restoreOpener(): void {
  setTimeout(() => {
    if (document.querySelector(openModalSelector)) return;
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

/** How many open modals hold the page's scroll, and its overflow before the first. */
const scrollLocks = { count: 0, overflowBefore: '' };

/**
 * Fixes the page's scroll while a modal is open; the returned function releases it. The page
 * scrolls again when the last modal releases, in whatever order they close (a dialog that
 * unmounts with a modal open inside it releases first).
 */
export function lockPageScroll(): () => void {
  if (scrollLocks.count++ === 0) {
    scrollLocks.overflowBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--scrollLocks.count === 0) document.body.style.overflow = scrollLocks.overflowBefore;
  };
}

/**
 * Makes everything around `element` inert (unreachable by pointer, keyboard and assistive
 * technology), as a modal `<dialog>` does to its page: the siblings of it and of each of its
 * ancestors. `<dialog>` elements are left alone, so a modal opened above it still works, and so
 * is its backdrop (marked `data-modal-backdrop`), which a click closes it on. The returned
 * function undoes it.
 */
export function inertOutside(element: Element): () => void {
  const made: Element[] = [];
  for (let node: Element | null = element; node && node !== document.body;) {
    const parent: Element | null = node.parentElement;
    for (const sibling of parent?.children ?? []) {
      if (sibling === node || sibling.matches('dialog, [data-modal-backdrop], [inert]')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
    node = parent;
  }
  return () => made.forEach((sibling) => sibling.removeAttribute('inert'));
}
