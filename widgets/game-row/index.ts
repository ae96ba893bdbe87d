import { defineWidget } from '../../engine/render/widget.ts';
import { gameRowSettingsSchema, type GameRowSettings } from './schema.ts';

/**
 * One home row per game category (spec §2): title, see-more, previous/next arrows and the
 * category's games (or, for sports, e-sports and cockfight, its vendors).
 */
export const gameRow = defineWidget<GameRowSettings>({
  type: 'game-row',
  settingsSchema: gameRowSettingsSchema,
  defaults: { gameType: 'RNG' },
  placement: ['page'],
  loadingHeight: '230px',
  load: () => import('./game-row.tsx').then((m) => m.GameRow),
});
