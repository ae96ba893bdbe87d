import type { Notices } from '../../schemas/api/system.ts';
import type { NoticeType } from '../../schemas/common.ts';
import { call, http } from './http.ts';
import { visitorValidator } from './lazy-validators.ts';

/** `GET /wps/system/notices`: announcements of the given types, grouped, in the request language. */
export function getNotices(types: readonly NoticeType[], signal?: AbortSignal): Promise<Notices> {
  return call(
    () =>
      http.get('wps/system/notices', {
        searchParams: { types: types.join(','), platform: 'W' },
        signal,
      }),
    visitorValidator('validateNotices'),
  );
}
