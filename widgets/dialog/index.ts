import { defineWidget } from '../../engine/render/widget.ts';
import { dialogSettingsSchema, type DialogSettings } from './schema.ts';

/** The generic dialog (spec §2): shows the dialogs widgets open through engine/state/dialogs.ts. */
export const dialog = defineWidget<DialogSettings>({
  type: 'dialog',
  settingsSchema: dialogSettingsSchema,
  defaults: {},
  placement: ['overlay'],
  load: () => import('./dialog.tsx').then((m) => m.DialogHost),
});
