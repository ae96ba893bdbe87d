import type { FreePlayRequest, LoginRequest, Session } from '../../schemas/api/account.ts';
import { sealed } from './enc.ts';
import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/** `POST /wps/session/login` (enc): by username and password, or by mobile and SMS code. */
export async function login(payload: LoginRequest): Promise<Session> {
  const body = await sealed(payload);
  return call(
    () => http.post('wps/session/login', { json: body, retry: 0 }),
    memberValidator('validateSession'),
  );
}

/** `POST /wps/session/login/freeplay`: a trial session. */
export function loginFreePlay(payload: FreePlayRequest): Promise<Session> {
  return call(
    () => http.post('wps/session/login/freeplay', { json: payload, retry: 0 }),
    memberValidator('validateSession'),
  );
}
