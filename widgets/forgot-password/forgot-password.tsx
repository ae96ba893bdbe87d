import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Brand, FieldRule } from '../../schemas/brand.ts';
import { forgotByEmail, resetByPhone } from '../../engine/api/member-password.ts';
import { sendForgotSms } from '../../engine/api/verification-sms.ts';
import { isFeatureEnabled, knownFlags } from '../../engine/core/flags.ts';
import {
  checkField,
  checkNewPassword,
  passwordRule,
  type FieldProblem,
} from '../../engine/core/registration.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import { fieldLabels, fieldProblemText, type FormFieldName } from '../../engine/i18n/fields.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useSignIn } from '../../engine/render/use-sign-in.ts';
import { useDialogs } from '../../engine/state/dialogs.ts';
import { useSetAtom } from '../../engine/state/jotai.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import {
  DialingCodePicker,
  isValidMobileFor,
  type DialingChoice,
} from '../ui/dialing-code-picker.tsx';
import { formErrorOf, shownCallFieldErrors, useFieldErrors } from '../ui/form-field-errors.ts';
import { FormError, FormField, NewPasswordFields } from '../ui/form-field.tsx';
import { HumanVerification } from '../ui/human-verification.tsx';
import { Modal } from '../ui/modal.tsx';
import { secondsUntil, SmsCodeButton } from '../ui/sms-code-button.tsx';
import { useHumanVerification } from '../ui/use-human-verification.ts';
import '../ui/forms.css';

type Way = 'email' | 'mobileNum';
/** The fields of each way to recover a password. */
const fieldsOf: Record<Way, readonly FormFieldName[]> = {
  email: ['username', 'email'],
  mobileNum: ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'],
};

/** What is wrong with field `name` when the values are `read` (null when nothing is). */
function recoveryFieldProblem(
  name: FormFieldName,
  read: (name: FormFieldName) => string,
  context: { brand: Brand; rule: FieldRule; dialing: DialingChoice | null },
): FieldProblem | null {
  const typed = read(name).trim();
  const { brand, rule, dialing } = context;
  const passwords = () =>
    checkNewPassword(rule, read('newPassword').trim(), read('confirmNewPassword').trim());
  switch (name) {
    case 'username':
      return checkField(typed, brand.registration.fields.username, true);
    case 'email':
      return checkField(typed, { ...brand.registration.fields.email, patternId: 3 }, true);
    case 'mobileNum':
      return isValidMobileFor(dialing, typed) ? null : { code: 'invalidPhone' };
    case 'newPassword':
      return passwords().password;
    case 'confirmNewPassword':
      return passwords().password ? null : passwords().confirmation;
    default:
      return typed === '' ? { code: 'required' } : null;
  }
}

