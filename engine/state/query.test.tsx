import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStore, Provider } from './jotai.ts';
import { defineResource, useResource } from './query.ts';

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
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={store}>
          <Greeting />
        </Provider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
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
});
