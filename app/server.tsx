/**
 * The storefront's server entry (ADR 0015), built by Vite's SSR build into `dist/server`. The
 * platform loads the built module and calls `renderPage`: the requested route of the brand,
 * logged out, in the player's language and theme, rendered with React's streaming renderer.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { configureHttp } from '../engine/api/http.ts';
import type { RenderPage, RenderPageInput, RenderPageResult } from '../engine/core/page-render.ts';
import { activateLanguage } from '../engine/i18n/i18n.ts';
import { languageAtom } from '../engine/i18n/language.ts';
import {
  preloadWidgets,
  preparePage,
  RenderedWidgetsContext,
} from '../engine/render/registry-context.tsx';
import { newRenderSeed } from '../engine/render/render-seed.tsx';
import { createStore } from '../engine/state/jotai.ts';
import { dehydrateResources, queryClientFor, ServerFetchContext } from '../engine/state/query.ts';
import { permissionAtom } from '../engine/state/system.ts';
import { themeBaseAtom } from '../engine/state/ui.ts';
import { widgetRegistry } from '../widgets/registry.ts';
import { App, createAppRouter } from './app.tsx';

// Every widget's code is loaded once, so a render never suspends and the HTML comes out whole
// (a suspended part would be streamed with an inline script, which the CSP forbids).
const ready = preloadWidgets(widgetRegistry, Object.keys(widgetRegistry));

/** An `ssr` resource a render read and did not have, with how to fetch it. */
type Wanted = Map<
  string,
  { name: string; key: string; fetch: (signal: AbortSignal) => Promise<unknown> }
>;

/**
 * Renders until the data the page reads is there: each round fetches what the last render
 * asked for (data can depend on data: a game row needs the vendor lanes first), at most
 * `fetchRounds` times; what is still missing then renders in its loading state.
 */
const fetchRounds = 3;

async function render(input: RenderPageInput): Promise<RenderPageResult> {
  await ready;
  // Lingui's catalog and the HTTP context are global: renders run one at a time (`renderPage`).
  await activateLanguage(input.language);
  configureHttp({
    merchant: () => input.brand.merchantCode,
    token: () => null,
    language: () => input.language,
    fetch: (request, init) => input.fetch(new Request(request, init)),
  });
  const store = createStore();
  store.set(languageAtom, input.language);
  store.set(permissionAtom, input.permission);
  store.set(themeBaseAtom, input.theme);
  const router = createAppRouter(input.brand, createMemoryHistory({ initialEntries: [input.url] }));
  await router.load();
  await preparePage(widgetRegistry, store, input.brand, router.state);
  const client = queryClientFor(store);
  const seed = newRenderSeed();
  for (let round = 0; ; round += 1) {
    const widgets = new Set<string>();
    const wanted: Wanted = new Map();
    const html = await renderOnce(
      <ServerFetchContext
        value={(name, key, fetch) => wanted.set(`${name}:${key}`, { name, key, fetch })}
      >
        <RenderedWidgetsContext value={widgets}>
          <App
            brand={input.brand}
            store={store}
            registry={widgetRegistry}
            router={router}
            seed={seed}
          />
        </RenderedWidgetsContext>
      </ServerFetchContext>,
    );
    if (wanted.size > 0 && round < fetchRounds) {
      // A failed fetch is kept as failed: the page shows that part loading, as the browser
      // will before it fetches it itself.
      await Promise.all(
        [...wanted.values()].map(({ name, key, fetch }) =>
          client.prefetchQuery({ queryKey: [name, key], queryFn: ({ signal }) => fetch(signal) }),
        ),
      );
      continue;
    }
    return {
      html,
      state: {
        path: router.state.location.pathname,
        language: input.language,
        theme: input.theme,
        permission: input.permission,
        seed,
        widgets: [...widgets].sort(),
        resources: dehydrateResources(store),
      },
    };
  }
}

/** One render of the page to HTML. */
async function renderOnce(page: ReactNode): Promise<string> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(page, {
    // Never split the page into parts streamed later with inline scripts (CSP forbids them).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  // A part that failed would be rendered again in the browser and not match: serve the shell.
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}

let queue: Promise<unknown> = Promise.resolve();

/** Renders one page; calls are serialised: the active language and HTTP context are process-wide. */
export const renderPage: RenderPage = (input) => {
  const result = queue.then(() => render(input));
  queue = result.catch(() => undefined);
  return result;
};
