import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Withdrawal, WithdrawalSummary } from '../../schemas/api/withdrawals.ts';
import { requestWithdrawal } from '../../engine/api/cashier-withdraw.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { leftToday, newRequestId, withdrawalAmountProblem } from '../../engine/core/cashier.ts';
import { errorMessages, errorText } from '../../engine/i18n/errors.ts';
import { fieldErrorTexts } from '../../engine/i18n/fields.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { formErrorOf, useFieldErrors, type FieldErrors } from '../ui/form-field-errors.ts';
import { FormError, FormField } from '../ui/form-field.tsx';
import { PaymentPasswordField } from '../ui/payment-password-field.tsx';
import { paymentPasswordError, usePasswordLock, usePasswordTexts } from '../ui/payment-password.ts';
import { useAmountInput } from '../ui/use-amount-input.ts';
import { useMoney } from '../ui/use-money.ts';
import { accountName } from './withdraw-texts.ts';

type Field = 'payoutAccountId' | 'amountMinor' | 'paymentPassword';
type AmountProblem = NonNullable<ReturnType<typeof withdrawalAmountProblem>>;

/** Amount problems shown while typing: more typing does not fix them. */
const shownAtOnce: readonly AmountProblem[] = ['invalid', 'tooLarge', 'insufficient'];

/**
 * The withdrawal request: one of the member's usable payout accounts, the amount (checked as it
 * is typed against the brand's limits and what is withdrawable now) and the withdrawal
 * password. The platform's answers land under their fields (the amount's limits, a wrong
 * password with the attempts left, an account no longer usable) or above the button (the
 * password locked until a time, the day's count reached). `onRequested` gets the withdrawal;
 * `onStale` is told when the answer shows the summary is out of date.
 */
