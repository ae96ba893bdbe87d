import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptcha } from '../../engine/api/captcha.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';

/**
 * The captcha image (`GET /wps/captcha`). A click loads a new one, at most once per
 * `captchaRefreshMs` (spec §9: once per second); a new `reloadKey` (a mode switch) also does.
 */
export function CaptchaImage({ reloadKey = 0 }: { reloadKey?: number }) {
  const { t } = useLingui();
  const brand = useBrand();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const last = useRef(0);

  const load = useCallback(() => {
    last.current = Date.now();
    const controller = new AbortController();
    getCaptcha(controller.signal).then(
      (image) => {
        setFailed(false);
        setSrc(image);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return controller;
  }, []);

  useEffect(() => {
    const controller = load();
    return () => controller.abort();
  }, [load, reloadKey]);

  return (
    <button
      type="button"
      className="captcha-image"
      aria-label={t`Captcha image, select to load a new one`}
      onClick={() => {
        if (Date.now() - last.current >= brand.constants.captchaRefreshMs) load();
      }}
    >
      {src ? (
        <img src={src} alt="" data-testid="captcha-image" />
      ) : (
        <span className="visually-hidden">{failed ? t`Captcha unavailable` : t`Loading`}</span>
      )}
    </button>
  );
}
