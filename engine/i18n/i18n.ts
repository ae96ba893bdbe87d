import { i18n, type Messages } from '@lingui/core';
import type { LanguageCode } from '../../schemas/common.ts';
import { catalogFor, languageTable, type CatalogLocale } from '../core/languages.ts';

export { i18n };

const catalogs: Record<CatalogLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  tl: () => import('../../locales/tl/messages.po'),
};

/**
 * Loads the catalog for a platform language code (lazily: a player downloads only their own
 * language) and activates it. Codes without a catalog fall back to English text.
 */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  const locale = catalogFor(code) ?? 'en';
  if (!i18n.messages || i18n.locale !== locale) {
    const { messages } = await catalogs[locale]();
    i18n.loadAndActivate({ locale, messages });
  }
}

/** Sets `<html lang dir>` for a language code; AR, FA and UR read right to left. */
export function applyDocumentLanguage(
  code: LanguageCode,
  root: HTMLElement = document.documentElement,
): void {
  const info = languageTable[code];
  root.lang = info.tag;
  root.dir = info.dir;
}
