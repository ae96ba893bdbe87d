/**
 * The data half of `npm run i18n:check`: texts players see that come from brand files (route
 * titles, banner alt texts...) and from the demo game catalog (tile captions, also drawn on the
 * game icons) must have a wording in every language a brand offers, as the Lingui catalogs must
 * for the code's own texts. Vendor names are the studios' own names and are not translated.
 */
import { missingLanguage, perLanguageTexts, type DataText } from '../engine/i18n/data-texts.ts';
import { checkBrandFiles } from '../platform/modules/brands/index.ts';
import { demoCatalog } from '../platform/modules/catalog/index.ts';

/** The tile captions of a catalog: each game's and classify's names, English being `name`. */
export function catalogTexts(catalog: ReturnType<typeof demoCatalog>): DataText[] {
  const named = (where: string, item: { name: string; names?: Record<string, string> }) => ({
    where,
    text: { EN: item.name, ...item.names },
  });
  return [
    ...catalog.games.map((game) => named(`/games/${game.nodeId}`, game)),
    ...catalog.vendors.flatMap((vendor) =>
      (vendor.classifies ?? []).map((c) =>
        named(`/vendors/${vendor.vassalage}/classifies/${c.key}`, c),
      ),
    ),
  ];
}

/** Every missing wording, by brand file and in the demo catalog (empty when none is missing). */
export function dataTextProblems(): string[] {
  const problems: string[] = [];
  const offered = new Set<string>();
  const { brands } = checkBrandFiles();
  if (brands.length === 0) problems.push('brands/: no brand found');
  for (const { id, brand } of brands) {
    if (!brand) continue;
    for (const language of brand.languages.supported) {
      offered.add(language);
      problems.push(...missingLanguage(`brands/${id}`, perLanguageTexts(brand), language));
    }
  }
  const catalog = catalogTexts(demoCatalog());
  for (const language of offered)
    problems.push(...missingLanguage('demo catalog', catalog, language));
  return problems;
}
