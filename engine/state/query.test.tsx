import { act } from '@testing-library/react';
import { Profiler, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStore, Provider } from './jotai.ts';
import {
  defineResource,
  dehydrateResources,
  hydrateResources,
  queryClientFor,
  ServerFetchContext,
  useResource,
} from './query.ts';

let fetched = 0;
const greeting = defineResource({
  name: 'test-greeting',
  key: (name: string) => name,
  fetch: (name: string) => {
    fetched += 1;
    return Promise.resolve(`Hello ${name}`);
  },
});

function Greeting() {
  const state = useResource(greeting, 'Juan');
  return <p>{state.status === 'ready' ? state.data : 'Loading'}</p>;
}

type Store = ReturnType<typeof createStore>;

/** The store after another part of the page has loaded the greeting into it. */
async function loadedStore(): Promise<Store> {
  const store = createStore();
  const elsewhere = createRoot(document.createElement('div'));
  await act(async () =>
    elsewhere.render(
      <Provider store={store}>
        <Greeting />
      </Provider>,
    ),
  );
  elsewhere.unmount();
  return store;
}

let container: HTMLDivElement;

/** Hydrates the server's `html` with `part` in `store`; the errors React recovered from. */
async function hydrate(html: string, store: Store, part: ReactNode): Promise<unknown[]> {
  container.innerHTML = html;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Provider store={store}>{part}</Provider>, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return errors;
}
beforeEach(() => {
  fetched = 0;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => container.remove());

describe('useResource', () => {
  it('hydrates a server-rendered part with what the server rendered, then shows the data', async () => {
    const html = renderToString(
      <Provider store={createStore()}>
        <Greeting />
      </Provider>,
    );
    expect(html).toBe('<p>Loading</p>');
    // Another part of the page had the data before this part hydrated.
    const store = await loadedStore();
    expect(await hydrate(html, store, <Greeting />)).toEqual([]);
    expect(container.textContent).toBe('Hello Juan');
    expect(fetched).toBe(1);
  });

  it('shows data the store has at once on a page rendered in the browser', async () => {
    const store = await loadedStore();
    const root = createRoot(container);
    // The first render, before any effect: no loading state in between.
    act(() =>
      root.render(
        <Provider store={store}>
          <Greeting />
        </Provider>,
      ),
    );
    expect(container.textContent).toBe('Hello Juan');
    root.unmount();
  });

  it('fetches again at the interval the data asks for, and stops when it says so', async () => {
    const answers = ['pending', 'pending', 'paid'];
    const asked: string[] = [];
    const payment = defineResource({
      name: 'test-payment',
      key: (id: string) => id,
      fetch: (id: string) => {
        asked.push(id);
        return Promise.resolve(answers[Math.min(asked.length, answers.length) - 1]!);
      },
    });
    function Payment() {
      const state = useResource(payment, 'd1', {
        refetchInterval: (status) => (status === 'paid' ? false : 20),
      });
      return <p>{state.data ?? 'Loading'}</p>;
    }
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <Provider store={createStore()}>
          <Payment />
        </Provider>,
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(container.textContent).toBe('paid');
    expect(asked).toHaveLength(3);
    root.unmount();
  });
});

describe('a mutation answer (set)', () => {
  it('is not overwritten by a fetch that started before it and answers later', async () => {
    // The first fetch answers at once; the refresh answers when the test says so.
    let answerLate: (value: string) => void = () => {};
    let calls = 0;
    const summary = defineResource({
      name: 'test-summary',
      key: (id: string) => id,
      fetch: () => {
        calls += 1;
        return calls === 1
          ? Promise.resolve('no password')
          : new Promise<string>((resolve) => (answerLate = resolve));
      },
    });
    const latest: { current?: ReturnType<typeof useResource<string, string>> } = {};
    function Summary() {
      const state = useResource(summary, 'm1');
      useEffect(() => {
        latest.current = state;
      });
      return <p>{state.data ?? 'Loading'}</p>;
    }
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <Provider store={createStore()}>
          <Summary />
        </Provider>,
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).toBe('no password');
    // A refresh goes out (say, after saving the real name) ...
    await act(async () => latest.current!.refresh());
    // ... then a mutation answers the new state before that refresh returns.
    await act(async () => latest.current!.set('password set'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).toBe('password set');
    await act(async () => answerLate('no password'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).toBe('password set');
    root.unmount();
  });
});

describe('data rendered on the server', () => {
  const menu = defineResource({
    name: 'test-menu',
    key: (language: string) => language,
    fetch: (language: string) => {
      fetched += 1;
      return Promise.resolve(`Menu ${language}`);
    },
    ssr: true,
  });

  function Menu() {
    const state = useResource(menu, 'EN');
    return <p>{state.status === 'ready' ? state.data : 'Loading'}</p>;
  }

  it('hydrates with the data the server fetched, renders once and fetches nothing again', async () => {
    // On the server: a render asks for the data, the server fetches it and renders again.
    const serverStore = createStore();
    const asked: string[] = [];
    const page = (
      <ServerFetchContext value={(name, key) => asked.push(`${name}:${key}`)}>
        <Provider store={serverStore}>
          <Menu />
        </Provider>
      </ServerFetchContext>
    );
    expect(renderToString(page)).toBe('<p>Loading</p>');
    expect(asked).toEqual(['test-menu:EN']);
    await queryClientFor(serverStore).prefetchQuery({
      queryKey: ['test-menu', 'EN'],
      queryFn: () => menu.fetch('EN', new AbortController().signal),
    });
    const html = renderToString(page);
    expect(html).toBe('<p>Menu EN</p>');
    // The page carries the data as JSON.
    const resources = JSON.parse(JSON.stringify(dehydrateResources(serverStore))) as Parameters<
      typeof hydrateResources
    >[1];

    const store = createStore();
    hydrateResources(store, resources);
    const commits: string[] = [];
    const counted = (
      <Profiler id="menu" onRender={(_id, phase) => commits.push(phase)}>
        <Menu />
      </Profiler>
    );
    expect(await hydrate(html, store, counted)).toEqual([]);
    expect(container.textContent).toBe('Menu EN');
    expect(fetched).toBe(1);
    // Nothing differs from the server's HTML, so nothing renders again once it is hydrated.
    expect(commits).toEqual(['mount']);
  });

  it('hydrates a part the server rendered loading, and the browser too, in one render', async () => {
    function Favourites() {
      const state = useResource(greeting, 'visitor', { enabled: false });
      return <p>{state.status === 'ready' ? state.data : 'Loading'}</p>;
    }
    const html = renderToString(
      <ServerFetchContext value={() => {}}>
        <Provider store={createStore()}>
          <Favourites />
        </Provider>
      </ServerFetchContext>,
    );
    expect(html).toBe('<p>Loading</p>');
    const commits: string[] = [];
    const counted = (
      <Profiler id="favourites" onRender={(_id, phase) => commits.push(phase)}>
        <Favourites />
      </Profiler>
    );
    expect(await hydrate(html, createStore(), counted)).toEqual([]);
    expect(container.textContent).toBe('Loading');
    expect(commits).toEqual(['mount']);
  });

  it('renders a failed fetch as loading on the server, and does not ask for it again', async () => {
    const serverStore = createStore();
    await queryClientFor(serverStore).prefetchQuery({
      queryKey: ['test-menu', 'EN'],
      queryFn: () => Promise.reject(new Error('down')),
    });
    const asked: string[] = [];
    const html = renderToString(
      <ServerFetchContext value={(name, key) => asked.push(`${name}:${key}`)}>
        <Provider store={serverStore}>
          <Menu />
        </Provider>
      </ServerFetchContext>,
    );
    expect(html).toBe('<p>Loading</p>');
    // Not asked again: the server renders what it has.
    expect(asked).toEqual([]);
  });
});
