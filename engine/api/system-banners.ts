import type { BannerList } from '../../schemas/api/system.ts';
import { call, http } from './http.ts';
import { visitorValidator } from './lazy-validators.ts';

/** `GET /wps/system/banners`: the banners of one group. */
export function getBanners(group: string, signal?: AbortSignal): Promise<BannerList> {
  return call(
    () => http.get('wps/system/banners', { searchParams: { group }, signal }),
    visitorValidator('validateBannerList'),
  );
}
