import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { CodeSent } from '../../schemas/api/account-security.ts';
import type { FieldErrorCode } from '../../schemas/api/errors.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import { fieldErrorTexts } from '../../engine/i18n/fields.ts';
import { formErrorOf, useFieldErrors, type FieldErrors } from '../ui/form-field-errors.ts';
import { FormError, FormField } from '../ui/form-field.tsx';
import { SmsCodeField } from '../ui/sms-code-button.tsx';

/** The form's two fields: the new number or address, and the code sent to it. */
type Field = 'contact' | 'verificationCode';

/** How one kind of contact (a phone number, an e-mail address) is asked for and bound. */
export interface ContactKind {
  /** The field's name and accessible label. */
  name: string;
  label: string;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>;
  /** Beside the input: the dialing code of a number. */
  addon?: ReactNode;
  /** What is wrong with a typed value, in words; null when it may be sent. */
  problemOf: (value: string) => string | null;
  /** The platform's field names that describe the contact (`mobileNum`, `countryDialingCode`). */
  platformFields: readonly string[];
  /** The words for a platform field code on the contact. */
  platformText: (code: FieldErrorCode) => string;
  /** Asks for a code to `value`. */
  send: (value: string) => Promise<CodeSent>;
  /** Binds `value` with `code`. */
  bind: (value: string, code: string) => Promise<void>;
}

/**
 * Binds a new phone number or e-mail address: the value, "Send code" (counting down until the
 * code expires, so one is not asked again meanwhile) and the code, then "Confirm". Problems land
 * under their fields (the value as it is typed; a wrong or expired code, a number taken by
 * another account from the platform), the rest above the buttons. `onBound` is told once bound.
 */
export function BindingForm({
  kind,
  onBound,
  onCancel,
}: {
  kind: ContactKind;
  onBound: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<CodeSent | null>(null);
  const { errors, setErrors, showError, clearFixed } = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRequired = () => fieldErrorTexts({ verificationCode: 'required' }).verificationCode!;

  /** The platform's field errors of a failed call, in this form's words. */
  const callFieldErrors = (error: unknown): FieldErrors<Field> => {
    if (!isApiError(error)) return {};
    const found: FieldErrors<Field> = {};
    for (const name of kind.platformFields) {
      const fieldCode = error.fields[name];
      if (fieldCode) found.contact = kind.platformText(fieldCode as FieldErrorCode);
    }
    const codeProblem = error.fields.verificationCode;
    if (codeProblem)
      found.verificationCode = fieldErrorTexts({ verificationCode: codeProblem }).verificationCode;
    return found;
  };

  const sendCode = async (): Promise<number | null> => {
    setFormError(null);
    const problem = kind.problemOf(value);
    if (problem) {
      showError('contact', problem);
      return null;
    }
    try {
      const sent = await kind.send(value);
      setSentTo(sent);
      return sent.expiredMinutes * 60;
    } catch (error) {
      const onFields = callFieldErrors(error);
      if (onFields.contact) showError('contact', onFields.contact);
      else setFormError(errorText(error));
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: FieldErrors<Field> = {};
    const problem = kind.problemOf(value);
    if (problem) found.contact = problem;
    if (code.trim() === '') found.verificationCode = codeRequired();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await kind.bind(value, code.trim());
      onBound();
    } catch (error) {
      const onFields = callFieldErrors(error);
      setErrors(onFields);
      setFormError(formErrorOf(error, onFields));
    } finally {
      setBusy(false);
    }
  };

  const minutes = sentTo?.expiredMinutes ?? 0;
  const where = sentTo?.sentTo ?? '';
  return (
    <form className="form profile-binding" onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        name={kind.name}
        label={kind.label}
        required
        value={value}
        onChange={(next) => {
          setValue(next);
          clearFixed((field) => field === 'contact' && kind.problemOf(next) === null);
        }}
        error={errors.contact}
        addon={kind.addon}
        {...kind.input}
      />
      <SmsCodeField
        value={code}
        onChange={(next) => {
          setCode(next);
          clearFixed((field) => field === 'verificationCode' && next.trim() !== '');
        }}
        error={errors.verificationCode}
        send={sendCode}
      />
      <p className="profile-hint" role="status">
        {sentTo ? t`A code was sent to ${where}. It expires in ${minutes} minutes.` : ''}
      </p>
      <FormError text={formError} />
      <div className="profile-buttons">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? t`Confirming…` : t`Confirm`}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
