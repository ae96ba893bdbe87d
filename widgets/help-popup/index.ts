import { defineWidget } from '../../engine/render/widget.ts';
import { helpPopupSettingsSchema, type HelpPopupSettings } from './schema.ts';

/** The help popup of spec §2 (/help): the brand's help topics, `#term` opening the terms. */
export const helpPopup = defineWidget<HelpPopupSettings>({
  type: 'help-popup',
  settingsSchema: helpPopupSettingsSchema,
  defaults: {},
  placement: ['page'],
  load: () => import('./help-popup.tsx').then((m) => m.HelpPopup),
});
