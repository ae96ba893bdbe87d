import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/** `DELETE /wps/session/logout` (token). */
export function logout(): Promise<{ loggedOut: true }> {
  return call(
    () => http.delete('wps/session/logout', { retry: 0 }),
    memberValidator('validateLogout'),
  );
}
