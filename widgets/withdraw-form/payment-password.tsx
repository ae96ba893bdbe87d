import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { WithdrawalSummary } from '../../schemas/api/withdrawals.ts';
import { sendMemberSms, setPaymentPassword } from '../../engine/api/cashier-withdraw.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { checkNewPassword } from '../../engine/core/registration.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import { fieldLabels, fieldProblemText } from '../../engine/i18n/fields.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import {
  formErrorOf,
  shownCallFieldErrors,
  useFieldErrors,
  type FieldErrors,
} from '../ui/form-field-errors.ts';
import { FormError, FormField, NewPasswordFields } from '../ui/form-field.tsx';
import { SmsCodeButton } from '../ui/sms-code-button.tsx';
import { lockedUntilOf, usePasswordTexts } from '../ui/payment-password.ts';

type Field = 'oldPassword' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';

/**
 * The withdrawal password: a form to set it while it is not set, else a small "change" part
 * behind a disclosure, proven with the current one or, on a brand that sends SMS to a member
 * with a phone, with a code sent to it. `onDone` is told with a notice once it is stored.
 */
export function PaymentPasswordSection({
  summary,
  onDone,
}: {
  summary: Pick<WithdrawalSummary, 'paymentPasswordSet' | 'smsRequired'>;
  onDone: (notice: string) => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const disclosure = useRef<HTMLDetailsElement>(null);
  if (!summary.paymentPasswordSet)
    return (
      <section className="withdraw-section" aria-labelledby={titleId}>
        <h2 id={titleId}>{t`Set a withdrawal password`}</h2>
        <p className="withdraw-hint">
          {t`You enter it for every withdrawal. Keep it different from your login password.`}
        </p>
        <PasswordForm change={null} onDone={() => onDone(t`Your withdrawal password is set.`)} />
      </section>
    );
  return (
    <details className="withdraw-section withdraw-disclosure" ref={disclosure}>
      <summary>{t`Change withdrawal password`}</summary>
      <PasswordForm
        change={{ sms: summary.smsRequired }}
        onDone={() => {
          if (disclosure.current) disclosure.current.open = false;
          onDone(t`Your withdrawal password is changed.`);
        }}
      />
    </details>
  );
}

/**
 * Sets the withdrawal password (`change` null) or changes it (with the old one, or an SMS code
 * when `change.sms`), checking the new one against the brand's `paymentPassword` rule first.
 */
function PasswordForm({ change, onDone }: { change: { sms: boolean } | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const texts = usePasswordTexts();
  const [values, setValues] = useState<Partial<Record<Field, string>>>({});
  const { errors, setErrors, clearFixed } = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [bySms, setBySms] = useState(false);
  const proof: Field | null = change === null ? null : bySms ? 'verificationCode' : 'oldPassword';
  const labels: Record<Field, string> = {
    oldPassword: t`Current withdrawal password`,
    verificationCode: i18n._(fieldLabels.verificationCode),
    newPassword: change ? t`New withdrawal password` : t`Withdrawal password`,
    confirmNewPassword: change
      ? t`Confirm new withdrawal password`
      : t`Confirm withdrawal password`,
  };

  /** Every field's problem in `current` (checked trimmed, as sent). */
  const problemsOf = (current: Partial<Record<Field, string>>): FieldErrors<Field> => {
    const found: FieldErrors<Field> = {};
    const value = (name: Field) => (current[name] ?? '').trim();
    if (proof && value(proof) === '') found[proof] = fieldProblemText(proof, { code: 'required' });
    const check = checkNewPassword(
      brand.registration.fields.paymentPassword,
      value('newPassword'),
      value('confirmNewPassword'),
    );
    if (check.password) found.newPassword = fieldProblemText('newPassword', check.password);
    if (check.confirmation)
      found.confirmNewPassword = fieldProblemText('confirmNewPassword', check.confirmation);
    return found;
  };
  const value = (name: Field) => (values[name] ?? '').trim();
  // An error goes once its field is right: the field typed in, or the confirmation of the new
  // password typed in.
  const set = (name: Field) => (next: string) => {
    const current = { ...values, [name]: next };
    setValues(current);
    const problems = problemsOf(current);
    clearFixed(
      (field) =>
        (field === name || (name === 'newPassword' && field === 'confirmNewPassword')) &&
        problems[field] === undefined,
    );
  };

  // One problem of the new password at a time: its rule first, then the confirmation.
  const validate = (): FieldErrors<Field> => {
    const { confirmNewPassword, ...found } = problemsOf(values);
    return found.newPassword || !confirmNewPassword ? found : { ...found, confirmNewPassword };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await setPaymentPassword({
        newPassword: value('newPassword'),
        confirmNewPassword: value('confirmNewPassword'),
        ...(proof ? { [proof]: value(proof) } : {}),
      });
      setValues({});
      onDone();
    } catch (error) {
      const shown: Field[] = ['newPassword', 'confirmNewPassword', ...(proof ? [proof] : [])];
      const rule = brand.registration.fields.paymentPassword;
      const onFields = shownCallFieldErrors(error, shown, {}, { newPassword: rule });
      if (isApiError(error, 'WRONG_PAYMENT_PASSWORD'))
        onFields.oldPassword = texts.wrong(error.attemptsLeft);
      setErrors(onFields);
      const until = lockedUntilOf(error);
      setFormError(until ? texts.locked(until) : formErrorOf(error, onFields));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async (): Promise<number | null> => {
    setFormError(null);
    try {
      const sent = await sendMemberSms('paymentPassword');
      return sent.expiredMinutes * 60;
    } catch (error) {
      setFormError(errorText(error));
      return null;
    }
  };

  const field = (name: Field) => ({
    name,
    label: labels[name],
    required: true,
    value: values[name] ?? '',
    onChange: set(name),
    error: errors[name],
  });

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      {proof === 'oldPassword' ? (
        <FormField
          {...field('oldPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
        />
      ) : null}
      {proof === 'verificationCode' ? (
        <FormField
          {...field('verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={brand.constants.verificationCodeMaxLength}
          addon={<SmsCodeButton send={sendCode} />}
        />
      ) : null}
      {change?.sms ? (
        <button
          type="button"
          className="link-button withdraw-switch"
          onClick={() => {
            setBySms(!bySms);
            setErrors({});
          }}
        >
          {bySms ? t`Use the current password instead` : t`Forgot it? Use an SMS code instead`}
        </button>
      ) : null}
      <NewPasswordFields
        label={(name) => labels[name]}
        value={(name) => values[name] ?? ''}
        onChange={set}
        errors={errors}
      />
      <FormError text={formError} />
      <button type="submit" className="btn btn-primary form-submit" disabled={busy}>
        {busy ? t`Saving…` : change ? t`Save the new password` : t`Set withdrawal password`}
      </button>
    </form>
  );
}
