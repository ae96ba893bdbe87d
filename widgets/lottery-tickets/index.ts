import { defineWidget } from '../../engine/render/widget.ts';
import { lotteryTicketsSettingsSchema, type LotteryTicketsSettings } from './schema.ts';

/**
 * My lottery tickets (issue 15): the member's slips newest first, filtered by ticket state and
 * paged, each ticket with its numbers (the winning ones marked), state and payout, the draw's
 * result and proof on demand, and a cancel while the slip may be cancelled.
 */
export const lotteryTickets = defineWidget<LotteryTicketsSettings>({
  type: 'lottery-tickets',
  settingsSchema: lotteryTicketsSettingsSchema,
  defaults: {},
  placement: ['page'],
  loadingHeight: '480px',
  load: () => import('./lottery-tickets.tsx').then((m) => m.LotteryTickets),
});
