import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/** `GET /wps/agent/affiliate`: whether an invitation (affiliate) code is valid for this site. */
export function checkAffiliate(
  code: string,
  domain: string,
  signal?: AbortSignal,
): Promise<{ valid: boolean }> {
  return call(
    () => http.get('wps/agent/affiliate', { searchParams: { code, domain }, signal }),
    memberValidator('validateAffiliateCheck'),
  );
}
