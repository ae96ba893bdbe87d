import type { GameType, VendorLanes } from '../../schemas/api/games.ts';
import { call, http } from './http.ts';
import { visitorValidator } from './lazy-validators.ts';

/** `GET /wps/game/vendors` (getGameVendor): every vendor, in one lane per category. */
export function getVendorLanes(merchantCode: string, signal?: AbortSignal): Promise<VendorLanes> {
  return call(
    () =>
      http.get('wps/game/vendors', {
        searchParams: { merchantCode, flush: 'false', platform: 'html5-desktop' },
        signal,
      }),
    visitorValidator('validateVendorLanes'),
  );
}

/** `GET /wps/game/vendors/gameTypes` (vassGameType): the game types one vendor offers. */
export function getVendorGameTypes(
  vassalage: string,
  signal?: AbortSignal,
): Promise<{ vassalage: string; gameTypes: GameType[] }> {
  return call(
    () => http.get('wps/game/vendors/gameTypes', { searchParams: { vassalage }, signal }),
    visitorValidator('validateVendorGameTypes'),
  );
}
