import type { SecurityOverview } from '../../schemas/api/account-security.ts';
import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/**
 * `GET /wps/member/security` (token, members only): the overview of "My account": who the
 * member is (masked contact details), which protections are set, and the latest logins.
 */
export function getSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return call(
    () => http.get('wps/member/security', { signal }),
    memberValidator('validateSecurityOverview'),
  );
}
