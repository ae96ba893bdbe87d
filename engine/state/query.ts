import {
  dehydrate,
  hydrate,
  QueryClient,
  useQuery,
  type DehydratedState,
} from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect } from 'react';
import { useHydratingWhen } from '../render/use-hydrating.ts';
import { useStore } from './jotai.ts';
import { readStorage, writeStorage } from './storage.ts';

/**
 * Server data the engine reads (house rule 7): declared once, fetched through `useResource`,
 * cached by TanStack Query (ADR 0017) under the key `[name, key]`. `session: true` also keeps
 * it in sessionStorage for the visit (spec §9 "Session caching": notices, routers, settings,
 * vendors, whitelabel tree...). `ssr: true` fetches it on the server for the pages it renders,
 * so the HTML shows the data and the browser starts with it (never for member data).
 */
export interface Resource<P, T> {
  name: string;
  key: (param: P) => string;
  fetch: (param: P, signal: AbortSignal) => Promise<T>;
  session?: boolean;
  ssr?: boolean;
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

const onServer = typeof window === 'undefined';

const clients = new WeakMap<object, QueryClient>();
/** Per client: the query hashes the server rendered with data (see `hydrateResources`). */
const serverRendered = new WeakMap<QueryClient, Set<string>>();

/**
 * How many mutation answers (`set`) each resource key has had, per client: a fetch that started
 * before the latest one answers what was true before that mutation, so its result is dropped.
 */
const mutations = new WeakMap<QueryClient, Map<string, number>>();
function mutationCount(client: QueryClient, hash: string): number {
  return mutations.get(client)?.get(hash) ?? 0;
}

type Store = ReturnType<typeof useStore>;

/**
 * The query client of an app, one per jotai store, so whatever provides the app's store (the
 * app, a story, a test) provides its cache too. Data never goes stale by itself: a widget
 * refreshes what it shows (`refresh`), as the spec's refresh rules say.
 */
export function queryClientFor(store: Store): QueryClient {
  let client = clients.get(store);
  if (!client) {
    client = new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: Infinity,
          // A server render's client lives for one render: no timers to collect it.
          ...(onServer ? { gcTime: Infinity } : {}),
          retry: false,
          refetchOnWindowFocus: false,
          refetchOnReconnect: false,
        },
      },
    });
    clients.set(store, client);
  }
  return client;
}

const queryKey = (name: string, key: string) => [name, key] as const;
const hashOf = (name: string, key: string) => JSON.stringify(queryKey(name, key));
const storageId = (name: string, key: string) => `q:${name}:${key}`;

/** The data a server render fetched, as the page carries it (inert JSON). */
export type DehydratedResources = DehydratedState;

/** The data a server render fetched, for the page. */
export function dehydrateResources(store: Store): DehydratedResources {
  return dehydrate(queryClientFor(store));
}

/** Puts the server's data in the browser's cache before hydrating the page the server rendered. */
export function hydrateResources(store: Store, state: DehydratedResources | undefined): void {
  // A page from a server build older than this browser build carries none.
  if (!state) return;
  const client = queryClientFor(store);
  hydrate(client, state);
  serverRendered.set(client, new Set(state.queries.map((query) => query.queryHash)));
}

/**
 * Provided by a server render (app/server.tsx): told of every `ssr` resource the render read
 * and did not have. The server fetches them and renders again, until every one is there.
 */
export const ServerFetchContext = createContext<
  ((name: string, key: string, fetch: (signal: AbortSignal) => Promise<unknown>) => void) | null
>(null);

const restored = new Set<string>();

/**
 * The copy of a `session: true` resource kept for this visit, if any, read once per page load
 * (the cache then lives in memory). Read in an effect, never during render, so a page the
 * server rendered hydrates with the server's state.
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

/** How `useResource` reads a resource. */
export interface ResourceOptions<T> {
  /** False: only read what the cache has (and what `refresh` fetches). Default true. */
  enabled?: boolean;
  /**
   * Fetch again every so many milliseconds while the part is shown, given the data it has (none
   * yet: undefined); false stops. For data that changes on the server by itself, such as a
   * payment waiting for the gateway. Paused while the page is hidden.
   */
  refetchInterval?: (data: T | undefined) => number | false;
}

