import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../engine/api/errors.ts';
import { login, loginFreePlay } from '../../engine/api/session-login.ts';
import { sendLoginSms } from '../../engine/api/verification-sms.ts';
import { isFeatureEnabled, knownFlags } from '../../engine/core/flags.ts';
import { isValidMobile } from '../../engine/core/phone.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import {
  fieldErrorTexts,
  fieldLabels,
  fieldProblemText,
  type FormFieldName,
} from '../../engine/i18n/fields.ts';
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
import { DialingCodePicker, type DialingChoice } from '../ui/dialing-code-picker.tsx';
import { FormError, FormField } from '../ui/form-field.tsx';
import { HumanVerification } from '../ui/human-verification.tsx';
import { Modal } from '../ui/modal.tsx';
import { SmsCodeButton } from '../ui/sms-code-button.tsx';
import { useHumanVerification } from '../ui/use-human-verification.ts';
import type { LoginModalSettings } from './schema.ts';
import '../ui/forms.css';

type LoginType = 'username' | 'sms';
type Errors = Partial<Record<FormFieldName, string>>;

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
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [dialing, setDialing] = useState<DialingChoice | null>(null);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const verification = useHumanVerification();
  const altcha = verification.payload;
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const label = (name: FormFieldName) => i18n._(fieldLabels[name]);
  const required = (value: string) =>
    value.trim() === '' ? fieldProblemText('username', { code: 'required' }) : undefined;

  const switchType = (next: LoginType) => {
    setType(next);
    setErrors({});
    setFormError(null);
    setCaptchaKey((k) => k + 1);
  };

  const validate = (): Errors => {
    if (type === 'username') {
      return Object.fromEntries(
        Object.entries({
          username: required(username),
          password: required(password),
          captcha: captchaShown ? required(captcha) : undefined,
        }).filter(([, v]) => v),
      );
    }
    const found: Errors = {};
    if (mobile.trim() === '') found.mobileNum = required(mobile);
    else if (!dialing || !isValidMobile(dialing.countryDialingCode, mobile))
      found.mobileNum = fieldProblemText('mobileNum', { code: 'invalidPhone' });
    if (code.trim() === '') found.verificationCode = required(code);
    return found;
  };

  const sendCode = async (): Promise<number | null> => {
    if (!dialing || !isValidMobile(dialing.countryDialingCode, mobile)) {
      setErrors({ mobileNum: fieldProblemText('mobileNum', { code: 'invalidPhone' }) });
      return null;
    }
    if (!altcha) {
      setFormError(t`Please wait for the verification to finish`);
      return null;
    }
    try {
      const sent = await sendLoginSms({
        countryDialingCode: dialing.countryDialingCode,
        mobileNum: mobile.trim(),
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
      setFormError(t`Please wait for the verification to finish`);
      return;
    }
    setBusy(true);
    const user = username.trim();
    const pass = password.trim();
    // Remember me is the platform's HttpOnly token: the password never goes into a cookie.
    const rememberChoice = settings.rememberMe ? { remember } : {};
    try {
      const session =
        type === 'username'
          ? await login({
              type,
              username: user,
              password: pass,
              ...(captchaShown ? { captcha: captcha.trim() } : {}),
              ...rememberChoice,
              altcha,
            })
          : await login({
              type,
              mobileNum: mobile.trim(),
              countryDialingCode: dialing!.countryDialingCode,
              verificationCode: code.trim(),
              altcha,
            });
      if (type === 'username' && settings.rememberMe) {
        if (remember) rememberUsername(user, brand.constants.rememberMeDays);
        else forgetUsername();
      }
      await signIn(session, { via: type, password: type === 'username' ? pass : undefined });
    } catch (error) {
      if (isApiError(error) && error.captcha) {
        setCaptchaShown(true);
        setCaptcha('');
        setCaptchaKey((k) => k + 1);
      }
      if (isApiError(error, 'VALIDATION_FAILED')) {
        setErrors(fieldErrorTexts(error.fields));
      }
      setFormError(errorText(error));
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
              value={username}
              onChange={setUsername}
              error={errors.username}
              autoComplete="username"
            />
            <FormField
              name="password"
              type="password"
              label={label('password')}
              required
              value={password}
              onChange={setPassword}
              error={errors.password}
              autoComplete="current-password"
            />
            {captchaShown ? (
              <FormField
                name="captcha"
                label={label('captcha')}
                required
                value={captcha}
                onChange={setCaptcha}
                error={errors.captcha}
                inputMode="numeric"
                autoComplete="off"
                addon={<CaptchaImage reloadKey={captchaKey} />}
              />
            ) : null}
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
              value={mobile}
              onChange={setMobile}
              error={errors.mobileNum}
              inputMode="tel"
              autoComplete="tel-national"
              addon={<DialingCodePicker onChange={setDialing} />}
            />
            <FormField
              name="verificationCode"
              label={label('verificationCode')}
              required
              value={code}
              onChange={setCode}
              error={errors.verificationCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={brand.constants.verificationCodeMaxLength}
              addon={<SmsCodeButton send={sendCode} />}
            />
          </>
        )}
        <HumanVerification key={verification.key} onChange={verification.onChange} />
        <FormError text={formError} />
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
