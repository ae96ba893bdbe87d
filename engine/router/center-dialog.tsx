import { createMemoryHistory, Outlet, RouterProvider } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useMemo, type RefObject } from 'react';
import { useBrand } from '../render/brand-context.tsx';
import {
  inertOutside,
  lockPageScroll,
  rememberOpener,
  restoreOpener,
} from '../render/modal-focus.ts';
import { createBrandRouter } from './create-router.tsx';

function BehindLayout() {
  return <Outlet />;
}

function NothingFound() {
  return null;
}

/**
 * A page of the brand drawn behind a center's dialog, at `href`: rendered by a router of its own
 * (in memory), so its widgets see their own route, not `/member/...` or `/agent/...`. It is inert
 * and hidden from assistive technology; it leaves the document's title to the center's page.
 */
export function CenterBehind({ href }: { href: string }) {
  const brand = useBrand();
  const router = useMemo(
    () =>
      createBrandRouter({
        brand,
        Layout: BehindLayout,
        NotFound: NothingFound,
        history: createMemoryHistory({ initialEntries: [href] }),
        scrollRestoration: false,
        documentHead: false,
      }),
    [brand, href],
  );
  return (
    <div className="center-behind" data-testid="center-behind" inert aria-hidden>
      <RouterProvider router={router} />
    </div>
  );
}

/**
 * Makes the center (member or agent) in `ref` a modal while `modal` is true: everything around it
 * inert, page scroll fixed, focus moved into it (and back into it when a page change took the
 * focused control away: `pathname`), Escape calls `close`. When it goes away (the player left
 * the center), focus returns to what `opener` held when it opened, else the page. When it
 * only stops being a modal (the screen narrowed to a phone), focus stays where it is.
 *
 * The center is an element with role="dialog" rather than a `<dialog>`: the same element
 * is the page on a phone and the server's HTML, so becoming a modal (after hydration, or on a
 * resize) keeps the page mounted, with what the player typed and clicked.
 */
export function useCenterModal({
  ref,
  modal,
  pathname,
  close,
  opener,
}: {
  ref: RefObject<HTMLElement | null>;
  modal: boolean;
  pathname: string;
  close: () => void;
  opener: RefObject<Element | null>;
}): void {
  const onEscape = useEffectEvent(close);

  useEffect(() => {
    const center = ref.current;
    if (!modal || !center) return;
    rememberOpener(opener.current ?? document.activeElement);
    const restoreOutside = inertOutside(center);
    const unlockScroll = lockPageScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      // Not when a control handled it (a list closing), nor inside a modal opened above it.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlockScroll();
      restoreOutside();
      if (!center.isConnected) restoreOpener();
    };
  }, [ref, modal, opener]);

  useEffect(() => {
    const center = ref.current;
    if (modal && center && !center.contains(document.activeElement)) {
      center.focus({ preventScroll: true });
    }
  }, [ref, modal, pathname]);
}
