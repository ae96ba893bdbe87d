import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * True while React renders on the server or hydrates the server's HTML, then false (React
 * renders the component again at once). A part that shows something only the browser knows
 * renders what the server rendered first, so hydration finds the same HTML.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
}
