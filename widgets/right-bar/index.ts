import { defineWidget } from '../../engine/render/widget.ts';
import { rightBarSettingsSchema, type RightBarSettings } from './schema.ts';

/** The right bar (spec §2): live chat when a livechat service exists, Telegram links when resources exist. */
export const rightBar = defineWidget<RightBarSettings>({
  type: 'right-bar',
  settingsSchema: rightBarSettingsSchema,
  defaults: { showTelegram: true },
  placement: ['right'],
  load: () => import('./right-bar.tsx').then((m) => m.RightBar),
});
