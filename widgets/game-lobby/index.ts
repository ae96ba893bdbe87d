import { defineWidget } from '../../engine/render/widget.ts';
import { gameLobbySettingsSchema, type GameLobbySettings } from './schema.ts';

/**
 * A game lobby page (spec §2 "Lobby behaviour", §4): provider strip, list switch, classify
 * menu, name search, the game grid and the pager, for a category route, /hot, /fav or
 * /providers.
 */
export const gameLobby = defineWidget<GameLobbySettings>({
  type: 'game-lobby',
  settingsSchema: gameLobbySettingsSchema,
  defaults: { kind: 'category' },
  placement: ['page'],
  load: () => import('./game-lobby.tsx').then((m) => m.GameLobby),
  // The side menu marks the lobby's vendor: it must know it before the frame renders.
  prepare: () => import('./lobby-page.ts').then((m) => m.prepareLobby),
});
