import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { Session } from '../../schemas/api/account.ts';
import type { FieldRule, RegistrationFieldName } from '../../schemas/brand.ts';
import { checkAffiliate } from '../../engine/api/agent-affiliate.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { register, registerMobile } from '../../engine/api/member-register.ts';
import { sendRegisterSms } from '../../engine/api/verification-sms.ts';
import {
  registrationForm,
  registrationModes,
  type RegistrationMode,
} from '../../engine/core/registration.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import { fieldLabels, fieldProblemText } from '../../engine/i18n/fields.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useSignIn } from '../../engine/render/use-sign-in.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useDialogs } from '../../engine/state/dialogs.ts';
import { useSetAtom } from '../../engine/state/jotai.ts';
import { registerSettingsResource } from '../../engine/state/member.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { useResource } from '../../engine/state/query.ts';
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
import { registrationFieldError, type RegistrationInput } from './field-checks.ts';
import { autoCompletes, inputModes, passwords, recheckedWith } from './field-inputs.ts';
import type { RegisterFormSettings } from './schema.ts';
import { useAffiliateFromUrl } from './use-affiliate.ts';
import '../ui/forms.css';
import './register-form.css';

type Values = Partial<Record<RegistrationFieldName, string>>;
type Errors = Partial<Record<RegistrationFieldName, string>>;

