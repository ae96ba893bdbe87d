import type { Brand, FeatureNode, LocalizedText, Section } from '../../../schemas/brand.ts';
import type { LanguageCode } from '../../../schemas/common.ts';
import { collectModIds } from '../flags.ts';
import { catalogFor } from '../languages.ts';
import { engineCapabilities, menuDefinitions, resolveMenu } from '../menu.ts';
import { registrationModes } from '../registration.ts';
import { didYouMean } from '../suggest.ts';
import { flagName } from '../visibility.ts';
import type { Severity } from './diagnostics.ts';
import { imageHostsRule } from './image-hosts-rule.ts';
import { toPointer } from './source.ts';

/**
 * Where a widget may be placed: on a page, in a frame slot, as a system screen (maintenance,
 * IP restriction), as a modal the app opens by type, or as an overlay the frame always mounts
 * (the dialog host).
 */
export type Placement =
  'page' | 'top' | 'left' | 'right' | 'bottom' | 'system' | 'modal' | 'overlay';

/** Kinds of brand names a widget setting can refer to. */
export type ReferenceKind = 'bannerGroup' | 'flag' | 'route' | 'page';

/** What the checker knows of one registered widget (from `schemas/json/widget-catalog.json`). */
export interface WidgetCatalogEntry {
  placement: readonly Placement[];
  /** Settings (by JSON pointer inside `settings`) that name other parts of the brand. */
  references?: Readonly<Record<string, ReferenceKind>>;
}

/** The widget catalog: widget type -> entry. */
export type WidgetCatalog = Readonly<Record<string, WidgetCatalogEntry>>;

/** Everything a cross-reference rule sees. */
export interface RuleContext {
  brand: Brand;
  widgets: WidgetCatalog;
  /** Resolves whether an asset path relative to the brands folder exists. */
  assetExists?: (relativePath: string) => boolean;
  report: (
    pointer: string,
    rule: string,
    message: string,
    options?: { severity?: Severity; suggestion?: string; atKey?: boolean },
  ) => void;
}

const p = (...segments: (string | number)[]) => toPointer(segments);
const mean = (name: string | undefined) => (name ? `did you mean "${name}"?` : undefined);

/** Every placed section with its pointer and where it is placed. */
function sectionsOf(brand: Brand): { section: Section; pointer: string; placement: Placement }[] {
  const out: { section: Section; pointer: string; placement: Placement }[] = [];
  for (const [pageKey, page] of Object.entries(brand.pages ?? {})) {
    for (const [sectionKey, section] of Object.entries(page?.sections ?? {})) {
      out.push({
        section,
        pointer: p('pages', pageKey, 'sections', sectionKey),
        placement: 'page',
      });
    }
  }
  for (const [slot, section] of Object.entries(brand.frame ?? {})) {
    if (section) out.push({ section, pointer: p('frame', slot), placement: slot as Placement });
  }
  return out;
}

