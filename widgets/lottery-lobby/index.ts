import { defineWidget } from '../../engine/render/widget.ts';
import { lotteryLobbySettingsSchema, type LotteryLobbySettings } from './schema.ts';

/**
 * The lottery center (spec §2 `/lotteryCenter`, "Lottery block"): tabs All, each VN region and
 * KENO, the list modes hot, favourites and recent, game cards with their countdown and last
 * numbers (the name opens the game's bet slip), and the history panel with each draw's fairness
 * proof and its verification; with `eLottery` (`/elott`) the e-lotteries and their tab too.
 */
export const lotteryLobby = defineWidget<LotteryLobbySettings>({
  type: 'lottery-lobby',
  settingsSchema: lotteryLobbySettingsSchema,
  defaults: { eLottery: false },
  placement: ['page'],
  loadingHeight: '640px',
  load: () => import('./lottery-lobby.tsx').then((m) => m.LotteryLobby),
});
