/**
 * Brand rules on the side menu: every entry leads somewhere the brand and the engine provide.
 */
import { engineCapabilities, menuDefinitions, resolveMenu } from '../../menu.ts';
import { pointerTo } from './rule-helpers.ts';
import type { BrandRule } from './rule-types.ts';

/**
 * Rule `menu-entry-without-route`: every menu entry that navigates goes to a route of the brand.
 */
export const menuEntryWithoutRouteRule: BrandRule = {
  id: 'menu-entry-without-route',
  run({ brand, report }) {
    const routes = Object.keys(brand.routes ?? {});
    resolveMenu(brand).forEach((entry, index) => {
      if (entry.target.kind === 'route' && !routes.includes(entry.target.path)) {
        report(
          pointerTo('menu', 'order', index),
          'menu-entry-without-route',
          `Menu entry "${entry.key}" goes to "${entry.target.path}", which is not in "routes".`,
          {
            suggestion: `add a "${entry.target.path}" route or remove "${entry.key}" from the menu`,
          },
        );
      }
    });
  },
};

/**
 * Rule `menu-entry-unavailable`: every menu entry opens something this engine provides and the
 * brand defines.
 */
export const menuEntryUnavailableRule: BrandRule = {
  id: 'menu-entry-unavailable',
  run({ brand, report }) {
    resolveMenu(brand).forEach((entry, index) => {
      if (!engineCapabilities.has(entry.target.kind)) {
        report(
          pointerTo('menu', 'order', index),
          'menu-entry-unavailable',
          `Menu entry "${entry.key}" opens the ${entry.target.kind === 'memberCenter' ? 'member center' : entry.target.kind}, which this engine version does not provide yet.`,
        );
      }
      if (entry.target.kind === 'resource' && !brand.resources?.[entry.target.resource]?.length) {
        report(
          pointerTo('menu', 'order', index),
          'menu-entry-target',
          `Menu entry "${entry.key}" opens the ${entry.target.resource} resource, which the brand does not define in "resources".`,
        );
      }
    });
    for (const key of Object.keys(brand.menu?.items ?? {})) {
      const definition = menuDefinitions[key as keyof typeof menuDefinitions];
      if (
        definition &&
        brand.menu.items?.[key as keyof typeof menuDefinitions]?.route &&
        definition.target.kind !== 'route'
      ) {
        report(
          pointerTo('menu', 'items', key, 'route'),
          'menu-entry-target',
          `Menu entry "${key}" does not navigate to a route, so it cannot take one.`,
        );
      }
    }
  },
};
