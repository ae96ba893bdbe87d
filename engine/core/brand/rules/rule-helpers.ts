/**
 * What several brand rule families share: pointers, suggestions, translations and the placed
 * sections.
 */
import type { Brand, LocalizedText, Section } from '../../../../schemas/brand.ts';
import type { LanguageCode } from '../../../../schemas/common.ts';
import { catalogFor } from '../../languages.ts';
import { toPointer } from '../source.ts';
import type { Placement } from './rule-types.ts';

/** The JSON pointer of a path into the brand file. */
export const pointerTo = (...segments: (string | number)[]) => toPointer(segments);

/** The suggestion for a near name, or none when no name is near. */
export const didYouMeanHint = (name: string | undefined) =>
  name ? `did you mean "${name}"?` : undefined;

/** Every placed section with its pointer and where it is placed. */
export function sectionsOf(
  brand: Brand,
): { section: Section; pointer: string; placement: Placement }[] {
  const out: { section: Section; pointer: string; placement: Placement }[] = [];
  for (const [pageKey, page] of Object.entries(brand.pages ?? {})) {
    for (const [sectionKey, section] of Object.entries(page?.sections ?? {})) {
      out.push({
        section,
        pointer: pointerTo('pages', pageKey, 'sections', sectionKey),
        placement: 'page',
      });
    }
  }
  for (const [slot, section] of Object.entries(brand.frame ?? {})) {
    if (section)
      out.push({ section, pointer: pointerTo('frame', slot), placement: slot as Placement });
  }
  return out;
}

/**
 * The supported languages a per-language text has no text for. A plain string serves every
 * language. Languages without a catalog are left out: they already fail
 * `language-without-catalog`.
 */
export function untranslatedLanguages(brand: Brand, text: LocalizedText): LanguageCode[] {
  if (typeof text === 'string') return [];
  return (brand.languages?.supported ?? []).filter(
    (code) => catalogFor(code) && !Object.hasOwn(text, code),
  );
}
