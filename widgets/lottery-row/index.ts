import { defineWidget } from '../../engine/render/widget.ts';
import { lotteryRowSettingsSchema, type LotteryRowSettings } from './schema.ts';

/**
 * The lottery row of the home lobby (spec §2 "Lottery block" on home): title and see-more to
 * `/elott`, previous/next arrows, up to 12 games of the VN lottery (today's stations), KENO and
 * the e-lotteries, soonest lock first, each with its countdown and last numbers and opening its
 * bet slip, then a 'more' tile. The server renders its skeleton: the countdowns count from the
 * moment the browser has the menus, so the row's data is fetched in the browser.
 */
export const lotteryRow = defineWidget<LotteryRowSettings>({
  type: 'lottery-row',
  settingsSchema: lotteryRowSettingsSchema,
  defaults: {},
  placement: ['page'],
  loadingHeight: '230px',
  load: () => import('./lottery-row.tsx').then((m) => m.LotteryRow),
});
