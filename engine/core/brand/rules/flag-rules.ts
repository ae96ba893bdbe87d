/**
 * Brand rules on feature flags: names in the whitelabel tree, each once.
 */
import type { FeatureNode } from '../../../../schemas/brand.ts';
import { collectModIds } from '../../flags.ts';
import { didYouMean } from '../../suggest.ts';
import { flagName } from '../../visibility.ts';
import { didYouMeanHint, pointerTo, sectionsOf } from './rule-helpers.ts';
import type { BrandRule } from './rule-types.ts';

function duplicateModIds(tree: readonly FeatureNode[]): string[] {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const id of collectModIds(tree)) {
    if (seen.has(id)) duplicates.push(id);
    seen.add(id);
  }
  return duplicates;
}

/**
 * Rule `unknown-flag`: feature flags named by sections, menu items and `flags` are in the
 * whitelabel tree.
 */
export const unknownFlagRule: BrandRule = {
  id: 'unknown-flag',
  run({ brand, report }) {
    const names = collectModIds(brand.features ?? []);
    const check = (pointer: string, flag: string | undefined) => {
      if (flag === undefined) return;
      const name = flagName(flag);
      if (!names.includes(name)) {
        report(
          pointer,
          'unknown-flag',
          `Feature flag "${name}" is not in the brand's whitelabel tree ("features").`,
          {
            suggestion: didYouMeanHint(didYouMean(name, names)),
          },
        );
      }
    };
    for (const { section, pointer } of sectionsOf(brand))
      check(`${pointer}/visibleWhen/flag`, section.visibleWhen?.flag);
    for (const [key, item] of Object.entries(brand.menu?.items ?? {}))
      check(pointerTo('menu', 'items', key, 'visibleWhen', 'flag'), item?.visibleWhen?.flag);
    for (const flag of Object.keys(brand.flags ?? {})) {
      if (!names.includes(flag)) {
        report(
          pointerTo('flags', flag),
          'unknown-flag',
          `"flags" overrides "${flag}", which is not in the whitelabel tree.`,
          {
            suggestion: didYouMeanHint(didYouMean(flag, names)),
            atKey: true,
          },
        );
      }
    }
  },
};

/** Rule `duplicate-flag`: no feature appears twice in the whitelabel tree. */
export const duplicateFlagRule: BrandRule = {
  id: 'duplicate-flag',
  run({ brand, report }) {
    for (const id of duplicateModIds(brand.features ?? [])) {
      report(
        '/features',
        'duplicate-flag',
        `Feature "${id}" appears more than once in the whitelabel tree.`,
      );
    }
  },
};
