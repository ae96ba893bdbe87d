import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard focus on the page after a route change: when the control that led there
 * left with the old page (a link in the content, a game's close button), the focus would fall
 * to the document body and the next Tab would start again from the top. It goes to the element
 * with `mainId` instead (focusable with tabindex -1), so Tab continues in the new content. The
 * first page of a visit keeps the browser's start, before the skip link.
 */
export function useKeepFocusOnNavigation(mainId: string): void {
  const path = useRouterState({
    select: (state) => state.resolvedLocation?.pathname ?? state.location.pathname,
  });
  // The path the visit started on, until the first route change.
  const landing = useRef<string | null>(path);
  useEffect(() => {
    if (path === landing.current) return;
    landing.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [path, mainId]);
}
