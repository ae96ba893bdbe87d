import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { configureHttp } from '../../engine/api/http.ts';
import { activateLanguage } from '../../engine/i18n/i18n.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { Harness, harnessStore, type HarnessOptions } from './harness.tsx';

/**
 * Renders `ui` as the page of `options.path` with the app's providers, a fresh store (returned
 * for assertions) and HTTP headers for the brand, in the requested language.
 */
export async function renderInApp(ui: ReactNode, options: HarnessOptions) {
  const store = harnessStore(options);
  configureHttp({
    merchant: () => options.brand.merchantCode,
    token: () => store.get(tokenAtom),
    language: () => store.get(languageAtom),
  });
  await activateLanguage(store.get(languageAtom));
  const result = render(
    <Harness options={options} store={store}>
      {ui}
    </Harness>,
  );
  return { ...result, store };
}
