/**
 * The storefront's server entry (ADR 0015), built by Vite's SSR build into `dist/server`. The
 * platform loads the built module and calls `renderPage`: the requested route of the brand,
 * logged out, in the player's language and theme, rendered with React's streaming renderer.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToReadableStream } from 'react-dom/server';
import type { RenderPage, RenderPageInput, RenderPageResult } from '../engine/core/page-render.ts';
import { activateLanguage } from '../engine/i18n/i18n.ts';
import { languageAtom } from '../engine/i18n/language.ts';
import { preloadWidgets, RenderedWidgetsContext } from '../engine/render/registry-context.tsx';
import { newRenderSeed } from '../engine/render/render-seed.tsx';
import { createStore } from '../engine/state/jotai.ts';
import { permissionAtom } from '../engine/state/system.ts';
import { themeBaseAtom } from '../engine/state/ui.ts';
import { widgetRegistry } from '../widgets/registry.ts';
import { App, createAppRouter } from './app.tsx';

// Every widget's code is loaded once, so a render never suspends and the HTML comes out whole
// (a suspended part would be streamed with an inline script, which the CSP forbids).
const ready = preloadWidgets(widgetRegistry, Object.keys(widgetRegistry));

async function render(input: RenderPageInput): Promise<RenderPageResult> {
  await ready;
  // Lingui's catalog is global: renders run one at a time (see `renderPage`).
  await activateLanguage(input.language);
  const store = createStore();
  store.set(languageAtom, input.language);
  store.set(permissionAtom, input.permission);
  store.set(themeBaseAtom, input.theme);
  const router = createAppRouter(input.brand, createMemoryHistory({ initialEntries: [input.url] }));
  await router.load();
  const widgets = new Set<string>();
  const seed = newRenderSeed();
  let failure: unknown = null;
  const stream = await renderToReadableStream(
    <RenderedWidgetsContext value={widgets}>
      <App
        brand={input.brand}
        store={store}
        registry={widgetRegistry}
        router={router}
        seed={seed}
      />
    </RenderedWidgetsContext>,
    {
      // Never split the page into parts streamed later with inline scripts (CSP forbids them).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  // A part that failed would be rendered again in the browser and not match: serve the shell.
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return {
    html,
    state: {
      path: router.state.location.pathname,
      language: input.language,
      theme: input.theme,
      permission: input.permission,
      seed,
      widgets: [...widgets].sort(),
    },
  };
}

let queue: Promise<unknown> = Promise.resolve();

/** Renders one page; calls are serialised because the active language is process-wide. */
export const renderPage: RenderPage = (input) => {
  const result = queue.then(() => render(input));
  queue = result.catch(() => undefined);
  return result;
};
