import type { Decorator } from '@storybook/react-vite';
import { useEffect } from 'react';
import { configureHttp } from '../engine/api/http.ts';
import type { Json } from '../engine/core/brand/merge.ts';
import { isLanguageCode } from '../engine/core/languages.ts';
import { themeCss } from '../engine/core/theme.ts';
import { applyDocumentLanguage } from '../engine/i18n/i18n.ts';
import type { LanguageCode } from '../schemas/common.ts';
import { brandWith } from '../tests/support/brands.ts';
import { Harness, type HarnessOptions } from '../tests/support/harness.tsx';

/** A platform language code from a toolbar value. */
export function languageOf(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : 'EN';
}

function ThemeStyle({ css, theme }: { css: string; theme: 'dark' | 'light' }) {
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return <style>{css}</style>;
}

/**
 * Wraps a story in the app's providers for the toolbar's brand, theme and language, and the
 * story's parameters: `brand` (a patch merged over the brand), `path`, `session`,
 * `permission`, `menuMini`.
 */
export const withApp: Decorator = (Story, context) => {
  const brand = brandWith(
    String(context.globals.brand ?? 'royal'),
    (context.parameters.brand ?? {}) as Json,
  );
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
    modal: context.parameters.modal,
  };
  return (
    <>
      <ThemeStyle css={themeCss(brand.theme, brand.constants)} theme={theme} />
      <Harness options={options}>
        <Story />
      </Harness>
    </>
  );
};
