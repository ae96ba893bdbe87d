import type { MemberInfo } from '../../schemas/api/account.ts';
import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/** `GET /wps/member/info` (token). */
export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return call(() => http.get('wps/member/info', { signal }), memberValidator('validateMemberInfo'));
}
