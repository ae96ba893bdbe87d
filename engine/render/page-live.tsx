import { createContext, useContext, useEffect } from 'react';

/**
 * "The page is live": every part of a server-rendered page is hydrated. TanStack Router keeps a
 * route's content in a Suspense boundary of its own, which React hydrates after the rest of the
 * page has committed, so the app's first effects run while the route is still server HTML;
 * work that must wait for the whole page (replaying the visitor's early clicks, which may
 * navigate) waits for the screen itself to mount. Each screen (a route's page, the 404 page,
 * the system pages) signals it; the provider's callback runs once, on the first signal.
 */
const PageLiveContext = createContext<() => void>(() => {});

export const PageLiveProvider = PageLiveContext.Provider;

/** Signals, once the calling screen has mounted (hydrated), that the page is live. */
export function usePageLive() {
  const live = useContext(PageLiveContext);
  useEffect(() => live(), [live]);
}

/** `usePageLive` for screens without a component of their own. */
export function PageLive() {
  usePageLive();
  return null;
}

/** Wraps `callback` so that only its first call runs it. */
export function once(callback: () => void): () => void {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    callback();
  };
}
