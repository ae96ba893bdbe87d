import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../engine/api/errors.ts';
import { forgotByEmail, resetByPhone } from '../../engine/api/member-password.ts';
import { sendForgotSms } from '../../engine/api/verification-sms.ts';
import { isFeatureEnabled, knownFlags } from '../../engine/core/flags.ts';
import { isValidMobile } from '../../engine/core/phone.ts';
import { checkField, checkNewPassword, passwordRule } from '../../engine/core/registration.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import {
  fieldErrorTexts,
  fieldLabels,
  fieldProblemText,
  type FormFieldName,
} from '../../engine/i18n/fields.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useSignIn } from '../../engine/render/use-sign-in.ts';
import { useDialogs } from '../../engine/state/dialogs.ts';
import { useSetAtom } from '../../engine/state/jotai.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { DialingCodePicker, type DialingChoice } from '../ui/dialing-code-picker.tsx';
import { FormError, FormField, NewPasswordFields } from '../ui/form-field.tsx';
import { HumanVerification } from '../ui/human-verification.tsx';
import { Modal } from '../ui/modal.tsx';
import { SmsCodeButton } from '../ui/sms-code-button.tsx';
import { useHumanVerification } from '../ui/use-human-verification.ts';
import '../ui/forms.css';

type Way = 'email' | 'mobileNum';
type Errors = Partial<Record<FormFieldName, string>>;

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
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [dialing, setDialing] = useState<DialingChoice | null>(null);
  const verification = useHumanVerification();
  const altcha = verification.payload;
  const [busy, setBusy] = useState(false);

  const label = (name: FormFieldName) => i18n._(fieldLabels[name]);
  const raw = (name: FormFieldName) => values[name] ?? '';
  // Checked and sent trimmed, like the login trims (spec §5), passwords included.
  const value = (name: FormFieldName) => raw(name).trim();
  const set = (name: FormFieldName) => (next: string) =>
    setValues((current) => ({ ...current, [name]: next }));
  const rule = passwordRule(brand);
  const ok = [{ id: 'ok', label: t`OK`, primary: true }];

  const validate = (): Errors => {
    const found: Errors = {};
    const need = (name: FormFieldName) => {
      if (value(name).trim() === '') found[name] = fieldProblemText(name, { code: 'required' });
    };
    if (way === 'email') {
      const username = brand.registration.fields.username;
      const email = brand.registration.fields.email;
      const u = checkField(value('username').trim(), username, true);
      if (u) found.username = fieldProblemText('username', u);
      const e = checkField(value('email').trim(), { ...email, patternId: 3 }, true);
      if (e) found.email = fieldProblemText('email', e);
      return found;
    }
    if (!dialing || !isValidMobile(dialing.countryDialingCode, value('mobileNum')))
      found.mobileNum = fieldProblemText('mobileNum', { code: 'invalidPhone' });
    need('verificationCode');
    const check = checkNewPassword(rule, value('newPassword'), value('confirmNewPassword'));
    if (check.password) found.newPassword = fieldProblemText('newPassword', check.password);
    else if (check.confirmation)
      found.confirmNewPassword = fieldProblemText('confirmNewPassword', check.confirmation);
    return found;
  };

  const sendCode = async (): Promise<number | null> => {
    if (!dialing || !isValidMobile(dialing.countryDialingCode, value('mobileNum'))) {
      setErrors({ mobileNum: fieldProblemText('mobileNum', { code: 'invalidPhone' }) });
      return null;
    }
    if (!altcha) {
      setFormError(t`Please wait for the verification to finish`);
      return null;
    }
    try {
      const sent = await sendForgotSms({
        countryDialingCode: dialing.countryDialingCode,
        mobileNum: value('mobileNum').trim(),
        altcha,
      });
      // The countdown runs until the code's expiration time (spec §9).
      return Math.max(0, (new Date(sent.expirationTime).getTime() - Date.now()) / 1000);
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
      setFormError(t`Please wait for the verification to finish`);
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
      if (isApiError(error, 'VALIDATION_FAILED')) {
        setErrors(fieldErrorTexts(error.fields));
      }
      setFormError(errorText(error));
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
                onClick={() => setWay('email')}
              >
                {t`E-mail`}
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={way === 'mobileNum'}
                onClick={() => setWay('mobileNum')}
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
                addon={<DialingCodePicker onChange={setDialing} />}
              />
              <FormField
                name="verificationCode"
                label={label('verificationCode')}
                required
                value={raw('verificationCode')}
                onChange={set('verificationCode')}
                error={errors.verificationCode}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={brand.constants.verificationCodeMaxLength}
                addon={<SmsCodeButton send={sendCode} />}
              />
              <NewPasswordFields label={label} value={raw} onChange={set} errors={errors} />
              <HumanVerification key={verification.key} onChange={verification.onChange} />
            </>
          )}
          <FormError text={formError} />
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
