import { defineWidget } from '../../engine/render/widget.ts';
import { gameFrameSettingsSchema, type GameFrameSettings } from './schema.ts';

/**
 * The game frame of /game and /seamless (spec §2): the launched game in a frame under a title
 * bar (back, reload, full screen, close); the game's balance reports refresh the header.
 */
export const gameFrame = defineWidget<GameFrameSettings>({
  type: 'game-frame',
  settingsSchema: gameFrameSettingsSchema,
  defaults: {},
  placement: ['page'],
  load: () => import('./game-frame.tsx').then((m) => m.GameFrame),
});
