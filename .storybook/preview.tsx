import type { Preview } from '@storybook/react-vite';
import type {} from 'altcha/types/global';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { activateLanguage } from '../engine/i18n/i18n.ts';
import { apiHandlers } from '../tests/support/api-handlers.ts';
import { demoBrands } from '../tests/support/brands.ts';
import { languageOf, withApp } from './decorators.tsx';
import '../app/styles.css';

initialize({ onUnhandledRequest: 'bypass' });

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
