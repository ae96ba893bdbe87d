import { defineWidget } from '../../engine/render/widget.ts';
import { pageHeadingSettingsSchema, type PageHeadingSettings } from './schema.ts';

/** The level-one heading (the brand's name) of a page whose widgets have none, such as home. */
export const pageHeading = defineWidget<PageHeadingSettings>({
  type: 'page-heading',
  settingsSchema: pageHeadingSettingsSchema,
  defaults: { visible: false },
  placement: ['page'],
  loadingHeight: '0',
  load: () => import('./page-heading.tsx').then((m) => m.PageHeading),
});
