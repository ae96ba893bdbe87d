import { useState } from 'react';
import { isApiError } from '../../engine/api/errors.ts';

/**
 * The login captcha of both tabs (spec §4, §8): hidden until a failed login answers with the
 * captcha flag, then asked on every login, by username or by SMS code, because the platform
 * may ask it for the address as well as for the name or number. `reloadKey` changes when a new
 * image is due (a failed login, a tab switch).
 */
export function useLoginCaptcha() {
  const [shown, setShown] = useState(false);
  const [value, setValue] = useState('');
  const [reloadKey, setReloadKey] = useState(0);

  const reload = () => setReloadKey((key) => key + 1);
  return {
    shown,
    value,
    setValue,
    reloadKey,
    reload,
    /** The captcha part of a login request: the trimmed answer while the field shows. */
    payload: (): { captcha?: string } => (shown ? { captcha: value.trim() } : {}),
    /** After a failed login: shows the field with a new image when the answer asks for it. */
    onLoginError: (error: unknown) => {
      if (!isApiError(error) || !error.captcha) return;
      setShown(true);
      setValue('');
      reload();
    },
  };
}