function Form({ settings, inModal }: { settings: RegisterFormSettings; inModal: boolean }) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const signIn = useSignIn();
  const { show } = useDialogs();
  const openModal = useSetAtom(modalAtom);
  const served = useResource(registerSettingsResource, null);
  const modes = registrationModes(brand);
  const [mode, setMode] = useState<RegistrationMode>(modes[0] ?? 'register');
  const affiliate = useAffiliateFromUrl();
  const [values, setValues] = useState<Values>({});
  const { errors, setErrors, showError, clearFixed } = useFieldErrors<RegistrationFieldName>();
  const [dialing, setDialing] = useState<DialingChoice | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const verification = useHumanVerification();
  const altcha = verification.payload;
  // The phone number's error goes once the number is valid for a newly chosen dialing code.
  useEffect(() => {
    const mobile = (values.mobileNum ?? '').trim();
    clearFixed((name) => name === 'mobileNum' && isValidMobileFor(dialing, mobile));
    // Only a new dialing code re-checks here; typing re-checks in `set`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialing]);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [busy, setBusy] = useState(false);

  const fields = useMemo(() => {
    if (served.status !== 'ready') return [];
    const rules = served.data;
    return registrationForm(
      { features: brand.features, registration: { fields: rules, countries: [] } },
      mode,
    );
  }, [served.status, served.data, brand.features, mode]);

  if (modes.length === 0) {
    return (
      <p role="status">
        <Trans>Registration is closed on this site.</Trans>
      </p>
    );
  }
  if (served.status === 'loading') return <div className="register-loading" aria-busy="true" />;
  if (served.status === 'error') {
    return (
      <div role="alert" className="register-error">
        <p>{errorText(served.error)}</p>
        <button type="button" className="btn" onClick={served.refresh}>
          {t`Try again`}
        </button>
      </div>
    );
  }

  const affiliateHidden = affiliate.valid === true;
  const value = (name: RegistrationFieldName) =>
    values[name] ?? (name === 'affiliateCode' ? affiliate.code : '');
  // Drops the errors of `names` that the input now passes (each error lasts until fixed).
  const recheck = (names: RegistrationFieldName[], input: RegistrationInput) =>
    clearFixed((name) => {
      const field = fields.find((f) => f.name === name);
      return names.includes(name) && field !== undefined && !registrationFieldError(field, input);
    });
  const set = (name: RegistrationFieldName) => (next: string) => {
    const read = (field: RegistrationFieldName) => (field === name ? next : value(field));
    setValues((current) => ({ ...current, [name]: next }));
    recheck([name, ...(recheckedWith[name] ? [recheckedWith[name]] : [])], {
      value: read,
      dialing,
    });
  };
  const switchMode = (next: RegistrationMode) => {
    setMode(next);
    setErrors({});
    setFormError(null);
    verification.waitFor(null);
    setCaptchaKey((k) => k + 1);
  };
  const waitText = t`Please wait for the verification to finish`;

  const validate = (): Errors => {
    const found: Errors = {};
    for (const field of fields) {
      if (field.name === 'affiliateCode' && affiliateHidden) continue;
      const problem = registrationFieldError(field, { value, dialing });
      if (problem) found[field.name] = problem;
    }
    return found;
  };

  const sendCode = async (): Promise<number | null> => {
    const mobile = value('mobileNum').trim();
    if (!isValidMobileFor(dialing, mobile)) {
      showError('mobileNum', fieldProblemText('mobileNum', { code: 'invalidPhone' }));
      return null;
    }
    if (!altcha || !dialing) {
      verification.waitFor('verificationCode');
      return null;
    }
    try {
      const sent = await sendRegisterSms({
        countryDialingCode: dialing.countryDialingCode,
        mobileNum: mobile,
        altcha,
      });
      return sent.expiredMinutes * 60;
    } catch (error) {
      if (isApiError(error, 'VALIDATION_FAILED') && error.fields.mobileNo) {
        showError(
          'mobileNum',
          fieldProblemText('mobileNum', { code: error.fields.mobileNo as never }),
        );
      }
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

  const warnInvitation = () =>
    show({
      icon: 'warning',
      title: t`Invalid invitation code`,
      buttons: [{ id: 'ok', label: t`OK`, primary: true }],
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!agreed) {
      const terms = t`terms`;
      setAgreementError(t`Please agree to the ${terms}`);
      return;
    }
    setAgreementError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const affiliateCode = affiliateHidden ? affiliate.code : value('affiliateCode').trim();
    if (!altcha) {
      verification.waitFor('form');
      return;
    }
    setBusy(true);
    try {
      if (affiliateCode && !affiliateHidden) {
        const { valid } = await checkAffiliate(affiliateCode, window.location.hostname);
        if (!valid) {
          await warnInvitation();
          return;
        }
      }
      const payload: Values = {};
      for (const field of fields) {
        const text = value(field.name).trim();
        if (text !== '') payload[field.name] = text;
      }
      if (affiliateCode) payload.affiliateCode = affiliateCode;
      const referralCode = new URLSearchParams(window.location.search).get('referralCode')?.trim();
      const common = {
        ...payload,
        ...(referralCode ? { referralCode } : {}),
        ...(dialing && payload.mobileNum ? { countryDialingCode: dialing.countryDialingCode } : {}),
        domain: window.location.hostname,
        login: true,
        altcha,
      };
      let session: Session;
      if (mode === 'register') {
        session = await register({
          ...common,
          username: payload.username ?? '',
          password: payload.password ?? '',
          confirmPassword: payload.confirmPassword ?? '',
        });
      } else {
        session = await registerMobile({
          ...common,
          mobileNum: payload.mobileNum ?? '',
          countryDialingCode: dialing?.countryDialingCode ?? '',
          verificationCode: payload.verificationCode ?? '',
          registerUrl: window.location.href,
          registerMethod: 'WEB',
        });
      }
      await signIn(session, { via: 'register', password: payload.password });
      if (mode === 'registerMobile') {
        await show({
          icon: 'info',
          title: t`Your account number`,
          text: t`Your account number is ${session.account}. Keep it to log in.`,
          buttons: [{ id: 'ok', label: t`OK`, primary: true }],
        });
      }
      await show({
        icon: 'success',
        title: t`Registered successfully`,
        buttons: [{ id: 'ok', label: t`OK`, primary: true }],
      });
    } catch (error) {
      if (isApiError(error, 'INVALID_INVITATION_CODE')) {
        await warnInvitation();
        return;
      }
      // Errors on fields (a wrong SMS code too) go under their fields; the form only sums up.
      const onFields = shownCallFieldErrors(
        error,
        fields.map((f) => f.name),
        { mobileNo: 'mobileNum' },
        Object.fromEntries(fields.map((f) => [f.name, f.rule])),
      );
      setErrors(onFields);
      if (isApiError(error, 'CAPTCHA_INVALID', 'CAPTCHA_REQUIRED')) setCaptchaKey((k) => k + 1);
      setFormError(formErrorOf(error, onFields));
    } finally {
      setBusy(false);
      verification.renew();
    }
  };

  const renderField = (name: RegistrationFieldName, required: boolean, rule: FieldRule) => {
    const common = {
      name,
      label: i18n._(fieldLabels[name]),
      required,
      value: value(name),
      onChange: set(name),
      error:
        errors[name] ??
        (name === 'verificationCode' && verification.waitingAt(name) ? waitText : undefined),
      maxLength:
        name === 'verificationCode' ? brand.constants.verificationCodeMaxLength : rule.maxLength,
      autoComplete: autoCompletes[name] ?? 'off',
      ...(inputModes[name] ? { inputMode: inputModes[name] } : {}),
    };
    if (name === 'affiliateCode' && affiliateHidden) return null;
    if (name === 'mobileNum')
      return (
        <FormField key={name} {...common} addon={<DialingCodePicker onChange={setDialing} />} />
      );
    if (name === 'verificationCode')
      return <FormField key={name} {...common} addon={<SmsCodeButton send={sendCode} />} />;
    if (name === 'captcha')
      return <FormField key={name} {...common} addon={<CaptchaImage reloadKey={captchaKey} />} />;
    return (
      <FormField key={name} {...common} type={passwords.includes(name) ? 'password' : 'text'} />
    );
  };

  return (
    <form className="form register-form" onSubmit={(event) => void submit(event)} noValidate>
      {modes.length > 1 ? (
        <div className="form-tabs" role="tablist" aria-label={t`Register with`}>
          {modes.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={mode === m}
              onClick={() => switchMode(m)}
            >
              {m === 'register' ? t`Username` : t`Mobile number`}
            </button>
          ))}
        </div>
      ) : null}
      {fields.map((field) => renderField(field.name, field.required, field.rule))}
      <HumanVerification key={verification.key} onChange={verification.onChange} />
      <label className="form-check">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => {
            setAgreed(event.target.checked);
            if (event.target.checked) setAgreementError(null);
          }}
          aria-describedby={agreementError ? 'agreement-error' : undefined}
        />
        <span>
          <Trans>
            I am {brand.compliance.minimumAge} years old and agree to accept the{' '}
            <Link to="/help" hash="term" onClick={() => inModal && openModal(null)}>
              terms
            </Link>
          </Trans>
        </span>
      </label>
      {agreementError ? (
        <p id="agreement-error" className="form-field-error" role="alert">
          {agreementError}
        </p>
      ) : null}
      <FormError text={formError ?? (verification.waitingAt('form') ? waitText : null)} />
      <button
        type="submit"
        className="btn btn-primary form-submit"
        aria-disabled={!agreed}
        disabled={busy}
      >
        {t`Register`}
      </button>
      {inModal ? (
        <button type="button" className="link-button" onClick={() => openModal({ type: 'login' })}>
          {t`Already have an account? Log in`}
        </button>
      ) : settings.showHomeLink ? (
        <Link to="/" className="register-home">
          {t`Go to home`}
        </Link>
      ) : null}
    </form>
  );
}

/** The registration form, as a page section or inside the register modal. */
export function RegisterForm({ settings, sectionKey }: WidgetProps<RegisterFormSettings>) {
  const { t } = useLingui();
  const openModal = useSetAtom(modalAtom);
  if (sectionKey.startsWith('modal:')) {
    return (
      <Modal open onClose={() => openModal(null)} title={t`Register`} size="small">
        <Form settings={settings} inModal />
      </Modal>
    );
  }
  return (
    <section className="page-card register-page" aria-labelledby="register-title">
      <h1 id="register-title">{t`Register`}</h1>
      <Form settings={settings} inModal={false} />
    </section>
  );
}
