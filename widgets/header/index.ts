import { defineWidget } from '../../engine/render/widget.ts';
import { headerSettingsSchema, type HeaderSettings } from './schema.ts';

/** The top bar (spec §2 "Layout"): menu collapse, logo, home, theme switch, visitor buttons. */
export const header = defineWidget<HeaderSettings>({
  type: 'header',
  settingsSchema: headerSettingsSchema,
  defaults: { showThemeSwitch: true, showCustomerService: true },
  placement: ['top'],
  loadingHeight: 'var(--top-height)',
  load: () => import('./header.tsx').then((m) => m.Header),
});
