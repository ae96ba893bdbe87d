/**
 * Brand rules on languages: supported defaults, catalogs, and translations of per-language texts.
 */
import type { Brand, LocalizedText } from '../../../../schemas/brand.ts';
import type { LanguageCode } from '../../../../schemas/common.ts';
import { catalogFor } from '../../languages.ts';
import { pointerTo, untranslatedLanguages } from './rule-helpers.ts';
import type { BrandRule } from './rule-types.ts';

function localizedTexts(brand: Brand): { pointer: string; text: LocalizedText }[] {
  const out: { pointer: string; text: LocalizedText }[] = [];
  for (const [path, route] of Object.entries(brand.routes ?? {})) {
    out.push({ pointer: pointerTo('routes', path, 'title'), text: route.title });
    out.push({ pointer: pointerTo('routes', path, 'description'), text: route.description });
  }
  for (const [group, banners] of Object.entries(brand.bannerGroups ?? {})) {
    banners?.forEach((banner, index) => {
      if (banner.alt)
        out.push({ pointer: pointerTo('bannerGroups', group, index, 'alt'), text: banner.alt });
    });
  }
  return out;
}

/**
 * Rule `language-default-unsupported`: the default and game languages are among the supported ones
 * (the game one may be EN).
 */
export const languageDefaultUnsupportedRule: BrandRule = {
  id: 'language-default-unsupported',
  run({ brand, report }) {
    const { default: fallback, supported, game } = brand.languages ?? {};
    if (fallback && supported && !supported.includes(fallback)) {
      report(
        '/languages/default',
        'language-default-unsupported',
        `Default language "${fallback}" is not in "supported".`,
      );
    }
    if (game && supported && !supported.includes(game) && game !== 'EN') {
      report(
        '/languages/game',
        'language-default-unsupported',
        `Game language "${game}" is neither supported nor EN.`,
        { severity: 'warning' },
      );
    }
  },
};

/** Rule `language-without-catalog`: every supported language has a translation catalog. */
export const languageWithoutCatalogRule: BrandRule = {
  id: 'language-without-catalog',
  run({ brand, report }) {
    brand.languages?.supported?.forEach((code: LanguageCode, index: number) => {
      if (!catalogFor(code)) {
        report(
          pointerTo('languages', 'supported', index),
          'language-without-catalog',
          `Language "${code}" has no translation catalog in locales/; players would see untranslated text.`,
        );
      }
    });
  },
};

/** Rule `missing-translation`: per-language texts translate into every supported language. */
export const missingTranslationRule: BrandRule = {
  id: 'missing-translation',
  run({ brand, report }) {
    for (const { pointer, text } of localizedTexts(brand)) {
      const missing = untranslatedLanguages(brand, text);
      if (missing.length > 0) {
        report(
          pointer,
          'missing-translation',
          `Text has no translation for ${missing.join(', ')}; players in that language see the English text.`,
          {
            severity: 'warning',
          },
        );
      }
    }
  },
};
