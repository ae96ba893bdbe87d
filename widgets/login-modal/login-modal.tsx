import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { login, loginFreePlay } from '../../engine/api/session-login.ts';
import { sendLoginSms } from '../../engine/api/verification-sms.ts';
import { isFeatureEnabled, knownFlags } from '../../engine/core/flags.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import { fieldLabels, fieldProblemText, type FormFieldName } from '../../engine/i18n/fields.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useSignIn } from '../../engine/render/use-sign-in.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useDialogs } from '../../engine/state/dialogs.ts';
import { useSetAtom } from '../../engine/state/jotai.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import {
  forgetUsername,
  rememberedUsername,
  rememberUsername,
} from '../../engine/state/remember.ts';
import { CaptchaImage } from '../ui/captcha-image.tsx';
import {
  DialingCodePicker,
  isValidMobileFor,
  type DialingChoice,
} from '../ui/dialing-code-picker.tsx';
import { formErrorOf, shownCallFieldErrors, useFieldErrors } from '../ui/form-field-errors.ts';
import { FormError, FormField } from '../ui/form-field.tsx';
import { HumanVerification } from '../ui/human-verification.tsx';
import { Modal } from '../ui/modal.tsx';
import { SmsCodeButton } from '../ui/sms-code-button.tsx';
import { useHumanVerification } from '../ui/use-human-verification.ts';
import type { LoginModalSettings } from './schema.ts';
import { useLoginCaptcha } from './use-login-captcha.ts';
import '../ui/forms.css';

type LoginType = 'username' | 'sms';
/** The fields of the login form: those of each tab, and the captcha both tabs share. */
type LoginField = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';
type TypedValues = Record<Exclude<LoginField, 'captcha'>, string>;
const fieldsOf: Record<LoginType, readonly LoginField[]> = {
  username: ['username', 'password'],
  sms: ['mobileNum', 'verificationCode'],
};

/** What is wrong with the value of `name` (undefined when nothing is), checked as sent. */
function loginFieldProblem(
  name: LoginField,
  value: string,
  dialing: DialingChoice | null,
): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return fieldProblemText(name, { code: 'required' });
  if (name === 'mobileNum' && !isValidMobileFor(dialing, trimmed))
    return fieldProblemText('mobileNum', { code: 'invalidPhone' });
  return undefined;
}

