import type { GameMenus } from '../../schemas/api/games.ts';
import { call, http } from './http.ts';
import { visitorValidator } from './lazy-validators.ts';

/** `GET /lgw/games/game_menus`: the lobby's game menu entries, in menu order. */
export function getGameMenus(signal?: AbortSignal): Promise<GameMenus> {
  return call(
    () => http.get('lgw/games/game_menus', { signal }),
    visitorValidator('validateGameMenus'),
  );
}
