import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '../api/errors.ts';
import { i18n } from './i18n.ts';

/** Error texts of spec §8, by API error code. */
export const errorMessages: Readonly<Record<string, MessageDescriptor>> = {
  NETWORK: msg`Network link is abnormal, please try again`,
  TIMEOUT: msg`The page took longer time to load, please check your network connectivity`,
  UNKNOWN: msg`Unknown error`,
  INVALID_RESPONSE: msg`Unknown error`,
  NOT_LOGGED_IN: msg`You are not logged in, please login`,
  LOGIN_REQUIRED: msg`Please login to the user account`,
  UNKNOWN_HOST: msg`Invalid URL, please contact customer service`,
  REGION_RESTRICTED: msg`Access restricted for blocked IP or location`,
  MAINTENANCE: msg`System maintenance notice`,
  NOT_FOUND: msg`Unknown error`,
};

/** The translated text to show for any thrown error. */
export function errorText(error: unknown): string {
  const descriptor = isApiError(error) ? errorMessages[error.code] : undefined;
  return i18n._(descriptor ?? errorMessages.UNKNOWN!);
}
