import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '../engine/api/http.ts';
import { pickLanguage } from '../engine/core/languages.ts';
import { activateLanguage, applyDocumentLanguage } from '../engine/i18n/i18n.ts';
import { languageAtom, storedLanguage } from '../engine/i18n/language.ts';
import { createStore } from '../engine/state/jotai.ts';
import { tokenAtom } from '../engine/state/session.ts';
import { writeStorage, sessionKeys } from '../engine/state/storage.ts';
import { widgetRegistry } from '../widgets/registry.ts';
import { App } from './app.tsx';
import { readBrand } from './boot.ts';
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
  });
  await activateLanguage(language);
  applyDocumentLanguage(language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App brand={brand} store={store} registry={widgetRegistry} />
    </StrictMode>,
  );
}

void start();
