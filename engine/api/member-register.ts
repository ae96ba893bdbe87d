import type { RegisterMobileRequest, RegisterRequest, Session } from '../../schemas/api/account.ts';
import { sealed } from './enc.ts';
import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/** `PUT /wps/member/register` (enc): registration by username; logs the new member in. */
export async function register(payload: RegisterRequest): Promise<Session> {
  const body = await sealed(payload);
  return call(
    () => http.put('wps/member/register', { json: body, retry: 0 }),
    memberValidator('validateSession'),
  );
}

/** `PUT /wps/member/register/mobile` (enc): registration by mobile and SMS code. */
export async function registerMobile(payload: RegisterMobileRequest): Promise<Session> {
  const body = await sealed(payload);
  return call(
    () => http.put('wps/member/register/mobile', { json: body, retry: 0 }),
    memberValidator('validateSession'),
  );
}
