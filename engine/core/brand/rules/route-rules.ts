/**
 * Brand rules on the route table: the pages and banner groups routes name exist, and routes
 * under `/member/` and `/agent/` are member and agent center pages.
 */
import { centerPageOf, centers, type CenterName } from '../../centers.ts';
import { didYouMean } from '../../suggest.ts';
import { didYouMeanHint, pointerTo } from './rule-helpers.ts';
import type { BrandRule } from './rule-types.ts';

/** Rule `route-unknown-page`: every route's page is defined in `pages`. */
export const routeUnknownPageRule: BrandRule = {
  id: 'route-unknown-page',
  run({ brand, report }) {
    const pages = Object.keys(brand.pages ?? {});
    for (const [path, route] of Object.entries(brand.routes ?? {})) {
      if (typeof route.page === 'string' && !pages.includes(route.page)) {
        report(
          pointerTo('routes', path, 'page'),
          'route-unknown-page',
          `Route "${path}" points at page "${route.page}", which is not defined in "pages".`,
          {
            suggestion: didYouMeanHint(didYouMean(route.page, pages)),
          },
        );
      }
    }
  },
};

/** Rule `banner-group-undefined`: every route's banner group is defined in `bannerGroups`. */
export const bannerGroupUndefinedRule: BrandRule = {
  id: 'banner-group-undefined',
  run({ brand, report }) {
    const groups = Object.keys(brand.bannerGroups ?? {});
    for (const [path, route] of Object.entries(brand.routes ?? {})) {
      if (route.bannerGroup !== undefined && !groups.includes(route.bannerGroup)) {
        report(
          pointerTo('routes', path, 'bannerGroup'),
          'banner-group-undefined',
          `Route "${path}" uses banner group "${route.bannerGroup}", which is not defined in "bannerGroups".`,
          {
            suggestion: didYouMeanHint(didYouMean(route.bannerGroup, groups)),
          },
        );
      }
    }
  },
};

/**
 * The rule of a center's routes: a route under its prefix names one of its page keys
 * (`/<prefix>/<pageKey>`), so its frame shows it; a misspelt key would show a page outside the
 * center that its menu never lists.
 */
function centerPageRule(center: CenterName): BrandRule {
  const { prefix, keys, named } = centers[center];
  const id = `${center}-center-page`;
  const under = `/${prefix}/`;
  return {
    id,
    run({ brand, report }) {
      for (const path of Object.keys(brand.routes ?? {})) {
        if (!path.startsWith(under) || centerPageOf(path)?.center === center) continue;
        const key = path.slice(under.length);
        const closest = didYouMean(key, keys);
        report(
          pointerTo('routes', path),
          id,
          `Route "${path}" is under ${under} but "${key}" is not ${named} page key (${keys.join(', ')}).`,
          { atKey: true, suggestion: didYouMeanHint(closest && `${under}${closest}`) },
        );
      }
    },
  };
}

/** Rule `member-center-page`: a route under `/member/` names a member center page key of spec §2. */
export const memberCenterPageRule = centerPageRule('member');

/** Rule `agent-center-page`: a route under `/agent/` names an agent center page key of spec §2. */
export const agentCenterPageRule = centerPageRule('agent');
