import type { SmsForgotSent, SmsSent } from '../../schemas/api/account.ts';
import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

interface SmsTarget {
  countryDialingCode: string;
  mobileNum: string;
  altcha: string;
}

/** `POST /wps/verification/sms/register`: a registration code. */
export function sendRegisterSms({
  countryDialingCode,
  mobileNum,
  altcha,
}: SmsTarget): Promise<SmsSent> {
  return call(
    () =>
      http.post('wps/verification/sms/register', {
        json: { countryDialingCode, mobileNo: mobileNum, altcha },
        retry: 0,
      }),
    memberValidator('validateSmsSent'),
  );
}

/** `POST /wps/verification/sms/noLogin`: a login code. */
export function sendLoginSms(target: SmsTarget): Promise<SmsSent> {
  return call(
    () => http.post('wps/verification/sms/noLogin', { json: target, retry: 0 }),
    memberValidator('validateSmsSent'),
  );
}

/** `POST /wps/verification/sms/forgot` (sendForgotVCode): a password-reset code. */
export function sendForgotSms(target: SmsTarget): Promise<SmsForgotSent> {
  return call(
    () => http.post('wps/verification/sms/forgot', { json: target, retry: 0 }),
    memberValidator('validateSmsForgotSent'),
  );
}