export function WithdrawRequest({
  summary,
  onRequested,
  onStale,
}: {
  summary: WithdrawalSummary;
  onRequested: (withdrawal: Withdrawal) => void;
  onStale: () => void;
}) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const money = useMoney();
  const texts = usePasswordTexts();
  const accounts = summary.accounts.filter((account) => account.usable);
  const [chosen, setChosen] = useState(accounts[0]?.id ?? '');
  const account = accounts.find((a) => a.id === chosen) ?? accounts[0];
  const [password, setPassword] = useState('');
  const { errors, setErrors, showError, clearFixed } = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The summary a WITHDRAWAL_COUNT_REACHED answer came with: until it is read again.
  const [spentWith, setSpentWith] = useState<WithdrawalSummary | null>(null);
  // One request id per attempt (account and amount): a retry of the same attempt reuses it, so
  // the platform answers the withdrawal it may already have made instead of a second one.
  const attempt = useRef<{ key: string; requestId: string } | null>(null);
  const accountsId = useId();
  const decimals = brand.currency.decimals ?? 2;
  const symbol = brand.currency.symbol;

  const lock = usePasswordLock(summary.paymentPasswordLockedUntil);
  const locked = lock.locked;

  // Used up: the summary says so, or the platform did before the summary was read again.
  const noneLeft = leftToday(summary) === 0 || spentWith === summary;
  const min = money(summary.minMinor);
  const max = money(summary.maxMinor);
  const withdrawable = money(summary.withdrawableMinor);

  const amountText = (problem: AmountProblem) =>
    problem === 'insufficient'
      ? t`The amount is more than you can withdraw now (${withdrawable})`
      : fieldErrorTexts({ amountMinor: problem }).amountMinor!;

  const amountInput = useAmountInput({
    decimals,
    problemOf: (minor) => withdrawalAmountProblem(summary, minor),
    atOnce: shownAtOnce,
    report: (problem) =>
      problem
        ? showError('amountMinor', amountText(problem))
        : clearFixed((field) => field === 'amountMinor'),
  });
  const amount = amountInput.amount;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: FieldErrors<Field> = {};
    if (!account) found.payoutAccountId = t`Choose the account to pay out to`;
    const problem = withdrawalAmountProblem(summary, amount);
    if (problem) found.amountMinor = amountText(problem);
    if (password.trim() === '')
      found.paymentPassword = fieldErrorTexts({ paymentPassword: 'required' }).paymentPassword;
    setErrors(found);
    if (Object.keys(found).length > 0 || !account || amount === null) return;
    const key = `${account.id}:${amount}`;
    if (attempt.current?.key !== key) attempt.current = { key, requestId: newRequestId() };
    setBusy(true);
    try {
      const withdrawal = await requestWithdrawal({
        payoutAccountId: account.id,
        amountMinor: amount,
        paymentPassword: password.trim(),
        requestId: attempt.current.requestId,
      });
      // Requested: the same sum again later is a new withdrawal.
      attempt.current = null;
      amountInput.setText('');
      setPassword('');
      onRequested(withdrawal);
    } catch (error) {
      const onFields = callFieldErrors(error);
      setErrors(onFields);
      const until = lock.lockedBy(error);
      const spent = isApiError(error, 'WITHDRAWAL_COUNT_REACHED');
      if (spent) setSpentWith(summary);
      // The lock and the day's count show in their own messages; other failures above the
      // button, a short balance too (besides the amount's message: it may have changed since).
      if (until || spent) setFormError(null);
      else if (isApiError(error, 'INSUFFICIENT_FUNDS')) setFormError(errorText(error));
      else setFormError(formErrorOf(error, onFields));
      if (
        until ||
        onFields.payoutAccountId ||
        isApiError(
          error,
          'WITHDRAWAL_COUNT_REACHED',
          'INSUFFICIENT_FUNDS',
          'PAYMENT_PASSWORD_NOT_SET',
        )
      )
        onStale();
    } finally {
      setBusy(false);
    }
  };

  /** The platform's field errors of a failed request, in this form's words. */
  const callFieldErrors = (error: unknown): FieldErrors<Field> => {
    if (!isApiError(error)) return {};
    const found: FieldErrors<Field> = {};
    if (error.code === 'INSUFFICIENT_FUNDS') found.amountMinor = amountText('insufficient');
    else if (error.fields.amountMinor)
      found.amountMinor = fieldErrorTexts({ amountMinor: error.fields.amountMinor }).amountMinor;
    if (error.fields.payoutAccountId)
      found.payoutAccountId = t`This account cannot be used for withdrawals any more. Choose another.`;
    const passwordText = paymentPasswordError(error, texts);
    if (passwordText) found.paymentPassword = passwordText;
    return found;
  };

  return (
    <form className="form withdraw-request" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset
        className="withdraw-choices"
        aria-describedby={errors.payoutAccountId ? `${accountsId}-error` : undefined}
      >
        <legend>{t`Pay out to`}</legend>
        {accounts.map((a) => (
          <label key={a.id} className="withdraw-choice">
            <input
              type="radio"
              name="payoutAccountId"
              value={a.id}
              checked={a.id === account?.id}
              onChange={() => {
                setChosen(a.id);
                clearFixed((field) => field === 'payoutAccountId');
              }}
            />
            <span>{accountName(a)}</span>
          </label>
        ))}
        {errors.payoutAccountId ? (
          <p id={`${accountsId}-error`} className="form-field-error" role="alert">
            {errors.payoutAccountId}
          </p>
        ) : null}
      </fieldset>
      <div className="withdraw-amount">
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
        <p className="withdraw-hint">{t`From ${min} to ${max}, at most ${withdrawable} now`}</p>
      </div>
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
      {noneLeft ? (
        <p className="form-field-error" role="alert">
          {i18n._(errorMessages.WITHDRAWAL_COUNT_REACHED)}
        </p>
      ) : null}
      <FormError text={formError} />
      <button
        type="submit"
        className="btn btn-primary form-submit"
        disabled={busy || locked || noneLeft}
      >
        {busy ? t`Sending the request…` : t`Withdraw`}
      </button>
    </form>
  );
}
