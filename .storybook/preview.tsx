import type { Preview } from '@storybook/react-vite';
import type {} from 'altcha/types/global';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { activateLanguage } from '../engine/i18n/i18n.ts';
import { apiHandlers } from '../tests/support/api-handlers.ts';
import { demoBrands } from '../tests/support/brands.ts';
import { languageOf, withApp } from './decorators.tsx';
import '../app/styles.css';

declare global {
  interface Window {
    /** Platform calls no handler answered, as "GET /wps/…"; the Storybook sweep reads them. */
    unansweredPlatformCalls?: string[];
  }
}

// A platform call no handler answers shows a failure the story does not mean to show: the
// console warns, and the Storybook sweep (scripts/test-storybook.ts) fails on it.
initialize({
  onUnhandledRequest(request, print) {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/wps/')) return;
    (window.unansweredPlatformCalls ??= []).push(`${request.method} ${pathname}`);
    print.warning();
  },
});

// Stories show the forms, not the proof of work: ALTCHA runs in its documented test mode here.
await import('altcha/external');
$altcha.defaults.set({ test: true });

const preview: Preview = {
  decorators: [withApp],
  loaders: [
    mswLoader,
    async ({ globals }) => {
      await activateLanguage(languageOf(globals.lang));
      return {};
    },
  ],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { system: apiHandlers(demoBrands) } },
  },
  globalTypes: {
    brand: {
      description: 'Brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.keys(demoBrands),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
    lang: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'EN', title: 'English' },
          { value: 'TY', title: 'Tagalog' },
          { value: 'AR', title: 'Arabic (right-to-left preview, English text)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'royal', theme: 'dark', lang: 'EN' },
};

export default preview;
