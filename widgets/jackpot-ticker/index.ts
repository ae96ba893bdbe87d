import { defineWidget } from '../../engine/render/widget.ts';
import { jackpotTickerSettingsSchema, type JackpotTickerSettings } from './schema.ts';

/** The jackpot counter (spec §9): a random start that grows every few seconds. */
export const jackpotTicker = defineWidget<JackpotTickerSettings>({
  type: 'jackpot-ticker',
  settingsSchema: jackpotTickerSettingsSchema,
  defaults: { link: '/rng' },
  placement: ['page'],
  loadingHeight: '131px',
  load: () => import('./jackpot-ticker.tsx').then((m) => m.JackpotTicker),
});
