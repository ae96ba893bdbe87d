import { i18n, type Messages } from '@lingui/core';
import type { LanguageCode } from '../../schemas/common.ts';
import { catalogFor, languageTable, type CatalogLocale } from '../core/languages.ts';

export { i18n };

/** A locale's catalog: whole, or (browser build) the home route's texts and a loader for the rest. */
interface Catalog {
  messages: Messages;
  loadRest?: () => Promise<{ messages: Messages }>;
}

const catalogs: Record<CatalogLocale, () => Promise<Catalog>> = {
  en: () => import('../../locales/en/messages.po'),
  tl: () => import('../../locales/tl/messages.po'),
};

/** The locale activated last (or being activated). */
let target: CatalogLocale = 'en';
/** Whether the texts beyond the home route's are wanted (see `loadAllTexts`). */
let allWanted = false;

/**
 * Loads the catalog for a platform language code (lazily: a player downloads only their own
 * language) and activates it. Codes without a catalog fall back to English text.
 */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  const locale = catalogFor(code) ?? 'en';
  target = locale;
  if (!i18n.messages || i18n.locale !== locale) {
    const catalog = await catalogs[locale]();
    const rest = allWanted ? await catalog.loadRest?.() : undefined;
    i18n.load(locale, { ...catalog.messages, ...rest?.messages });
    i18n.activate(locale);
  }
}

/**
 * Loads the texts of the pages beyond the home route into the active language (and into any
 * language activated later). The browser build's catalogs hold only the home route's texts at
 * first; app/registry.ts calls this with the code of any other widget, so its texts are there
 * when it renders. Elsewhere the catalogs are whole and this loads nothing.
 */
export async function loadAllTexts(): Promise<void> {
  allWanted = true;
  const locale = target;
  const rest = await (await catalogs[locale]()).loadRest?.();
  if (rest) i18n.load(locale, { ...rest.messages });
}

/**
 * Sets `<html lang dir>` for a language code; AR, FA and UR read right to left. An attribute
 * already right is left alone: Chromium recalculates the style of the whole page when `lang`
 * or `dir` is set, even to the value it has (about 40 ms each at 4x slowdown on home).
 */
export function applyDocumentLanguage(
  code: LanguageCode,
  root: HTMLElement = document.documentElement,
): void {
  const info = languageTable[code];
  if (root.lang !== info.tag) root.lang = info.tag;
  if (root.dir !== info.dir) root.dir = info.dir;
}
