import { defineWidget } from '../../engine/render/widget.ts';
import { gameMenuSettingsSchema, type GameMenuSettings } from './schema.ts';

/** The home lobby's game menu (spec §2): Hot plus one entry per game category. */
export const gameMenu = defineWidget<GameMenuSettings>({
  type: 'game-menu',
  settingsSchema: gameMenuSettingsSchema,
  defaults: { showHot: true },
  placement: ['page'],
  loadingHeight: '102px',
  load: () => import('./game-menu.tsx').then((m) => m.GameMenu),
});
