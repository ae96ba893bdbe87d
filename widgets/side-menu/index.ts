import { defineWidget } from '../../engine/render/widget.ts';
import { sideMenuSettingsSchema, type SideMenuSettings } from './schema.ts';

/** The side menu (spec §2 "Layout"), in the brand's menu order. */
export const sideMenu = defineWidget<SideMenuSettings>({
  type: 'side-menu',
  settingsSchema: sideMenuSettingsSchema,
  defaults: { languagesOpen: false },
  placement: ['left'],
  load: () => import('./side-menu.tsx').then((m) => m.SideMenu),
});
