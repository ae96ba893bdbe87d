import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * True while React renders on the server or hydrates the server's HTML, then false (React
 * renders the component again at once). A part that shows something only the browser knows
 * renders what the server rendered first, so hydration finds the same HTML.
 */
export function useHydrating(): boolean {
  return useHydratingWhen(true);
}

/**
 * As `useHydrating`, for a part that differs from the server's HTML only when `differs` is
 * true: otherwise it is false from the start, and hydration renders the part once, not twice
 * (a lobby's rows, rendered on the server with their data, do not all render again as soon as
 * they are hydrated).
 */
export function useHydratingWhen(differs: boolean): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => differs,
  );
}
