import type {
  ChangePasswordRequest,
  ResetByPhoneRequest,
  Session,
} from '../../schemas/api/account.ts';
import { sealed } from './enc.ts';
import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/** `POST /wps/member/password` (token, enc): answers a new session (the old ones are revoked). */
export async function changePassword(payload: ChangePasswordRequest): Promise<Session> {
  const body = await sealed(payload);
  return call(
    () => http.post('wps/member/password', { json: body, retry: 0 }),
    memberValidator('validateSession'),
  );
}

/**
 * `POST /wps/member/password/email` (form, after the human check): a temporary password by
 * e-mail, good once for a few minutes; the current password keeps working until it is used.
 */
export function forgotByEmail(payload: {
  username: string;
  email: string;
  altcha: string;
}): Promise<{ sentTo: string }> {
  return call(
    () => http.post('wps/member/password/email', { body: new URLSearchParams(payload), retry: 0 }),
    memberValidator('validateForgotByEmailSent'),
  );
}

/** `POST /wps/member/password/verification` (enc): a new password by mobile and SMS code. */
export async function resetByPhone(payload: ResetByPhoneRequest): Promise<Session> {
  const body = await sealed(payload);
  return call(
    () => http.post('wps/member/password/verification', { json: body, retry: 0 }),
    memberValidator('validateSession'),
  );
}
