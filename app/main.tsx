import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureHttp, preloadHttp } from '../engine/api/http.ts';
import { pickLanguage } from '../engine/core/languages.ts';
import { activateLanguage, applyDocumentLanguage } from '../engine/i18n/i18n.ts';
import { languageAtom, storedLanguage } from '../engine/i18n/language.ts';
import { preloadWidgets, preparePage } from '../engine/render/registry-context.tsx';
import { createStore } from '../engine/state/jotai.ts';
import { hydrateResources, type DehydratedResources } from '../engine/state/query.ts';
import { restoreSessionAtom, tokenAtom } from '../engine/state/session.ts';
import { readStorage, sessionKeys, writeStorage } from '../engine/state/storage.ts';
import { permissionAtom, permissionCheckAtom } from '../engine/state/system.ts';
import { themeChoiceAtom } from '../engine/state/ui.ts';
import { App, createAppRouter } from './app.tsx';
import { readBrand, readPageState, takeOverHydratedPage, takeOverToRenderAfresh } from './boot.ts';
import { appRegistry } from './registry.ts';
import './styles.css';

async function start() {
  const brand = readBrand();
  const store = createStore();
  const language = pickLanguage(
    storedLanguage(),
    brand.languages.supported,
    brand.languages.default,
  );
  store.set(languageAtom, language);
  writeStorage('session', sessionKeys.merchant, brand.merchantCode);
  writeStorage('session', sessionKeys.merchantCode, brand.merchantCode);
  configureHttp({
    merchant: () => brand.merchantCode,
    token: () => store.get(tokenAtom),
    language: () => store.get(languageAtom),
    // The open page shows the maintenance or restriction page at once, not at its next check.
    onSystemStatus: () => store.set(permissionCheckAtom, (n) => n + 1),
  });
  const root = document.getElementById('root')!;
  const state = root.firstElementChild ? readPageState() : null;
  const router = state ? createAppRouter(brand) : undefined;
  await Promise.all([
    activateLanguage(language),
    router?.load(),
    state && preloadWidgets(appRegistry, state.widgets),
  ]);
  applyDocumentLanguage(language);
  const restoreSession = () => store.set(restoreSessionAtom);
  const appProps = { brand, store, registry: appRegistry, router };
  // The permission the server rendered with is the caller's, whether the page hydrates or not
  // (the status is not a member's): the start asks for none (ADR 0027).
  if (state) store.set(permissionAtom, state.permission);
  // The state the server rendered the page in (a lobby's filters), by the same rule.
  if (router) await preparePage(appRegistry, store, brand, router.state);
  // The server rendered this page logged out: a visitor's browser hydrates it as it is. A
  // member's page (a stored session), a router that went elsewhere (a guard's redirect), or a
  // language or theme choice the server did not know (kept only in localStorage) renders afresh.
  if (
    state &&
    readStorage('session', sessionKeys.token) === null &&
    router?.state.location.pathname === state.path &&
    state.language === language &&
    state.theme === store.get(themeChoiceAtom)
  ) {
    hydrateResources(store, state.resources as DehydratedResources | undefined);
    // As TanStack Router's own hydration does: the server rendered the route without the
    // client-only Suspense boundary, so the client must not add one.
    router.ssr = { manifest: undefined };
    hydrateRoot(
      root,
      <StrictMode>
        <App
          {...appProps}
          onMount={() => {
            restoreSession();
            // What the visitor clicked while the page was loading or hydrating happens now.
            takeOverHydratedPage();
          }}
          seed={state.seed}
        />
      </StrictMode>,
    );
    return;
  }
  // Rendered afresh: a member's page calls at once, so the HTTP layer loads now.
  preloadHttp();
  const replayHeldButtons = takeOverToRenderAfresh();
  restoreSession();
  createRoot(root).render(
    <StrictMode>
      <App {...appProps} onMount={replayHeldButtons} />
    </StrictMode>,
  );
}

void start();
