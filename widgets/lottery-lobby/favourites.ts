import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../engine/state/storage.ts';

/**
 * The local storage key of a member's favourite lottery games (spec §3: "Favourite lottery ids
 * are kept in browser storage per username"): `lotteryFavorites:<username>`, a JSON list of ids.
 */
export const lotteryFavouritesKey = (username: string) => `lotteryFavorites:${username}`;

/** The ids stored for `username`; a missing or malformed value is none. */
export function readLotteryFavourites(username: string): string[] {
  try {
    const stored: unknown = JSON.parse(
      readStorage('local', lotteryFavouritesKey(username)) ?? '[]',
    );
    return Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The favourite lottery ids of `username` (none without one) and a toggle that stores the
 * change at once; every lobby on the page sees it.
 */
export function useLotteryFavourites(username: string | null): {
  ids: ReadonlySet<string>;
  toggle: (gameId: string) => void;
} {
  const key = username ? lotteryFavouritesKey(username) : null;
  const raw = useSyncExternalStore(
    subscribe,
    () => (key ? readStorage('local', key) : null),
    () => null,
  );
  const ids = new Set(username && raw !== null ? readLotteryFavourites(username) : []);
  const toggle = useCallback(
    (gameId: string) => {
      if (!username) return;
      const current = readLotteryFavourites(username);
      const next = current.includes(gameId)
        ? current.filter((id) => id !== gameId)
        : [...current, gameId];
      writeStorage('local', lotteryFavouritesKey(username), JSON.stringify(next));
      for (const listener of listeners) listener();
    },
    [username],
  );
  return { ids, toggle };
}
