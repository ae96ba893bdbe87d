import { defineWidget } from '../../engine/render/widget.ts';
import { gameSearchSettingsSchema, type GameSearchSettings } from './schema.ts';

/** The home lobby's game search box with its results, 28 per page with load-more (spec §2). */
export const gameSearch = defineWidget<GameSearchSettings>({
  type: 'game-search',
  settingsSchema: gameSearchSettingsSchema,
  defaults: {},
  placement: ['page'],
  loadingHeight: '60px',
  load: () => import('./game-search.tsx').then((m) => m.GameSearch),
});
