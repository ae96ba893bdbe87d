import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { activateLanguage } from '../../engine/i18n/i18n.ts';
import { server } from './msw-server.ts';

beforeAll(async () => {
  // jsdom has no layout: the router's scroll restoration has nothing to scroll.
  window.scrollTo = () => undefined;
  server.listen({ onUnhandledRequest: 'error' });
  await activateLanguage('EN');
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  await activateLanguage('EN');
});

afterAll(() => server.close());