function readSetting(settings: unknown, pointer: string): unknown {
  let value: unknown = settings;
  for (const segment of pointer.split('/').slice(1)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function duplicateModIds(tree: readonly FeatureNode[]): string[] {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const id of collectModIds(tree)) {
    if (seen.has(id)) duplicates.push(id);
    seen.add(id);
  }
  return duplicates;
}

function localizedTexts(brand: Brand): { pointer: string; text: LocalizedText }[] {
  const out: { pointer: string; text: LocalizedText }[] = [];
  for (const [path, route] of Object.entries(brand.routes ?? {})) {
    out.push({ pointer: p('routes', path, 'title'), text: route.title });
    out.push({ pointer: p('routes', path, 'description'), text: route.description });
  }
  for (const [group, banners] of Object.entries(brand.bannerGroups ?? {})) {
    banners?.forEach((banner, index) => {
      if (banner.alt)
        out.push({ pointer: p('bannerGroups', group, index, 'alt'), text: banner.alt });
    });
  }
  return out;
}

/** A named cross-reference rule. */
export interface BrandRule {
  id: string;
  run: (context: RuleContext) => void;
}

/** The named cross-reference rules, run on every resolved brand after schema validation. */
export const brandRules: readonly BrandRule[] = [
  {
    id: 'unknown-widget-type',
    run({ brand, widgets, report }) {
      for (const { section, pointer } of sectionsOf(brand)) {
        if (typeof section.type === 'string' && !Object.hasOwn(widgets, section.type)) {
          report(
            `${pointer}/type`,
            'unknown-widget-type',
            `Unknown widget type "${section.type}".`,
            {
              suggestion: mean(didYouMean(section.type, Object.keys(widgets))),
            },
          );
        }
      }
    },
  },
  {
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
  },
  {
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
                suggestion: mean(didYouMean(value, names)),
              },
            );
          }
        }
      }
    },
  },
  {
    id: 'route-unknown-page',
    run({ brand, report }) {
      const pages = Object.keys(brand.pages ?? {});
      for (const [path, route] of Object.entries(brand.routes ?? {})) {
        if (typeof route.page === 'string' && !pages.includes(route.page)) {
          report(
            p('routes', path, 'page'),
            'route-unknown-page',
            `Route "${path}" points at page "${route.page}", which is not defined in "pages".`,
            {
              suggestion: mean(didYouMean(route.page, pages)),
            },
          );
        }
      }
    },
  },
  {
    id: 'banner-group-undefined',
    run({ brand, report }) {
      const groups = Object.keys(brand.bannerGroups ?? {});
      for (const [path, route] of Object.entries(brand.routes ?? {})) {
        if (route.bannerGroup !== undefined && !groups.includes(route.bannerGroup)) {
          report(
            p('routes', path, 'bannerGroup'),
            'banner-group-undefined',
            `Route "${path}" uses banner group "${route.bannerGroup}", which is not defined in "bannerGroups".`,
            {
              suggestion: mean(didYouMean(route.bannerGroup, groups)),
            },
          );
        }
      }
    },
  },
  {
    id: 'menu-entry-without-route',
    run({ brand, report }) {
      const routes = Object.keys(brand.routes ?? {});
      resolveMenu(brand).forEach((entry, index) => {
        if (entry.target.kind === 'route' && !routes.includes(entry.target.path)) {
          report(
            p('menu', 'order', index),
            'menu-entry-without-route',
            `Menu entry "${entry.key}" goes to "${entry.target.path}", which is not in "routes".`,
            {
              suggestion: `add a "${entry.target.path}" route or remove "${entry.key}" from the menu`,
            },
          );
        }
      });
    },
  },
  {
    id: 'menu-entry-unavailable',
    run({ brand, report }) {
      resolveMenu(brand).forEach((entry, index) => {
        if (!engineCapabilities.has(entry.target.kind)) {
          report(
            p('menu', 'order', index),
            'menu-entry-unavailable',
            `Menu entry "${entry.key}" opens the ${entry.target.kind === 'memberCenter' ? 'member center' : entry.target.kind}, which this engine version does not provide yet.`,
          );
        }
        if (entry.target.kind === 'resource' && !brand.resources?.[entry.target.resource]?.length) {
          report(
            p('menu', 'order', index),
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
            p('menu', 'items', key, 'route'),
            'menu-entry-target',
            `Menu entry "${key}" does not navigate to a route, so it cannot take one.`,
          );
        }
      }
    },
  },
  {
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
              suggestion: mean(didYouMean(name, names)),
            },
          );
        }
      };
      for (const { section, pointer } of sectionsOf(brand))
        check(`${pointer}/visibleWhen/flag`, section.visibleWhen?.flag);
      for (const [key, item] of Object.entries(brand.menu?.items ?? {}))
        check(p('menu', 'items', key, 'visibleWhen', 'flag'), item?.visibleWhen?.flag);
      for (const flag of Object.keys(brand.flags ?? {})) {
        if (!names.includes(flag)) {
          report(
            p('flags', flag),
            'unknown-flag',
            `"flags" overrides "${flag}", which is not in the whitelabel tree.`,
            {
              suggestion: mean(didYouMean(flag, names)),
              atKey: true,
            },
          );
        }
      }
    },
  },
  {
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
  },
  {
    id: 'page-order-unknown-section',
    run({ brand, report }) {
      for (const [pageKey, page] of Object.entries(brand.pages ?? {})) {
        const keys = Object.keys(page?.sections ?? {});
        page?.order?.forEach((name, index) => {
          if (!keys.includes(name)) {
            report(
              p('pages', pageKey, 'order', index),
              'page-order-unknown-section',
              `Page "${pageKey}" orders section "${name}", which is not in its "sections".`,
              {
                suggestion: mean(didYouMean(name, keys)),
              },
            );
          }
        });
        for (const key of keys) {
          if (!page.order?.includes(key)) {
            report(
              p('pages', pageKey, 'sections', key),
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
  },
  {
    id: 'unused-page',
    run({ brand, report }) {
      const used = new Set(Object.values(brand.routes ?? {}).map((r) => r.page));
      for (const page of Object.keys(brand.pages ?? {})) {
        if (!used.has(page)) {
          report(p('pages', page), 'unused-page', `Page "${page}" is not used by any route.`, {
            severity: 'warning',
            atKey: true,
          });
        }
      }
    },
  },
  {
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
  },
  {
    id: 'language-without-catalog',
    run({ brand, report }) {
      brand.languages?.supported?.forEach((code: LanguageCode, index: number) => {
        if (!catalogFor(code)) {
          report(
            p('languages', 'supported', index),
            'language-without-catalog',
            `Language "${code}" has no translation catalog in locales/; players would see untranslated text.`,
          );
        }
      });
    },
  },
  {
    id: 'missing-translation',
    run({ brand, report }) {
      // Languages without a catalog already fail `language-without-catalog`.
      const supported = (brand.languages?.supported ?? []).filter((code) => catalogFor(code));
      for (const { pointer, text } of localizedTexts(brand)) {
        if (typeof text === 'string') continue;
        const missing = supported.filter((code) => !Object.hasOwn(text, code));
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
  },
  {
    id: 'registration-field',
    run({ brand, report }) {
      for (const [name, rule] of Object.entries(brand.registration?.fields ?? {})) {
        if (!rule) continue;
        if (rule.minLength > rule.maxLength) {
          report(
            p('registration', 'fields', name, 'minLength'),
            'field-length-range',
            `Field "${name}" has minLength ${rule.minLength} above maxLength ${rule.maxLength}.`,
          );
        }
        if (rule.required && !rule.enabled) {
          report(
            p('registration', 'fields', name, 'required'),
            'field-required-disabled',
            `Field "${name}" is required but not enabled, so nobody could register.`,
          );
        }
        if (rule.acceptedPattern !== undefined && rule.acceptedPattern !== '*') {
          try {
            new RegExp(rule.acceptedPattern, 'u');
          } catch (error) {
            report(
              p('registration', 'fields', name, 'acceptedPattern'),
              'invalid-pattern',
              `acceptedPattern of "${name}" is not a valid regular expression: ${(error as Error).message}.`,
            );
          }
        }
      }
    },
  },
  {
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
          check(p('bannerGroups', group, index, 'url'), banner.url),
        );
      }
      for (const [type, list] of Object.entries(brand.resources ?? {})) {
        list?.forEach((resource, index) =>
          check(p('resources', type, index, 'qrCodeUrl'), resource.qrCodeUrl),
        );
      }
    },
  },
  {
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
  },
  {
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
  },
  {
    id: 'help',
    run({ brand, report }) {
      const topics = Object.keys(brand.help?.topics ?? {});
      brand.help?.order?.forEach((key, index) => {
        if (!topics.includes(key)) {
          report(
            p('help', 'order', index),
            'help-topic-undefined',
            `Help topic "${key}" is ordered but not defined in "help.topics".`,
            {
              suggestion: mean(didYouMean(key, topics)),
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
  },
  {
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
  },
  imageHostsRule,
];
