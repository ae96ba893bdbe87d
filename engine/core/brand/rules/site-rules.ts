/**
 * Brand rules on the site as a whole: its assets, domains, required routes, help topics and
 * constants.
 */
import { registrationModes } from '../../registration.ts';
import { didYouMean } from '../../suggest.ts';
import { didYouMeanHint, pointerTo } from './rule-helpers.ts';
import type { BrandRule } from './rule-types.ts';

/**
 * Rule `missing-asset`: relative asset paths exist under brands/ (when the checker can see the
 * files).
 */
export const missingAssetRule: BrandRule = {
  id: 'missing-asset',
  run({ brand, assetExists, report }) {
    if (!assetExists) return;
    const check = (pointer: string, value: string | undefined) => {
      if (value && !value.startsWith('https://') && !assetExists(value)) {
        report(pointer, 'missing-asset', `Asset "${value}" does not exist under brands/.`);
      }
    };
    check('/theme/logo', brand.theme?.logo);
    check('/theme/favicon', brand.theme?.favicon);
    for (const [group, banners] of Object.entries(brand.bannerGroups ?? {})) {
      banners?.forEach((banner, index) =>
        check(pointerTo('bannerGroups', group, index, 'url'), banner.url),
      );
    }
    for (const [type, list] of Object.entries(brand.resources ?? {})) {
      list?.forEach((resource, index) =>
        check(pointerTo('resources', type, index, 'qrCodeUrl'), resource.qrCodeUrl),
      );
    }
  },
};

/** Rule `domains`: A served brand claims domains; an abstract one claims none. */
export const domainsRule: BrandRule = {
  id: 'domains',
  run({ brand, report }) {
    if (brand.abstract && (brand.domains?.length ?? 0) > 0) {
      report(
        '/domains',
        'abstract-with-domains',
        'An abstract brand is never served, so it must not claim domains.',
      );
    }
    if (!brand.abstract && brand.domains?.length === 0) {
      report(
        '/domains',
        'no-domains',
        'The brand has no domains, so no host name will ever show it.',
        { severity: 'warning' },
      );
    }
  },
};

/**
 * Rule `required-routes`: A served brand has a home route, and the login route its settings send
 * to.
 */
export const requiredRoutesRule: BrandRule = {
  id: 'required-routes',
  run({ brand, report }) {
    if (!brand.abstract && brand.routes && !Object.hasOwn(brand.routes, '/')) {
      report(
        '/routes',
        'missing-home-route',
        'The brand has no "/" route, so its home page would be a 404.',
      );
    }
    if (
      brand.settings?.loginedToHomePage &&
      brand.routes &&
      !Object.hasOwn(brand.routes, '/login')
    ) {
      report(
        '/settings/loginedToHomePage',
        'login-route-missing',
        'loginedToHomePage sends visitors to "/login", which is not in "routes".',
      );
    }
  },
};

/**
 * Rule `help`: help topics are ordered only when defined; a site players register on has its terms.
 */
export const helpRule: BrandRule = {
  id: 'help',
  run({ brand, report }) {
    const topics = Object.keys(brand.help?.topics ?? {});
    brand.help?.order?.forEach((key, index) => {
      if (!topics.includes(key)) {
        report(
          pointerTo('help', 'order', index),
          'help-topic-undefined',
          `Help topic "${key}" is ordered but not defined in "help.topics".`,
          {
            suggestion: didYouMeanHint(didYouMean(key, topics)),
          },
        );
      }
    });
    if (brand.abstract || !brand.features || registrationModes(brand).length === 0) return;
    if (
      !brand.help?.topics?.term ||
      !brand.help.order?.includes('term') ||
      !brand.routes?.['/help']
    ) {
      report(
        '/help',
        'terms-missing',
        'Players register on this site, so it needs the terms the agreement links to: a "/help" route and a "term" help topic in "help.order".',
      );
    }
  },
};

/** Rule `constant-range`: constant ranges run from low to high. */
export const constantRangeRule: BrandRule = {
  id: 'constant-range',
  run({ brand, report }) {
    const c = brand.constants;
    if (!c) return;
    if (c.jackpot.min > c.jackpot.max)
      report(
        '/constants/jackpot/min',
        'constant-range',
        `jackpot.min (${c.jackpot.min}) is above jackpot.max (${c.jackpot.max}).`,
      );
    if (c.jackpot.stepMin > c.jackpot.stepMax)
      report(
        '/constants/jackpot/stepMin',
        'constant-range',
        `jackpot.stepMin (${c.jackpot.stepMin}) is above jackpot.stepMax (${c.jackpot.stepMax}).`,
      );
    if (c.lotteryRefreshMinMs > c.lotteryRefreshMaxMs)
      report(
        '/constants/lotteryRefreshMinMs',
        'constant-range',
        'lotteryRefreshMinMs is above lotteryRefreshMaxMs.',
      );
  },
};

/** Whether the runtime knows `zone` as an IANA time zone. */
function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Rule `time-zone`: the brand's `timeZone` is a time zone the IANA database knows. */
export const timeZoneRule: BrandRule = {
  id: 'time-zone',
  run({ brand, report }) {
    const zone = brand.timeZone;
    if (zone === undefined || knownTimeZone(zone)) return;
    report(
      '/timeZone',
      'time-zone',
      `"${zone}" is not a time zone of the IANA database: use one such as "Asia/Manila" (Continent/City, with underscores for spaces).`,
    );
  },
};
