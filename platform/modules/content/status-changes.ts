/**
 * Tells the in-memory status stores on a database that maintenance or region restrictions were
 * written in this process, so the next request already sees the change (other instances see it
 * at their next poll).
 */
import type { Database } from '../../kernel/db/client.ts';

const listeners = new WeakMap<Database, Set<() => Promise<void>>>();

/** Calls `reload` after every status write on `db`; returns the unsubscribe. */
export function onStatusChange(db: Database, reload: () => Promise<void>): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(reload);
  return () => set.delete(reload);
}

/**
 * Reloads every status store on `db` (awaited: the change is in effect when it resolves). A
 * store that cannot reload now catches up at its next poll: the write itself succeeded.
 */
export async function statusChanged(db: Database): Promise<void> {
  await Promise.allSettled([...(listeners.get(db) ?? [])].map((reload) => reload()));
}
