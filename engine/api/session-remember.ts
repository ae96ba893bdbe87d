import type { Session } from '../../schemas/api/account.ts';
import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/**
 * `POST /wps/session/remember`: exchanges the device's remember-me token (an HttpOnly cookie
 * the page cannot read, sent by the browser) for a new session; the answer also replaces the
 * cookie with a new token.
 */
export function resumeSession(): Promise<Session> {
  return call(
    () => http.post('wps/session/remember', { retry: 0 }),
    memberValidator('validateSession'),
  );
}
