import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])')] : [];
}

/**
 * The WAI-ARIA menu button pattern: ArrowDown / Enter / Space on the button open the menu on its
 * first item and ArrowUp on its last; in the menu the arrows move (wrapping), Home and End jump,
 * Escape closes and gives focus back to the button, Tab closes; a press outside closes it.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<'first' | 'last' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    if (start) {
      const list = items(menu.current);
      (start === 'first' ? list[0] : list.at(-1))?.focus();
    }
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open, start]);

  const show = (at: 'first' | 'last' | null) => {
    setStart(at);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    const at = { ArrowDown: 'first', Enter: 'first', ' ': 'first', ArrowUp: 'last' } as const;
    const where = at[event.key as keyof typeof at];
    if (!where) return;
    event.preventDefault();
    show(where);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items(menu.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const target = {
      ArrowDown: list[(index + 1) % list.length],
      ArrowUp: list[(index - 1 + list.length) % list.length],
      Home: list[0],
      End: list.at(-1),
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return {
    open,
    root,
    close,
    buttonProps: {
      ref: button,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      onClick: () => (open ? close(false) : show(null)),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { ref: menu, role: 'menu' as const, onKeyDown: onMenuKeyDown },
  };
}
