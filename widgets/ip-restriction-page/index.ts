import { defineWidget } from '../../engine/render/widget.ts';
import { ipRestrictionPageSettingsSchema, type IpRestrictionPageSettings } from './schema.ts';

/** The IP-restriction page (spec §2 "App start"): the caller's IP and country, customer service. */
export const ipRestrictionPage = defineWidget<IpRestrictionPageSettings>({
  type: 'ip-restriction-page',
  settingsSchema: ipRestrictionPageSettingsSchema,
  defaults: {},
  placement: ['system'],
  load: () => import('./ip-restriction-page.tsx').then((m) => m.IpRestrictionPage),
});
