import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { fieldLabels } from '../../engine/i18n/fields.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { FormField } from './form-field.tsx';

/** The seconds from now until `expirationTime` (an ISO time), never below zero. */
export function secondsUntil(expirationTime: string): number {
  return Math.max(0, (new Date(expirationTime).getTime() - Date.now()) / 1000);
}

/**
 * The SMS code button (spec §4/§9): enabled; after a send it is disabled with "Code sent (n)"
 * until the countdown ends. Requests closer together than `smsThrottleMs` are ignored.
 * `send` resolves to the seconds to wait, or null when nothing was sent.
 */
export function SmsCodeButton({
  send,
  disabled = false,
}: {
  send: () => Promise<number | null>;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const brand = useBrand();
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);
  const lastClick = useRef(0);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const onClick = async () => {
    const now = Date.now();
    if (now - lastClick.current < brand.constants.smsThrottleMs || sending || remaining > 0) return;
    lastClick.current = now;
    setSending(true);
    try {
      const seconds = await send();
      if (seconds !== null) setRemaining(Math.max(0, Math.ceil(seconds)));
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className="btn sms-button"
      disabled={disabled || sending || remaining > 0}
      onClick={() => void onClick()}
    >
      {remaining > 0 ? t`Code sent (${remaining})` : t`Send code`}
    </button>
  );
}

/**
 * The required SMS (or e-mail) code field with its send button beside it: `onChange` gets the
 * typed code; `send` is the button's (see SmsCodeButton).
 */
export function SmsCodeField({
  value,
  onChange,
  error,
  send,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  send: () => Promise<number | null>;
}) {
  const { i18n } = useLingui();
  const brand = useBrand();
  return (
    <FormField
      name="verificationCode"
      label={i18n._(fieldLabels.verificationCode)}
      required
      value={value}
      onChange={onChange}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={brand.constants.verificationCodeMaxLength}
      addon={<SmsCodeButton send={send} />}
    />
  );
}
