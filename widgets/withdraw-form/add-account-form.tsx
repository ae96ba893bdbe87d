import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { PayoutAccount, PayoutProviderView } from '../../schemas/api/withdrawals.ts';
import { addPayoutAccount, sendMemberSms } from '../../engine/api/cashier-withdraw.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { mobileInCountries } from '../../engine/core/phone.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import { fieldErrorTexts } from '../../engine/i18n/fields.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { formErrorOf, useFieldErrors, type FieldErrors } from '../ui/form-field-errors.ts';
import { FormError, FormField } from '../ui/form-field.tsx';
import { SmsCodeField } from '../ui/sms-code-button.tsx';

type Field = 'providerId' | 'accountNumber' | 'holderName' | 'verificationCode';
type Kind = PayoutProviderView['kind'];

/**
 * What is wrong with an account number typed for a provider of `kind`, as the platform's field
 * codes: an e-wallet's is a mobile number of one of the brand's countries, a bank account's 6
 * to 20 digits (spaces and dashes aside); null when it is right.
 */
function numberProblem(kind: Kind, typed: string, countries: readonly string[]) {
  const text = typed.trim();
  if (text === '') return 'required';
  if (kind === 'e-wallet') return mobileInCountries(text, countries) ? null : 'invalidPhone';
  return /^[0-9]{6,20}$/.test(text.replace(/[\s-]/g, '')) ? null : 'invalid';
}

/**
 * Binds an e-wallet or bank account in the member's real name (shown, not editable: the
 * platform refuses any other holder), with the SMS code on a brand that sends one. `onAdded`
 * gets the account; `onStale` is told when the answer shows the page is out of date (the
 * maximum reached or the real name missing meanwhile).
 */
export function AddAccountForm({
  providers,
  realName,
  smsRequired,
  onAdded,
  onStale,
}: {
  providers: PayoutProviderView[];
  realName: string;
  smsRequired: boolean;
  onAdded: (account: PayoutAccount) => void;
  onStale: () => void;
}) {
  const { t } = useLingui();
  const brand = useBrand();
  const countries = brand.registration.countries.length > 0 ? brand.registration.countries : ['PH'];
  const [providerId, setProviderId] = useState(providers[0]?.id ?? '');
  const provider = providers.find((p) => p.id === providerId) ?? providers[0];
  const kind: Kind = provider?.kind ?? 'bank';
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const { errors, setErrors, showError, clearFixed } = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  /** The message under the account number for a field code, for a provider of `of` kind. */
  const numberText = (problem: string, of: Kind = kind) => {
    if (problem === 'taken') return t`This account is already added`;
    if (problem === 'invalid' && of === 'bank') return t`Please enter 6 to 20 digits`;
    return fieldErrorTexts({ accountNumber: problem }).accountNumber!;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: FieldErrors<Field> = {};
    const problem = numberProblem(kind, number, countries);
    if (problem) found.accountNumber = numberText(problem);
    if (smsRequired && code.trim() === '')
      found.verificationCode = fieldErrorTexts({ verificationCode: 'required' }).verificationCode;
    setErrors(found);
    if (Object.keys(found).length > 0 || !provider) return;
    setBusy(true);
    try {
      const account = await addPayoutAccount({
        providerId: provider.id,
        accountNumber: number.trim(),
        holderName: realName,
        ...(smsRequired ? { verificationCode: code.trim() } : {}),
      });
      setNumber('');
      setCode('');
      onAdded(account);
    } catch (error) {
      const fields = isApiError(error) ? error.fields : {};
      const onFields: FieldErrors<Field> = {};
      if (fields.accountNumber) onFields.accountNumber = numberText(fields.accountNumber);
      if (fields.providerId) onFields.providerId = t`Choose another provider`;
      if (fields.holderName) onFields.holderName = t`The holder must be your real name`;
      if (fields.verificationCode)
        onFields.verificationCode = fieldErrorTexts({
          verificationCode: fields.verificationCode,
        }).verificationCode;
      setErrors(onFields);
      setFormError(formErrorOf(error, onFields));
      if (isApiError(error, 'PAYOUT_ACCOUNTS_FULL', 'REAL_NAME_REQUIRED') || fields.providerId)
        onStale();
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async (): Promise<number | null> => {
    setFormError(null);
    try {
      const sent = await sendMemberSms('payoutAccount');
      return sent.expiredMinutes * 60;
    } catch (error) {
      setFormError(errorText(error));
      return null;
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-field withdraw-select">
        <label htmlFor={selectId}>{t`Provider`}</label>
        <select
          id={selectId}
          name="providerId"
          value={provider?.id ?? ''}
          aria-invalid={errors.providerId ? true : undefined}
          onChange={(event) => {
            setProviderId(event.target.value);
            const nextKind = providers.find((p) => p.id === event.target.value)?.kind ?? 'bank';
            clearFixed((field) => field === 'providerId');
            // The number's check depends on the provider's kind: its message is said again.
            if (errors.accountNumber) {
              const problem = numberProblem(nextKind, number, countries);
              if (problem) showError('accountNumber', numberText(problem, nextKind));
              else clearFixed((field) => field === 'accountNumber');
            }
          }}
        >
          {providers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        {errors.providerId ? (
          <p className="form-field-error" role="alert">
            {errors.providerId}
          </p>
        ) : null}
      </div>
      <FormField
        name="accountNumber"
        label={kind === 'e-wallet' ? t`Mobile number of the e-wallet` : t`Account number`}
        required
        value={number}
        onChange={(next) => {
          setNumber(next);
          clearFixed(
            (field) => field === 'accountNumber' && numberProblem(kind, next, countries) === null,
          );
        }}
        error={errors.accountNumber}
        inputMode={kind === 'e-wallet' ? 'tel' : 'numeric'}
        autoComplete="off"
      />
      <p className="withdraw-hint">
        {kind === 'e-wallet'
          ? t`The mobile number the wallet is registered to, like 0917 123 4567.`
          : t`The bank account number: 6 to 20 digits.`}
      </p>
      <FormField
        name="holderName"
        label={t`Account holder`}
        required
        value={realName}
        onChange={() => undefined}
        readOnly
        error={errors.holderName}
      />
      <p className="withdraw-hint">{t`Accounts are held in your real name.`}</p>
      {smsRequired ? (
        <SmsCodeField
          value={code}
          onChange={(next) => {
            setCode(next);
            clearFixed((field) => field === 'verificationCode' && next.trim() !== '');
          }}
          error={errors.verificationCode}
          send={sendCode}
        />
      ) : null}
      <FormError text={formError} />
      <button type="submit" className="btn btn-primary form-submit" disabled={busy}>
        {busy ? t`Adding…` : t`Add account`}
      </button>
    </form>
  );
}
