import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import {
  bindEmail,
  bindMobile,
  sendEmailBindingCode,
  sendMobileBindingCode,
} from '../../engine/api/member-profile.ts';
import { emailProblem } from '../../engine/core/profile.ts';
import { sendsSmsCodes } from '../../engine/core/registration.ts';
import { fieldErrorTexts, fieldProblemText } from '../../engine/i18n/fields.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import {
  DialingCodePicker,
  isValidMobileFor,
  type DialingChoice,
} from '../ui/dialing-code-picker.tsx';
import { BindingForm, type ContactKind } from './binding-form.tsx';

/**
 * A bound contact (masked, as the platform sends it) or "Not bound", with the button that opens
 * the form binding a new one ("Bind", or "Change" when one is bound) when `kind` is offered.
 */
function ContactBinding({
  current,
  testId,
  kind,
  unavailable,
  onBound,
}: {
  current: string | null;
  testId: string;
  kind: ContactKind | null;
  /** Why no contact can be bound here, when `kind` is null. */
  unavailable?: string;
  onBound: () => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <>
      <div className="profile-current">
        <span className="profile-value" data-testid={testId}>
          {current ?? t`Not bound`}
        </span>
        {kind ? (
          <button
            type="button"
            className="btn btn-small"
            aria-expanded={open}
            aria-controls={open ? formId : undefined}
            onClick={() => setOpen(!open)}
          >
            {current === null ? t`Bind` : t`Change`}
          </button>
        ) : null}
      </div>
      {kind === null && unavailable ? <p className="profile-hint">{unavailable}</p> : null}
      {kind && open ? (
        <div id={formId}>
          <BindingForm
            kind={kind}
            onCancel={() => setOpen(false)}
            onBound={() => {
              setOpen(false);
              onBound();
            }}
          />
        </div>
      ) : null}
    </>
  );
}

/**
 * The member's phone number: binding a new one takes an SMS code to it, on brands that send SMS
 * codes (as registration does); the number is checked for the chosen dialing code as it is typed.
 */
export function MobileBinding({
  current,
  onBound,
}: {
  current: string | null;
  onBound: (notice: string) => void;
}) {
  const { t } = useLingui();
  const brand = useBrand();
  const offered = sendsSmsCodes(brand);
  const [dialing, setDialing] = useState<DialingChoice | null>(null);
  const kind = useMemo<ContactKind>(() => {
    const target = (mobileNum: string) => ({
      countryDialingCode: dialing?.countryDialingCode ?? '',
      mobileNum: mobileNum.trim(),
    });
    return {
      name: 'mobileNum',
      label: current === null ? t`Mobile number` : t`New mobile number`,
      input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
      addon: <DialingCodePicker onChange={setDialing} />,
      problemOf: (value) =>
        value.trim() === ''
          ? fieldErrorTexts({ mobileNum: 'required' }).mobileNum!
          : isValidMobileFor(dialing, value.trim())
            ? null
            : fieldProblemText('mobileNum', { code: 'invalidPhone' }),
      platformFields: ['mobileNum', 'countryDialingCode'],
      platformText: (code) => fieldProblemText('mobileNum', { code }),
      send: (value) => sendMobileBindingCode(target(value)),
      bind: async (value, code) => {
        await bindMobile({ ...target(value), verificationCode: code });
      },
    };
  }, [current, dialing, t]);
  return (
    <ContactBinding
      current={current}
      testId="profile-mobile"
      kind={offered ? kind : null}
      unavailable={t`This site does not send SMS codes, so a number cannot be bound here. Customer service can help.`}
      onBound={() => onBound(t`Your mobile number is bound.`)}
    />
  );
}

/** The member's e-mail address: binding a new one takes a code e-mailed to it. */
export function EmailBinding({
  current,
  onBound,
}: {
  current: string | null;
  onBound: (notice: string) => void;
}) {
  const { t } = useLingui();
  const rule = useBrand().registration.fields.email;
  const kind = useMemo<ContactKind>(
    () => ({
      name: 'email',
      label: current === null ? t`E-mail address` : t`New e-mail address`,
      input: { type: 'email', inputMode: 'email', autoComplete: 'email' },
      problemOf: (value) => {
        const problem = emailProblem(rule, value);
        return problem ? fieldProblemText('email', problem) : null;
      },
      platformFields: ['email'],
      platformText: (code) =>
        fieldProblemText('email', {
          code,
          patternId: rule.patternId,
          min: rule.minLength,
          max: rule.maxLength,
        }),
      send: (value) => sendEmailBindingCode(value.trim()),
      bind: async (value, code) => {
        await bindEmail({ email: value.trim(), verificationCode: code });
      },
    }),
    [current, rule, t],
  );
  return (
    <ContactBinding
      current={current}
      testId="profile-email"
      kind={kind}
      onBound={() => onBound(t`Your e-mail address is bound.`)}
    />
  );
}
