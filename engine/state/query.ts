import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { atom, useStore, type PrimitiveAtom } from './jotai.ts';
import { readStorage, writeStorage } from './storage.ts';

/**
 * Server data the engine reads (house rule 7): declared once, fetched through `useResource`,
 * cached in the jotai store by key. `session: true` also keeps it in sessionStorage for the
 * visit (spec §9 "Session caching": notices, routers, settings, vendors, whitelabel tree...).
 */
export interface Resource<P, T> {
  name: string;
  key: (param: P) => string;
  fetch: (param: P, signal: AbortSignal) => Promise<T>;
  session?: boolean;
}

/** Declares a server resource. */
export function defineResource<P, T>(resource: Resource<P, T>): Resource<P, T> {
  return resource;
}

/** What a component sees of a resource. */
export type ResourceState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'ready'; data: T; error?: undefined };

const atoms = new Map<string, PrimitiveAtom<ResourceState<unknown>>>();

/** What the server renders every resource as (it renders no data yet: ADR 0015). */
const serverState: ResourceState<never> = { status: 'loading' };
const inflight = new WeakMap<object, Map<string, AbortController>>();

function cacheKey(name: string, key: string) {
  return `q:${name}:${key}`;
}

function atomFor<T>(name: string, key: string): PrimitiveAtom<ResourceState<T>> {
  const id = cacheKey(name, key);
  let existing = atoms.get(id);
  if (!existing) {
    existing = atom<ResourceState<unknown>>({ status: 'loading' });
    atoms.set(id, existing);
  }
  return existing as PrimitiveAtom<ResourceState<T>>;
}

const restored = new Set<string>();

/**
 * The copy of a `session: true` resource kept for this visit, if any, read once per page load
 * (the cache then lives in memory). Read in an effect, never during render, so a page the
 * server rendered hydrates with the server's (loading) state.
 */
function storedData(id: string): { data: unknown } | null {
  if (restored.has(id)) return null;
  restored.add(id);
  const stored = readStorage('session', id);
  if (stored === null) return null;
  try {
    return { data: JSON.parse(stored) as unknown };
  } catch {
    writeStorage('session', id, null);
    return null;
  }
}

/**
 * Reads a resource for `param`, fetching it when it is not cached (and `enabled` is not false).
 * `refresh` fetches it again, keeping the shown data until the new data arrives; `set` stores
 * data a mutation answered.
 */
export function useResource<P, T>(
  resource: Resource<P, T>,
  param: P,
  options: { enabled?: boolean } = {},
): ResourceState<T> & { refresh: () => void; set: (data: T) => void } {
  const enabled = options.enabled ?? true;
  const store = useStore();
  const key = resource.key(param);
  const target = atomFor<T>(resource.name, key);
  // While a server-rendered page hydrates, each component first renders what the server
  // rendered; React then renders it again with the store's state. Without this, data that
  // arrived (or was restored from the session) while another part of the page was hydrating
  // would differ from the server's HTML there.
  const subscribe = useCallback(
    (onChange: () => void) => store.sub(target, onChange),
    [store, target],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => store.get(target),
    () => serverState,
  );

  const run = useCallback(() => {
    let running = inflight.get(store);
    if (!running) {
      running = new Map();
      inflight.set(store, running);
    }
    const id = cacheKey(resource.name, key);
    running.get(id)?.abort();
    const controller = new AbortController();
    running.set(id, controller);
    resource.fetch(param, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        running.delete(id);
        if (resource.session) writeStorage('session', id, JSON.stringify(data));
        store.set(target, { status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        running.delete(id);
        if (store.get(target).status !== 'ready') store.set(target, { status: 'error', error });
      },
    );
    // `param` is represented by `key`; depending on the object would refetch on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, resource, key, target]);

  useEffect(() => {
    if (store.get(target).status !== 'loading') return;
    const stored = resource.session ? storedData(cacheKey(resource.name, key)) : null;
    if (stored) return store.set(target, { status: 'ready', data: stored.data as T });
    if (enabled && !inflight.get(store)?.has(cacheKey(resource.name, key))) run();
  }, [enabled, store, target, run, resource.name, resource.session, key]);

  const refresh = useCallback(() => {
    if (store.get(target).status === 'error') store.set(target, { status: 'loading' });
    run();
  }, [store, target, run]);

  /** Replaces the cached data with what a mutation answered (no request). */
  const set = useCallback(
    (data: T) => {
      if (resource.session)
        writeStorage('session', cacheKey(resource.name, key), JSON.stringify(data));
      store.set(target, { status: 'ready', data });
    },
    [store, target, resource, key],
  );

  return { ...state, refresh, set };
}
