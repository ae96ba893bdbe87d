/**
 * Brand rules on placed sections: known widget types, allowed placements, and settings that name
 * other parts of the brand.
 */
import { collectModIds } from '../../flags.ts';
import { didYouMean } from '../../suggest.ts';
import { flagName } from '../../visibility.ts';
import { didYouMeanHint, sectionsOf } from './rule-helpers.ts';
import type { BrandRule } from './rule-types.ts';

function readSetting(settings: unknown, pointer: string): unknown {
  let value: unknown = settings;
  for (const segment of pointer.split('/').slice(1)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** Rule `unknown-widget-type`: every placed section names a registered widget type. */
export const unknownWidgetTypeRule: BrandRule = {
  id: 'unknown-widget-type',
  run({ brand, widgets, report }) {
    for (const { section, pointer } of sectionsOf(brand)) {
      if (typeof section.type === 'string' && !Object.hasOwn(widgets, section.type)) {
        report(`${pointer}/type`, 'unknown-widget-type', `Unknown widget type "${section.type}".`, {
          suggestion: didYouMeanHint(didYouMean(section.type, Object.keys(widgets))),
        });
      }
    }
  },
};

/**
 * Rule `widget-placement`: every section is placed where its widget may be placed (page or frame
 * slot).
 */
export const widgetPlacementRule: BrandRule = {
  id: 'widget-placement',
  run({ brand, widgets, report }) {
    for (const { section, pointer, placement } of sectionsOf(brand)) {
      const entry = widgets[section.type];
      if (entry && !entry.placement.includes(placement)) {
        report(
          `${pointer}/type`,
          'widget-placement',
          `Widget "${section.type}" cannot be placed ${placement === 'page' ? 'on a page' : `in the "${placement}" frame slot`}; it belongs in: ${entry.placement.join(', ')}.`,
        );
      }
    }
  },
};

/**
 * Rule `widget-reference`: widget settings that name other parts of the brand name ones it defines.
 */
export const widgetReferenceRule: BrandRule = {
  id: 'widget-reference',
  run({ brand, widgets, report }) {
    const known: Record<string, string[]> = {
      bannerGroup: Object.keys(brand.bannerGroups ?? {}),
      flag: collectModIds(brand.features ?? []),
      route: Object.keys(brand.routes ?? {}),
      page: Object.keys(brand.pages ?? {}),
    };
    for (const { section, pointer } of sectionsOf(brand)) {
      for (const [setting, kind] of Object.entries(widgets[section.type]?.references ?? {})) {
        const raw = readSetting(section.settings, setting);
        if (typeof raw !== 'string') continue;
        const value = kind === 'flag' ? flagName(raw) : raw;
        const names = known[kind] ?? [];
        if (!names.includes(value)) {
          const rule =
            kind === 'bannerGroup'
              ? 'banner-group-undefined'
              : kind === 'flag'
                ? 'unknown-flag'
                : 'widget-reference';
          report(
            `${pointer}/settings${setting}`,
            rule,
            `Setting names ${kind} "${value}", which the brand does not define.`,
            {
              suggestion: didYouMeanHint(didYouMean(value, names)),
            },
          );
        }
      }
    }
  },
};
