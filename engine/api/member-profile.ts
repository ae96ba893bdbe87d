import type {
  BindEmailRequest,
  BindMobileRequest,
  CodeSent,
  MobileCodeRequest,
} from '../../schemas/api/account-security.ts';
import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/** `POST /wps/member/info/nickname` (token): the new nickname, as stored (tidied). */
export function setNickname(nickname: string): Promise<{ nickname: string }> {
  return call(
    () => http.post('wps/member/info/nickname', { json: { nickname }, retry: 0 }),
    memberValidator('validateSecurityNickname'),
  );
}

/**
 * `POST /wps/verification/sms/bind` (token): an SMS code to a number the member wants to bind,
 * valid for `expiredMinutes`; `sentTo` is the number masked.
 */
export function sendMobileBindingCode(target: MobileCodeRequest): Promise<CodeSent> {
  return call(
    () => http.post('wps/verification/sms/bind', { json: target, retry: 0 }),
    memberValidator('validateSecurityCodeSent'),
  );
}

/** `POST /wps/member/info/mobile` (token): binds the number with its code; answers it masked. */
export function bindMobile(request: BindMobileRequest): Promise<{ mobile: string }> {
  return call(
    () => http.post('wps/member/info/mobile', { json: request, retry: 0 }),
    memberValidator('validateSecurityMobileBound'),
  );
}

/** `POST /wps/verification/email/bind` (token): an e-mailed code to an address to bind. */
export function sendEmailBindingCode(email: string): Promise<CodeSent> {
  return call(
    () => http.post('wps/verification/email/bind', { json: { email }, retry: 0 }),
    memberValidator('validateSecurityCodeSent'),
  );
}

/** `POST /wps/member/info/email` (token): binds the address with its code; answers it masked. */
export function bindEmail(request: BindEmailRequest): Promise<{ email: string }> {
  return call(
    () => http.post('wps/member/info/email', { json: request, retry: 0 }),
    memberValidator('validateSecurityEmailBound'),
  );
}
