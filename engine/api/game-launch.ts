import type { Launch, LaunchRequest } from '../../schemas/api/games.ts';
import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/** `POST /wps/game/launchGame` (action getLaunchAddressV2): the address to open the game at. */
export function launchGame(request: LaunchRequest, signal?: AbortSignal): Promise<Launch> {
  return call(
    () => http.post('wps/game/launchGame', { json: request, signal }),
    memberValidator('validateLaunch'),
  );
}
