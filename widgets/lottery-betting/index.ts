import { defineWidget } from '../../engine/render/widget.ts';
import { lotteryBettingSettingsSchema, type LotteryBettingSettings } from './schema.ts';

/**
 * The bet slip (spec §2 `/lottery`, `/vnLottery`): the game of the query's `gameCode` with its
 * next draw, countdown, last result and commitment; the play type of `playType`; a number
 * picker by bet type, stations, stake, a live cost preview, and buying with a confirmation.
 */
export const lotteryBetting = defineWidget<LotteryBettingSettings>({
  type: 'lottery-betting',
  settingsSchema: lotteryBettingSettingsSchema,
  defaults: { region: 'all' },
  placement: ['page'],
  loadingHeight: '720px',
  load: () => import('./lottery-betting.tsx').then((m) => m.LotteryBetting),
});