/** The login modal. */
export function LoginModal({ settings }: WidgetProps<LoginModalSettings>) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const openModal = useSetAtom(modalAtom);
  const signIn = useSignIn();
  const { show } = useDialogs();
  const on = (flag: string) => isFeatureEnabled(brand.features, flag);
  const smsLogin = on(knownFlags.smsLogin);
  // Opened by the player, never server-rendered: reading the cookie here is safe.
  const remembered = rememberedUsername();

  const [type, setType] = useState<LoginType>('username');
  const [values, setValues] = useState<TypedValues>({
    username: remembered ?? '',
    password: '',
    mobileNum: '',
    verificationCode: '',
  });
  const [remember, setRemember] = useState(remembered !== null);
  const captcha = useLoginCaptcha();
  const [dialing, setDialing] = useState<DialingChoice | null>(null);
  const verification = useHumanVerification();
  const altcha = verification.payload;
  const { errors, setErrors, showError, clearFixed } = useFieldErrors<LoginField>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const label = (name: FormFieldName) => i18n._(fieldLabels[name]);
  const read = (name: LoginField) => (name === 'captcha' ? captcha.value : values[name]);
  const mobile = values.mobileNum.trim();
  const shownFields = [...fieldsOf[type], ...(captcha.shown ? (['captcha'] as const) : [])];
  // An error goes as soon as its field is valid again (a new dialing code can fix the number).
  const change = (name: LoginField) => (next: string) => {
    if (name === 'captcha') captcha.setValue(next);
    else setValues((current) => ({ ...current, [name]: next }));
    clearFixed((field) => field === name && !loginFieldProblem(name, next, dialing));
  };
  const changeDialing = (next: DialingChoice | null) => {
    setDialing(next);
    clearFixed((field) => field === 'mobileNum' && !loginFieldProblem(field, mobile, next));
  };
  const waitText = t`Please wait for the verification to finish`;

  const switchType = (next: LoginType) => {
    setType(next);
    setErrors({});
    setFormError(null);
    verification.waitFor(null);
    captcha.reload();
  };

  const validate = () =>
    Object.fromEntries(
      shownFields
        .map((name) => [name, loginFieldProblem(name, read(name), dialing)] as const)
        .filter(([, problem]) => problem),
    ) as Partial<Record<LoginField, string>>;

  const sendCode = async (): Promise<number | null> => {
    const problem = loginFieldProblem('mobileNum', mobile, dialing);
    if (problem) {
      showError('mobileNum', problem);
      return null;
    }
    if (!altcha || !dialing) {
      verification.waitFor('verificationCode');
      return null;
    }
    try {
      const sent = await sendLoginSms({
        countryDialingCode: dialing.countryDialingCode,
        mobileNum: mobile,
        altcha,
      });
      return sent.expiredMinutes * 60;
    } catch (error) {
      await show({
        icon: 'warning',
        title: errorText(error),
        buttons: [{ id: 'ok', label: t`OK`, primary: true }],
      });
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
    if (!altcha) {
      verification.waitFor('form');
      return;
    }
    setBusy(true);
    const user = values.username.trim();
    const pass = values.password.trim();
    // Remember me is the platform's HttpOnly token: the password never goes into a cookie.
    const rememberChoice = settings.rememberMe ? { remember } : {};
    try {
      const session =
        type === 'username'
          ? await login({
              type,
              username: user,
              password: pass,
              ...captcha.payload(),
              ...rememberChoice,
              altcha,
            })
          : await login({
              type,
              mobileNum: mobile,
              countryDialingCode: dialing!.countryDialingCode,
              verificationCode: values.verificationCode.trim(),
              ...captcha.payload(),
              altcha,
            });
      if (type === 'username' && settings.rememberMe) {
        if (remember) rememberUsername(user, brand.constants.rememberMeDays);
        else forgetUsername();
      }
      await signIn(session, { via: type, password: type === 'username' ? pass : undefined });
    } catch (error) {
      captcha.onLoginError(error);
      // Errors on fields (a wrong SMS code too) go under their fields; the form only sums up.
      const onFields = shownCallFieldErrors(error, shownFields, { mobileNo: 'mobileNum' });
      setErrors(onFields);
      setFormError(formErrorOf(error, onFields));
    } finally {
      setBusy(false);
      verification.renew();
    }
  };

  const freePlay = async () => {
    setBusy(true);
    try {
      const session = await loginFreePlay({
        os: navigator.platform || 'web',
        platform: 'W',
        gatewayVersion: 3,
      });
      await signIn(session, { via: 'freePlay' });
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const canForget = on(knownFlags.forgotByEmail) || on(knownFlags.forgotByPhone);
  // One field for both tabs, under the credentials it goes with.
  const captchaField = captcha.shown ? (
    <FormField
      name="captcha"
      label={label('captcha')}
      required
      value={captcha.value}
      onChange={change('captcha')}
      error={errors.captcha}
      inputMode="numeric"
      autoComplete="off"
      addon={<CaptchaImage reloadKey={captcha.reloadKey} />}
    />
  ) : null;
  return (
    <Modal open onClose={() => openModal(null)} title={t`Log in`} size="small">
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        {smsLogin ? (
          <div className="form-tabs" role="tablist" aria-label={t`Log in with`}>
            <button
              type="button"
              role="tab"
              aria-selected={type === 'username'}
              onClick={() => switchType('username')}
            >
              {t`Username`}
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={type === 'sms'}
              onClick={() => switchType('sms')}
            >
              {t`SMS code`}
            </button>
          </div>
        ) : null}
        {type === 'username' ? (
          <>
            <FormField
              name="username"
              label={label('username')}
              required
              value={values.username}
              onChange={change('username')}
              error={errors.username}
              autoComplete="username"
            />
            <FormField
              name="password"
              type="password"
              label={label('password')}
              required
              value={values.password}
              onChange={change('password')}
              error={errors.password}
              autoComplete="current-password"
            />
            {captchaField}
            {settings.rememberMe ? (
              <label className="form-check">
                <input
                  type="checkbox"
                  checked={remember}
                  onChange={(event) => setRemember(event.target.checked)}
                />
                <span>
                  <Trans>Remember me</Trans>
                </span>
              </label>
            ) : null}
          </>
        ) : (
          <>
            <FormField
              name="mobileNum"
              label={label('mobileNum')}
              required
              value={values.mobileNum}
              onChange={change('mobileNum')}
              error={errors.mobileNum}
              inputMode="tel"
              autoComplete="tel-national"
              addon={<DialingCodePicker onChange={changeDialing} />}
            />
            <FormField
              name="verificationCode"
              label={label('verificationCode')}
              required
              value={values.verificationCode}
              onChange={change('verificationCode')}
              error={
                errors.verificationCode ??
                (verification.waitingAt('verificationCode') ? waitText : undefined)
              }
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={brand.constants.verificationCodeMaxLength}
              addon={<SmsCodeButton send={sendCode} />}
            />
            {captchaField}
          </>
        )}
        <HumanVerification key={verification.key} onChange={verification.onChange} />
        <FormError text={formError ?? (verification.waitingAt('form') ? waitText : null)} />
        <button type="submit" className="btn btn-primary form-submit" disabled={busy}>
          {t`Log in`}
        </button>
        <div className="form-links">
          {canForget ? (
            <button
              type="button"
              className="link-button"
              onClick={() => openModal({ type: 'forgotPassword' })}
            >
              {t`Forgot password?`}
            </button>
          ) : (
            <span />
          )}
          <button
            type="button"
            className="link-button"
            onClick={() => openModal({ type: 'register' })}
          >
            {t`Register an account`}
          </button>
        </div>
        {on(knownFlags.freePlay) ? (
          <button
            type="button"
            className="btn form-submit"
            disabled={busy}
            onClick={() => void freePlay()}
          >
            {t`Try for free`}
          </button>
        ) : null}
      </form>
    </Modal>
  );
}
