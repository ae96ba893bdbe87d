/**
 * Brand rules on pages: section order, and pages no route uses.
 */
import { didYouMean } from '../../suggest.ts';
import { didYouMeanHint, pointerTo } from './rule-helpers.ts';
import type { BrandRule } from './rule-types.ts';

/** Rule `page-order-unknown-section`: a page's `order` and `sections` name the same sections. */
export const pageOrderUnknownSectionRule: BrandRule = {
  id: 'page-order-unknown-section',
  run({ brand, report }) {
    for (const [pageKey, page] of Object.entries(brand.pages ?? {})) {
      const keys = Object.keys(page?.sections ?? {});
      page?.order?.forEach((name, index) => {
        if (!keys.includes(name)) {
          report(
            pointerTo('pages', pageKey, 'order', index),
            'page-order-unknown-section',
            `Page "${pageKey}" orders section "${name}", which is not in its "sections".`,
            {
              suggestion: didYouMeanHint(didYouMean(name, keys)),
            },
          );
        }
      });
      for (const key of keys) {
        if (!page.order?.includes(key)) {
          report(
            pointerTo('pages', pageKey, 'sections', key),
            'unused-section',
            `Section "${key}" of page "${pageKey}" is not listed in "order", so it never shows.`,
            {
              severity: 'warning',
              atKey: true,
            },
          );
        }
      }
    }
  },
};

/** Rule `unused-page`: every page is used by a route. */
export const unusedPageRule: BrandRule = {
  id: 'unused-page',
  run({ brand, report }) {
    const used = new Set(Object.values(brand.routes ?? {}).map((r) => r.page));
    for (const page of Object.keys(brand.pages ?? {})) {
      if (!used.has(page)) {
        report(
          pointerTo('pages', page),
          'unused-page',
          `Page "${page}" is not used by any route.`,
          {
            severity: 'warning',
            atKey: true,
          },
        );
      }
    }
  },
};
