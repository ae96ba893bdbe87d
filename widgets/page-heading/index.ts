import { defineWidget } from '../../engine/render/widget.ts';
import { pageHeadingSettingsSchema, type PageHeadingSettings } from './schema.ts';

/**
 * The level-one heading of a page whose widgets have none: the brand's name (home) or the
 * route's title (a page of several sections).
 */
export const pageHeading = defineWidget<PageHeadingSettings>({
  type: 'page-heading',
  settingsSchema: pageHeadingSettingsSchema,
  defaults: { visible: false, text: 'brand' },
  placement: ['page'],
  loadingHeight: '0',
  load: () => import('./page-heading.tsx').then((m) => m.PageHeading),
});
