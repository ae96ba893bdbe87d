import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** A QR code for `value`, drawn in the browser (the qrcode library loads only when shown). */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(value, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => active && setSrc(url))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [value, size]);
  if (failed) return <span className="qr-failed">{t`QR code unavailable`}</span>;
  // The placeholder is sized by attributes, not a style attribute: the server-rendered /down
  // page's CSP (style-src 'self', no 'unsafe-inline') drops inline styles.
  return src ? (
    <img className="qr" src={src} width={size} height={size} alt={label} />
  ) : (
    <svg className="qr qr-loading" width={size} height={size} aria-hidden="true" />
  );
}
