import { defineWidget } from '../../engine/render/widget.ts';
import { hotGamesSettingsSchema, type HotGamesSettings } from './schema.ts';

/** The home lobby's hot games row (spec §2): arrows, see-more to /hot, hearts allowed. */
export const hotGames = defineWidget<HotGamesSettings>({
  type: 'hot-games',
  settingsSchema: hotGamesSettingsSchema,
  defaults: {},
  placement: ['page'],
  loadingHeight: '266px',
  load: () => import('./hot-games.tsx').then((m) => m.HotGames),
});