/** The forgot-password modal. */
export function ForgotPassword() {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const openModal = useSetAtom(modalAtom);
  const signIn = useSignIn();
  const { show } = useDialogs();
  const ways: Way[] = [
    ...(isFeatureEnabled(brand.features, knownFlags.forgotByEmail) ? (['email'] as const) : []),
    ...(isFeatureEnabled(brand.features, knownFlags.forgotByPhone) ? (['mobileNum'] as const) : []),
  ];
  const [way, setWay] = useState<Way>(ways[0] ?? 'email');
  const [values, setValues] = useState<Partial<Record<FormFieldName, string>>>({});
  const { errors, setErrors, clearFixed } = useFieldErrors<FormFieldName>();
  const [formError, setFormError] = useState<string | null>(null);
  const [dialing, setDialing] = useState<DialingChoice | null>(null);
  const verification = useHumanVerification();
  const altcha = verification.payload;
  const [busy, setBusy] = useState(false);

  const label = (name: FormFieldName) => i18n._(fieldLabels[name]);
  const raw = (name: FormFieldName) => values[name] ?? '';
  // Checked and sent trimmed, like the login trims (spec §5), passwords included.
  const value = (name: FormFieldName) => raw(name).trim();
  const rule = passwordRule(brand);
  const ok = [{ id: 'ok', label: t`OK`, primary: true }];
  const waitText = t`Please wait for the verification to finish`;

  const problemOf = (
    name: FormFieldName,
    read: (name: FormFieldName) => string,
    dialingChoice: DialingChoice | null,
  ) => {
    const problem = recoveryFieldProblem(name, read, { brand, rule, dialing: dialingChoice });
    return problem ? fieldProblemText(name, problem) : undefined;
  };
  // An error goes as soon as its field is valid again; a new password can fix its confirmation.
  const set = (name: FormFieldName) => (next: string) => {
    setValues((current) => ({ ...current, [name]: next }));
    const read = (field: FormFieldName) => (field === name ? next : raw(field));
    const rechecked = name === 'newPassword' ? [name, 'confirmNewPassword'] : [name];
    clearFixed((field) => rechecked.includes(field) && !problemOf(field, read, dialing));
  };
  const changeDialing = (next: DialingChoice | null) => {
    setDialing(next);
    clearFixed((field) => field === 'mobileNum' && !problemOf(field, raw, next));
  };
  const changeWay = (next: Way) => {
    setWay(next);
    setErrors({});
    setFormError(null);
    verification.waitFor(null);
  };

  const validate = () =>
    Object.fromEntries(
      fieldsOf[way]
        .map((name) => [name, problemOf(name, raw, dialing)] as const)
        .filter(([, problem]) => problem),
    ) as Partial<Record<FormFieldName, string>>;

  const sendCode = async (): Promise<number | null> => {
    const problem = problemOf('mobileNum', raw, dialing);
    if (problem || !dialing) {
      setErrors((current) => ({ ...current, mobileNum: problem }));
      return null;
    }
    if (!altcha) {
      verification.waitFor('verificationCode');
      return null;
    }
    try {
      const sent = await sendForgotSms({
        countryDialingCode: dialing.countryDialingCode,
        mobileNum: value('mobileNum').trim(),
        altcha,
      });
      // The countdown runs until the code's expiration time (spec §9).
      return secondsUntil(sent.expirationTime);
    } catch (error) {
      await show({ icon: 'warning', title: errorText(error), buttons: ok });
      return null;
    } finally {
      verification.renew();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    if (way === 'email' && !altcha) {
      verification.waitFor('form');
      return;
    }
    setBusy(true);
    try {
      if (way === 'email') {
        let sentTo: string;
        try {
          ({ sentTo } = await forgotByEmail({
            username: value('username').trim(),
            email: value('email').trim(),
            altcha: altcha!,
          }));
        } finally {
          verification.renew();
        }
        await show({
          icon: 'success',
          title: t`Check your e-mail`,
          text: t`A temporary password was sent to ${sentTo}. Log in with it within a few minutes and choose a new password. It works once; until you use it, your current password keeps working.`,
          buttons: ok,
        });
        openModal({ type: 'login' });
      } else {
        const session = await resetByPhone({
          newPassword: value('newPassword'),
          confirmNewPassword: value('confirmNewPassword'),
          mobileNum: value('mobileNum').trim(),
          countryDialingCode: dialing!.countryDialingCode,
          verificationCode: value('verificationCode').trim(),
        });
        await signIn(session, { via: 'passwordChange' });
        await show({ icon: 'success', title: t`Your password has been changed`, buttons: ok });
      }
    } catch (error) {
      // Errors on fields (a wrong SMS code too) go under their fields; the form only sums up.
      const onFields = shownCallFieldErrors(error, fieldsOf[way], { mobileNo: 'mobileNum' });
      setErrors(onFields);
      setFormError(formErrorOf(error, onFields));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={() => openModal(null)} title={t`Forgot password`} size="small">
      {ways.length === 0 ? (
        <p role="status">{t`Please contact customer service to recover your password.`}</p>
      ) : (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          {ways.length > 1 ? (
            <div className="form-tabs" role="tablist" aria-label={t`Recover by`}>
              <button
                type="button"
                role="tab"
                aria-selected={way === 'email'}
                onClick={() => changeWay('email')}
              >
                {t`E-mail`}
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={way === 'mobileNum'}
                onClick={() => changeWay('mobileNum')}
              >
                {t`Mobile number`}
              </button>
            </div>
          ) : null}
          {way === 'email' ? (
            <>
              <FormField
                name="username"
                label={label('username')}
                required
                value={raw('username')}
                onChange={set('username')}
                error={errors.username}
                autoComplete="username"
              />
              <FormField
                name="email"
                type="email"
                label={label('email')}
                required
                value={raw('email')}
                onChange={set('email')}
                error={errors.email}
                autoComplete="email"
              />
              <HumanVerification key={verification.key} onChange={verification.onChange} />
            </>
          ) : (
            <>
              <FormField
                name="mobileNum"
                label={label('mobileNum')}
                required
                value={raw('mobileNum')}
                onChange={set('mobileNum')}
                error={errors.mobileNum}
                inputMode="tel"
                addon={<DialingCodePicker onChange={changeDialing} />}
              />
              <FormField
                name="verificationCode"
                label={label('verificationCode')}
                required
                value={raw('verificationCode')}
                onChange={set('verificationCode')}
                error={
                  errors.verificationCode ??
                  (verification.waitingAt('verificationCode') ? waitText : undefined)
                }
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={brand.constants.verificationCodeMaxLength}
                addon={<SmsCodeButton send={sendCode} />}
              />
              <NewPasswordFields label={label} value={raw} onChange={set} errors={errors} />
              <HumanVerification key={verification.key} onChange={verification.onChange} />
            </>
          )}
          <FormError text={formError ?? (verification.waitingAt('form') ? waitText : null)} />
          <button type="submit" className="btn btn-primary form-submit" disabled={busy}>
            {way === 'email' ? t`Send a temporary password` : t`Set the new password`}
          </button>
          <button
            type="button"
            className="link-button"
            onClick={() => openModal({ type: 'login' })}
          >
            {t`Back to log in`}
          </button>
        </form>
      )}
    </Modal>
  );
}
