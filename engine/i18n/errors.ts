import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiErrorCode } from '../../schemas/api/errors.ts';
import { isApiError } from '../api/errors.ts';
import { i18n } from './i18n.ts';

/** Error texts of spec §8 for every API error code, plus the storefront's own. */
export const errorMessages: Readonly<
  Record<ApiErrorCode | 'NETWORK' | 'TIMEOUT' | 'INVALID_RESPONSE', MessageDescriptor>
> = {
  NETWORK: msg`Network link is abnormal, please try again`,
  TIMEOUT: msg`The page took longer time to load, please check your network connectivity`,
  INVALID_RESPONSE: msg`Unknown error`,
  UNKNOWN: msg`Unknown error`,
  BAD_REQUEST: msg`Unknown error`,
  NOT_FOUND: msg`Unknown error`,
  UNKNOWN_HOST: msg`Invalid URL, please contact customer service`,
  MAINTENANCE: msg`System maintenance notice`,
  REGION_RESTRICTED: msg`Access restricted for blocked IP or location`,
  // Operator API only: a player never sees it.
  TEST_CLOCK_OFF: msg`Unknown error`,
  NOT_LOGGED_IN: msg`You are not logged in, please login`,
  LOGIN_REQUIRED: msg`Please login to the user account`,
  INVALID_CREDENTIALS: msg`Wrong account or password`,
  USER_NOT_FOUND: msg`Username/Email does not exist`,
  LOGIN_FAILURE: msg`Login failure, try again`,
  NON_MEMBER: msg`Non-member account unable to login`,
  NOT_AGENT: msg`Non-agents cannot log in`,
  ACCOUNT_LOCKED: msg`This account is locked, please contact customer service`,
  CONTACT_AGENT: msg`Please contact your agent`,
  TRIAL_ACCOUNT: msg`Please Register An Account First`,
  FREE_PLAY_DISABLED: msg`Operation not allowed, please contact support`,
  VALIDATION_FAILED: msg`Please check the highlighted fields`,
  INVALID_INVITATION_CODE: msg`Invalid invitation code`,
  PASSWORD_MISMATCH: msg`Incorrect confirmation input`,
  WRONG_PASSWORD: msg`The old password is incorrect`,
  CAPTCHA_REQUIRED: msg`Please enter the captcha`,
  CAPTCHA_INVALID: msg`Captcha check failed`,
  HUMAN_VERIFICATION_FAILED: msg`Captcha check failed`,
  INVALID_PHONE: msg`Invalid phone number format`,
  MISSING_PHONE: msg`Missing phone number`,
  INVALID_CODE: msg`Invalid or missing verification code`,
  CODE_EXPIRED: msg`The code has expired, please send it again`,
  SMS_FAILED: msg`The SMS could not be sent`,
  EMAIL_FAILED: msg`The e-mail could not be sent`,
  TOO_MANY_REQUESTS: msg`Too many requests, please try again after 5 minutes`,
  SERVICE_UNAVAILABLE: msg`The service is busy, please try again shortly`,
  QUOTA_EXCEEDED: msg`Quota exceeded, please contact support`,
  OPERATION_NOT_ALLOWED: msg`Operation not allowed, please contact support`,
  ENCRYPTION_INVALID: msg`The request could not be read, please try again`,
  GAME_NOT_FOUND: msg`This game is not available`,
  TRIAL_NOT_OFFERED: msg`This game has no free trial`,
  LAUNCH_EXPIRED: msg`The game session has expired, please open the game again`,
  INSUFFICIENT_FUNDS: msg`Insufficient balance`,
  TX_NOT_FOUND: msg`Unknown error`,
  TX_CONFLICT: msg`Unknown error`,
  SIGNATURE_INVALID: msg`Unknown error`,
  CHANNEL_UNAVAILABLE: msg`This payment channel is not available`,
  DEPOSIT_COUNT_REACHED: msg`You have reached the number of deposits for this channel today`,
  DEPOSIT_LIMIT_REACHED: msg`This deposit is above your deposit limit`,
  DEPOSIT_CLOSED: msg`This deposit can no longer be changed`,
  LOTTERY_CLOSED: msg`Sales for this draw have closed`,
  LOTTERY_NOT_CANCELLABLE: msg`This slip can no longer be cancelled`,
  PAYMENT_PASSWORD_NOT_SET: msg`Please set your withdrawal password first`,
  WRONG_PAYMENT_PASSWORD: msg`The withdrawal password is incorrect`,
  PAYMENT_PASSWORD_LOCKED: msg`Too many wrong withdrawal passwords, please try again later`,
  REAL_NAME_REQUIRED: msg`Please set your real name first`,
  REAL_NAME_SET: msg`Your real name is already set, please contact customer service`,
  PAYOUT_ACCOUNTS_FULL: msg`You have bound the most payout accounts allowed, remove one first`,
  WITHDRAWAL_COUNT_REACHED: msg`You have reached the number of withdrawals for today`,
  WITHDRAWAL_CLOSED: msg`This withdrawal can no longer be changed`,
};

/** The translated text to show for any thrown error. */
export function errorText(error: unknown): string {
  const descriptor = isApiError(error)
    ? errorMessages[error.code as keyof typeof errorMessages]
    : undefined;
  return i18n._(descriptor ?? errorMessages.UNKNOWN);
}
