import { defineWidget } from '../../engine/render/widget.ts';
import { noticeStripSettingsSchema, type NoticeStripSettings } from './schema.ts';

/** The scrolling notice strip; a click opens the announcements (notice modal). */
export const noticeStrip = defineWidget<NoticeStripSettings>({
  type: 'notice-strip',
  settingsSchema: noticeStripSettingsSchema,
  defaults: { group: 'player' },
  placement: ['page'],
  loadingHeight: '52px',
  load: () => import('./notice-strip.tsx').then((m) => m.NoticeStrip),
});
