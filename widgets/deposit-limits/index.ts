import { defineWidget } from '../../engine/render/widget.ts';
import { depositLimitsSettingsSchema, type DepositLimitsSettings } from './schema.ts';

/**
 * Deposit limits (responsible gambling, UKGC RTS 12 shape), a section of the member center's
 * `securityCenter` page: per 24 hours, 7 days and 30 days the limit in force, what was
 * deposited, a raise or removal waiting for its 24 hours, and a form to set, change or remove
 * it. Members only.
 */
export const depositLimits = defineWidget<DepositLimitsSettings>({
  type: 'deposit-limits',
  settingsSchema: depositLimitsSettingsSchema,
  defaults: {},
  placement: ['page'],
  load: () => import('./deposit-limits.tsx').then((m) => m.DepositLimits),
});
