/**
 * Brand rules on the route table: the pages and banner groups routes name exist, and routes
 * under `/member/` are member center pages.
 */
import { memberCenterKeyOf, memberCenterPageKeys } from '../../member-center.ts';
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
 * Rule `member-center-page`: a route under `/member/` names a member center page key of spec §2
 * (`/member/<pageKey>`), so the member center frames it; a misspelt key would show a page
 * outside the member center that its menu never lists.
 */
export const memberCenterPageRule: BrandRule = {
  id: 'member-center-page',
  run({ brand, report }) {
    for (const path of Object.keys(brand.routes ?? {})) {
      if (!path.startsWith('/member/') || memberCenterKeyOf(path) !== null) continue;
      const key = path.slice('/member/'.length);
      const closest = didYouMean(key, memberCenterPageKeys);
      report(
        pointerTo('routes', path),
        'member-center-page',
        `Route "${path}" is under /member/ but "${key}" is not a member center page key (${memberCenterPageKeys.join(', ')}).`,
        {
          atKey: true,
          suggestion: didYouMeanHint(closest && `/member/${closest}`),
        },
      );
    }
  },
};
