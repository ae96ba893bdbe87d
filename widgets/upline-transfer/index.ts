import { defineWidget } from '../../engine/render/widget.ts';
import { uplineTransferSettingsSchema, type UplineTransferSettings } from './schema.ts';

/**
 * Transfer to upline (spec §1, member center page `transferUpline`): the member's upline and
 * what may be sent to it, and a form sending an amount proven with the withdrawal password.
 * Members only; one section, placed inside the member center's frame.
 */
export const uplineTransfer = defineWidget<UplineTransferSettings>({
  type: 'upline-transfer',
  settingsSchema: uplineTransferSettingsSchema,
  defaults: {},
  placement: ['page'],
  load: () => import('./upline-transfer.tsx').then((m) => m.UplineTransfer),
});
