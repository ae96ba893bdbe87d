import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameType } from '../../schemas/api/games.ts';
import type { MenuKey } from '../../schemas/brand.ts';
import type { IconName } from './icons.tsx';

/** Label and icon of every menu key (spec §2 names). */
export const menuLabels: Readonly<Record<MenuKey, { label: MessageDescriptor; icon: IconName }>> = {
  home: { label: msg`Home`, icon: 'home' },
  hot: { label: msg`Hot games`, icon: 'fire' },
  fav: { label: msg`Favourites`, icon: 'heart' },
  live: { label: msg`Live casino`, icon: 'cards' },
  rng: { label: msg`Slots`, icon: 'slot' },
  pvp: { label: msg`Card games`, icon: 'cards' },
  fish: { label: msg`Fishing`, icon: 'fish' },
  sports: { label: msg`Sports`, icon: 'ball' },
  esports: { label: msg`E-sports`, icon: 'gamepad' },
  inhouse: { label: msg`In-house games`, icon: 'star' },
  cockfight: { label: msg`Cockfight`, icon: 'rooster' },
  lotteryCenter: { label: msg`Lottery center`, icon: 'ticket' },
  vnLottery: { label: msg`Vietnamese lottery`, icon: 'ticket' },
  elott: { label: msg`E-lottery`, icon: 'ticket' },
  promotions: { label: msg`Promotions`, icon: 'megaphone' },
  pointMall: { label: msg`Points mall`, icon: 'shop' },
  helpmc: { label: msg`Help center`, icon: 'help' },
  eventBonus: { label: msg`Event bonus`, icon: 'gift' },
  vip: { label: msg`VIP`, icon: 'crown' },
  referral: { label: msg`Invite and earn`, icon: 'users' },
  download: { label: msg`App download`, icon: 'download' },
  language: { label: msg`Language`, icon: 'globe' },
};

/** The menu key whose label and icon name a game category (its lobby entry). */
export const gameTypeMenuKeys: Readonly<Record<GameType, MenuKey>> = {
  RNG: 'rng',
  LIVE: 'live',
  PVP: 'pvp',
  FISH: 'fish',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  COCKFIGHT: 'cockfight',
  INHOUSE: 'inhouse',
  LOTT: 'lotteryCenter',
  ELOTT: 'elott',
};

/** The game category a menu key opens, for the keys that stand for one. */
export const menuKeyGameTypes: Readonly<Partial<Record<MenuKey, GameType>>> = Object.fromEntries(
  Object.entries(gameTypeMenuKeys).map(([type, key]) => [key, type]),
);

/** Label and icon of a game category. */
export function gameTypeLabel(type: GameType): { label: MessageDescriptor; icon: IconName } {
  return menuLabels[gameTypeMenuKeys[type]];
}
