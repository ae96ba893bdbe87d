import { useLingui } from '@lingui/react/macro';
import { fieldLabels } from '../../engine/i18n/fields.ts';
import { FormField } from './form-field.tsx';

/**
 * The withdrawal password a money movement is proven with (a withdrawal, a transfer to the
 * upline): digits, never remembered by the browser, its error under it.
 */
export function PaymentPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { i18n } = useLingui();
  return (
    <FormField
      name="paymentPassword"
      type="password"
      label={i18n._(fieldLabels.paymentPassword)}
      required
      value={value}
      onChange={onChange}
      error={error}
      inputMode="numeric"
      autoComplete="off"
      enterKeyHint="go"
    />
  );
}
