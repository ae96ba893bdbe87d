import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { useEffect } from 'react';
import { configureHttp } from '../engine/api/http.ts';
import { isLanguageCode } from '../engine/core/languages.ts';
import { themeCss } from '../engine/core/theme.ts';
import { activateLanguage, applyDocumentLanguage } from '../engine/i18n/i18n.ts';
import type { Json } from '../engine/core/brand/merge.ts';
import type { LanguageCode } from '../schemas/common.ts';
import { apiHandlers } from '../tests/support/api-handlers.ts';
import { brandWith, demoBrands } from '../tests/support/brands.ts';
import { Harness, type HarnessOptions } from '../tests/support/harness.tsx';
import '../app/styles.css';

initialize({ onUnhandledRequest: 'bypass' });

function languageOf(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : 'EN';
}

function ThemeStyle({ css, theme }: { css: string; theme: 'dark' | 'light' }) {
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return <style>{css}</style>;
}

/** Wraps every story in the app's providers for the chosen brand, theme, language and route. */
const withApp: Decorator = (Story, context) => {
  const brandId = String(context.globals.brand ?? 'royal');
  const brand = brandWith(brandId, (context.parameters.brand ?? {}) as Json);
  const language = languageOf(context.globals.lang);
  const theme = context.globals.theme === 'light' ? 'light' : 'dark';
  configureHttp({
    merchant: () => brand.merchantCode,
    token: () => context.parameters.session?.token ?? null,
    language: () => language,
  });
  applyDocumentLanguage(language);
  const options: HarnessOptions = {
    brand,
    language,
    theme,
    path: context.parameters.path ?? '/',
    session: context.parameters.session ?? null,
    permission: context.parameters.permission,
    menuMini: context.parameters.menuMini,
  };
  return (
    <>
      <ThemeStyle css={themeCss(brand.theme)} theme={theme} />
      <Harness options={options}>
        <Story />
      </Harness>
    </>
  );
};

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
