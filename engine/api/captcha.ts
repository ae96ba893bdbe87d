import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/** `GET /wps/captcha`: a new captcha image (data URL); its answer is bound by a cookie. */
export function getCaptcha(signal?: AbortSignal): Promise<string> {
  return call(
    () => http.get('wps/captcha', { signal, cache: 'no-store', retry: 0 }),
    memberValidator('validateCaptchaImage'),
  );
}