/**
 * Reads a resource for `param`, fetching it when it is not cached (and `enabled` is not false).
 * `refresh` fetches it again, keeping the shown data until the new data arrives; `set` stores
 * data a mutation answered.
 */
export function useResource<P, T>(
  resource: Resource<P, T>,
  param: P,
  options: ResourceOptions<T> = {},
): ResourceState<T> & { refresh: () => void; set: (data: T) => void } {
  const enabled = options.enabled ?? true;
  const { refetchInterval } = options;
  const client = queryClientFor(useStore());
  const key = resource.key(param);
  const { name, session } = resource;

  // Before the query's own effects (which fetch): the visit's stored copy, once per page load.
  useEffect(() => {
    if (!session || client.getQueryData(queryKey(name, key)) !== undefined) return;
    const stored = storedData(storageId(name, key));
    if (stored) client.setQueryData(queryKey(name, key), stored.data);
  }, [client, name, key, session]);

  const query = useQuery(
    {
      queryKey: queryKey(name, key),
      queryFn: async ({ signal }) => {
        const hash = hashOf(name, key);
        const before = mutationCount(client, hash);
        const data = await resource.fetch(param, signal);
        const answered = client.getQueryData<T>(queryKey(name, key));
        if (mutationCount(client, hash) !== before && answered !== undefined) return answered;
        if (session) writeStorage('session', storageId(name, key), JSON.stringify(data));
        return data;
      },
      enabled,
      // Never on the server: a render does not wait for time to pass.
      ...(refetchInterval && !onServer
        ? {
            refetchInterval: (query: { state: { data: T | undefined } }) =>
              refetchInterval(query.state.data),
          }
        : {}),
    },
    client,
  );

  // A server render (it provides the context) asks for the `ssr` data it does not have.
  const requestOnServer = useContext(ServerFetchContext);
  const forServer = requestOnServer !== null;
  if (forServer && resource.ssr && enabled) {
    // A fetch that failed stays failed for this render: the part shows its loading state.
    const known = client.getQueryState(queryKey(name, key));
    if (known?.data === undefined && known?.status !== 'error')
      requestOnServer(name, key, (signal) => resource.fetch(param, signal));
  }

  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  /**
   * Replaces the cached data with what a mutation answered (no request). A fetch already on its
   * way answers what was true before the mutation: its result gives way to this one.
   */
  const set = useCallback(
    (data: T) => {
      if (session) writeStorage('session', storageId(name, key), JSON.stringify(data));
      const hash = hashOf(name, key);
      const counts = mutations.get(client) ?? new Map<string, number>();
      mutations.set(client, counts.set(hash, mutationCount(client, hash) + 1));
      client.setQueryData(queryKey(name, key), data);
    },
    [client, name, key, session],
  );

  const shown: ResourceState<T> =
    query.data !== undefined
      ? { status: 'ready', data: query.data }
      : query.isError && query.fetchStatus !== 'fetching' && !forServer
        ? { status: 'error', error: query.error }
        : { status: 'loading' };
  // Hydrating, a part renders what the server rendered: the data it fetched, else the loading
  // state (a failed fetch too); then what the browser has. A part the browser shows loading as
  // well (a resource nobody has fetched yet, such as a visitor's favourites) renders once.
  const serverHad = forServer || serverRendered.get(client)?.has(hashOf(name, key)) === true;
  const hydrating = useHydratingWhen(!serverHad && shown.status !== 'loading');
  const state: ResourceState<T> = hydrating ? { status: 'loading' } : shown;
  return { ...state, refresh, set };
}

/**
 * Marks every cached param of a resource stale and fetches again the ones on screen: for a
 * mutation in one part of the page that changes what another part shows (a slip bought in the
 * bet slip, listed by "my tickets").
 */
export function useInvalidate<P, T>(resource: Resource<P, T>): () => void {
  const client = queryClientFor(useStore());
  const { name } = resource;
  return useCallback(() => void client.invalidateQueries({ queryKey: [name] }), [client, name]);
}
