/** The side menu of a brand: which entries, in which order, and per-entry overrides. */
import { visibleWhenSchema } from '../common.ts';

/** Menu entries the side menu knows (spec §2 "Layout"). */
export const menuKeys = [
  'home',
  'hot',
  'fav',
  'live',
  'rng',
  'pvp',
  'fish',
  'sports',
  'esports',
  'inhouse',
  'cockfight',
  'lotteryCenter',
  'vnLottery',
  'elott',
  'promotions',
  'pointMall',
  'helpmc',
  'eventBonus',
  'vip',
  'referral',
  'download',
  'language',
] as const;
/** A side-menu entry key. */
export type MenuKey = (typeof menuKeys)[number];

/** The side menu: the order of its entries and per-entry route and visibility. */
export const menuSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['order'],
  properties: {
    order: { type: 'array', items: { type: 'string', enum: menuKeys }, uniqueItems: true },
    items: {
      type: 'object',
      default: {},
      propertyNames: { enum: menuKeys },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: {
          route: { type: 'string', pattern: '^/' },
          visibleWhen: visibleWhenSchema,
        },
      },
    },
  },
} as const;
