import { defineWidget } from '../../engine/render/widget.ts';
import { withdrawFormSettingsSchema, type WithdrawFormSettings } from './schema.ts';

/**
 * The withdrawal page (issue 14 item 3, ADR 0022): what the member may withdraw, the real name
 * and withdrawal password once, payout accounts in that name, a withdrawal request, and the
 * member's withdrawals with cancel and the receipt confirmation of spec §4. Members only.
 */
export const withdrawForm = defineWidget<WithdrawFormSettings>({
  type: 'withdraw-form',
  settingsSchema: withdrawFormSettingsSchema,
  defaults: { historyPageSize: 10 },
  placement: ['page'],
  load: () => import('./withdraw-form.tsx').then((m) => m.WithdrawForm),
});
