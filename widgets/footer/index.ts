import { defineWidget } from '../../engine/render/widget.ts';
import { footerSettingsSchema, type FooterSettings } from './schema.ts';

/** The footer: age notice from the brand's minimum age, social links, copyright. */
export const footer = defineWidget<FooterSettings>({
  type: 'footer',
  settingsSchema: footerSettingsSchema,
  defaults: { showSocial: true },
  placement: ['bottom'],
  load: () => import('./footer.tsx').then((m) => m.Footer),
});
