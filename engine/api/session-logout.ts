import { call, http } from './http.ts';
import { validateLogout } from './validators.generated.js';

/** `DELETE /wps/session/logout` (token). */
export function logout(): Promise<{ loggedOut: true }> {
  return call(() => http.delete('wps/session/logout', { retry: 0 }), validateLogout);
}
