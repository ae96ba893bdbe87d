import { defineWidget } from '../../engine/render/widget.ts';
import { depositFormSettingsSchema, type DepositFormSettings } from './schema.ts';

/**
 * The deposit page (spec §2 member center `depositv2`, issue 14): a gateway channel, an amount
 * with its fee and total, then the gateway's pay page; back from it (`?deposit=<id>`), the
 * deposit's status until it is paid, declined or expired. Members only.
 */
export const depositForm = defineWidget<DepositFormSettings>({
  type: 'deposit-form',
  settingsSchema: depositFormSettingsSchema,
  defaults: { pollSeconds: 3 },
  placement: ['page'],
  load: () => import('./deposit-form.tsx').then((m) => m.DepositForm),
});
