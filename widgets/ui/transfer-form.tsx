import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../engine/api/errors.ts';
import { Link } from '@tanstack/react-router';
import { newRequestId, uplineAmountProblem, withdrawPagePath } from '../../engine/core/cashier.ts';
import { fieldErrorTexts } from '../../engine/i18n/fields.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { formErrorOf, useFieldErrors, type FieldErrors } from './form-field-errors.ts';
import { FormError, FormField } from './form-field.tsx';
import { PaymentPasswordField } from './payment-password-field.tsx';
import { paymentPasswordError, usePasswordLock, usePasswordTexts } from './payment-password.ts';
import { useAmountInput, useAmountText } from './use-amount-input.ts';
import { useMoney } from './use-money.ts';
import './forms.css';

type Field = 'amountMinor' | 'paymentPassword';
type AmountProblem = NonNullable<ReturnType<typeof uplineAmountProblem>>;

/** Amount problems shown while typing: more typing does not fix them. */
const shownAtOnce: readonly AmountProblem[] = ['invalid', 'tooLarge', 'insufficient'];

/** What a transfer form sends: the amount, the withdrawal password and the intent's id. */
export interface TransferRequest {
  amountMinor: number;
  paymentPassword: string;
  requestId: string;
}

/**
 * A transfer of the member's money to another member (to the upline, or an agent's to a
 * downline): an amount in major units (checked as it is typed against what may be sent now and
 * the brand's decimals) and the withdrawal password, sent by `send` with one request id per
 * intent. The platform's answers land under their fields (a wrong password with the attempts
 * left, more than may be sent) or above the button (the password locked until a time, held until
 * then; `otherError`'s text for a failure only the caller knows, such as a recipient out of
 * reach). `onSent` gets the transfer; `onStale` is told when the answer shows the page is out
 * of date; `onNoPassword` when the platform says the member has no withdrawal password.
 */
export function TransferForm<Sent>({
  transferableMinor,
  lockedUntil,
  send,
  submitLabel,
  otherError = () => null,
  onSent,
  onStale,
  onNoPassword,
}: {
  transferableMinor: number;
  lockedUntil: string | null;
  send: (request: TransferRequest) => Promise<Sent>;
  submitLabel: string;
  otherError?: (error: unknown) => string | null;
  onSent: (transfer: Sent) => void;
  onStale: () => void;
  onNoPassword: () => void;
}) {
  const { t } = useLingui();
  const brand = useBrand();
  const money = useMoney();
  const texts = usePasswordTexts();
  const plainAmountText = useAmountText();
  const [password, setPassword] = useState('');
  const { errors, setErrors, showError, clearFixed } = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lock = usePasswordLock(lockedUntil);
  // One request id per intent (the amount): sending the same amount again after a failure
  // reuses it, so the platform answers a transfer it may already have made instead of a second.
  const attempt = useRef<{ key: string; requestId: string } | null>(null);
  const decimals = brand.currency.decimals ?? 2;
  const symbol = brand.currency.symbol;
  const available = money(transferableMinor);

  const amountText = (problem: AmountProblem, text: string): string => {
    if (problem === 'insufficient')
      return t`The amount is more than you can send now (${available})`;
    return plainAmountText(problem, text);
  };

  const amountInput = useAmountInput({
    decimals,
    problemOf: (minor) => uplineAmountProblem(transferableMinor, minor),
    atOnce: shownAtOnce,
    report: (problem, text) =>
      problem
        ? showError('amountMinor', amountText(problem, text))
        : clearFixed((field) => field === 'amountMinor'),
  });
  const amount = amountInput.amount;

  /** The platform's field errors of a failed transfer, in this form's words. */
  const callFieldErrors = (error: unknown): FieldErrors<Field> => {
    if (!isApiError(error)) return {};
    const found: FieldErrors<Field> = {};
    if (error.code === 'INSUFFICIENT_FUNDS') found.amountMinor = amountText('insufficient', '');
    else if (error.fields.amountMinor)
      found.amountMinor = fieldErrorTexts({ amountMinor: error.fields.amountMinor }).amountMinor;
    const passwordText = paymentPasswordError(error, texts);
    if (passwordText) found.paymentPassword = passwordText;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: FieldErrors<Field> = {};
    const problem = uplineAmountProblem(transferableMinor, amount);
    if (problem) found.amountMinor = amountText(problem, amountInput.text);
    if (password.trim() === '')
      found.paymentPassword = fieldErrorTexts({ paymentPassword: 'required' }).paymentPassword;
    setErrors(found);
    if (Object.keys(found).length > 0 || amount === null) return;
    const key = String(amount);
    if (attempt.current?.key !== key) attempt.current = { key, requestId: newRequestId() };
    setBusy(true);
    try {
      const sent = await send({
        amountMinor: amount,
        paymentPassword: password.trim(),
        requestId: attempt.current.requestId,
      });
      // Sent: the same amount again later is a new transfer.
      attempt.current = null;
      amountInput.setText('');
      setPassword('');
      onSent(sent);
    } catch (error) {
      if (isApiError(error, 'PAYMENT_PASSWORD_NOT_SET')) return onNoPassword();
      const onFields = callFieldErrors(error);
      setErrors(onFields);
      const until = lock.lockedBy(error);
      // The lock shows in its own message, held until it ends.
      setFormError(until ? null : (otherError(error) ?? formErrorOf(error, onFields)));
      // Less to send than the page says, or no recipient any more: read it again.
      if (isApiError(error, 'INSUFFICIENT_FUNDS', 'OPERATION_NOT_ALLOWED')) onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form transfer-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        name="amountMinor"
        label={t`Amount (${symbol})`}
        required
        value={amountInput.text}
        onChange={amountInput.type}
        onBlur={amountInput.leave}
        error={errors.amountMinor}
        inputMode="decimal"
        autoComplete="off"
      />
      <PaymentPasswordField
        value={password}
        onChange={(next) => {
          setPassword(next);
          clearFixed((field) => field === 'paymentPassword' && next.trim() !== '');
        }}
        error={errors.paymentPassword}
      />
      {lock.until ? (
        <p className="form-field-error" role="alert">
          {texts.locked(lock.until)}
        </p>
      ) : null}
      <FormError text={formError} />
      <button
        type="submit"
        className="btn btn-primary form-submit"
        disabled={busy || lock.locked}
        aria-busy={busy}
      >
        {busy ? t`Sending…` : submitLabel}
      </button>
    </form>
  );
}

/**
 * No withdrawal password yet, so no transfer: `message` says why it is needed, and a link leads
 * to the withdrawal page, where it is set, when the brand has one.
 */
export function SetPasswordFirst({ message }: { message: string }) {
  const { t } = useLingui();
  const brand = useBrand();
  return (
    <div className="transfer-hint" data-testid="no-password">
      <p>{message}</p>
      {Object.hasOwn(brand.routes, withdrawPagePath) ? (
        <Link to={withdrawPagePath} className="btn btn-primary">
          {t`Set it on the withdrawal page`}
        </Link>
      ) : null}
    </div>
  );
}
