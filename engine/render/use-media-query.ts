import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches the media `query`, kept up to date as it changes (a resize, a
 * rotation). False on the server and while hydrating, so the first render matches the server's
 * HTML; React renders again at once with the browser's answer.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
