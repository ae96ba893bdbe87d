import type { Brand, MenuKey } from '../../schemas/brand.ts';
import type { ResourceType, VisibleWhen } from '../../schemas/common.ts';

/** What choosing a side-menu entry does. */
export type MenuTarget =
  /** Navigates to a route of the brand (the route must exist). */
  | { kind: 'route'; path: string }
  /** Opens a member-center page (spec §2 "Personal center"). */
  | { kind: 'memberCenter'; page: string }
  /** Opens the first resource of this type in a new tab. */
  | { kind: 'resource'; resource: ResourceType }
  /** Expands the language picker in place. */
  | { kind: 'language' };

/** The engine's definition of one menu key. */
export interface MenuDefinition {
  target: MenuTarget;
  /** Shown only when this holds, unless the brand gives its own condition. */
  visibleWhen?: VisibleWhen;
  /** Game-category entries group together in the menu (spec §2 "Menu order"). */
  gameCategory?: boolean;
}

/**
 * Capabilities this engine version provides. A menu entry whose target needs a capability not
 * listed here is refused by `brand:check` instead of rendering a dead entry.
 */
export const engineCapabilities: ReadonlySet<string> = new Set<string>([
  'route',
  'resource',
  'language',
]);

const route = (path: string, gameCategory = false): MenuDefinition => ({
  target: { kind: 'route', path },
  gameCategory,
});

/** Every side-menu key and what it does (spec §2 "Layout"). */
export const menuDefinitions: Readonly<Record<MenuKey, MenuDefinition>> = {
  home: route('/'),
  hot: route('/hot'),
  fav: route('/fav'),
  live: route('/live', true),
  rng: route('/rng', true),
  pvp: route('/pvp', true),
  fish: route('/fish', true),
  sports: route('/sports', true),
  esports: route('/esports', true),
  inhouse: route('/inhouse', true),
  cockfight: route('/cockfight', true),
  lotteryCenter: route('/lotteryCenter', true),
  vnLottery: route('/vnLottery', true),
  elott: route('/elott', true),
  promotions: route('/promotions'),
  pointMall: route('/pointMall'),
  helpmc: route('/helpmc'),
  download: route('/down'),
  eventBonus: { target: { kind: 'memberCenter', page: 'rewardCenter' } },
  vip: { target: { kind: 'memberCenter', page: 'playerRank' } },
  referral: {
    target: { kind: 'resource', resource: 'AFFILIATELINK' },
    visibleWhen: { flag: 'referralPromo' },
  },
  language: { target: { kind: 'language' } },
};

/** A menu entry as the side menu renders it, after the brand's overrides. */
export interface ResolvedMenuEntry {
  key: MenuKey;
  target: MenuTarget;
  visibleWhen?: VisibleWhen;
}

/** The brand's menu in its order, with each entry's target and condition resolved. */
export function resolveMenu(brand: Pick<Brand, 'menu'>): ResolvedMenuEntry[] {
  return brand.menu.order.map((key) => {
    const definition = menuDefinitions[key];
    const override = brand.menu.items?.[key];
    const target: MenuTarget =
      override?.route && definition.target.kind === 'route'
        ? { kind: 'route', path: override.route }
        : definition.target;
    const visibleWhen = override?.visibleWhen ?? definition.visibleWhen;
    return visibleWhen ? { key, target, visibleWhen } : { key, target };
  });
}
