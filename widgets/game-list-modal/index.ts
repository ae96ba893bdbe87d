import { defineWidget } from '../../engine/render/widget.ts';
import { gameListModalSettingsSchema, type GameListModalSettings } from './schema.ts';

/**
 * The popup game list of a vendor tile (spec §3 isGame VASSALAGE, §7 popup game list): the
 * vendor's games, up to 1000, with a name filter. It opens for the modal type `gameList`
 * (`gameListModal` in engine/render/use-launch-game.ts, which this file cannot import without
 * React) with data {vassalage, gameType, title}.
 */
export const gameListModal = defineWidget<GameListModalSettings>({
  type: 'game-list-modal',
  settingsSchema: gameListModalSettingsSchema,
  defaults: {},
  placement: ['modal'],
  modal: 'gameList',
  load: () => import('./game-list-modal.tsx').then((m) => m.GameListModal),
});
