import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { DepositChannel } from '../../schemas/api/cashier.ts';
import { startDeposit } from '../../engine/api/cashier-deposit.ts';
import { isApiError } from '../../engine/api/errors.ts';
import {
  amountProblem,
  depositFeeMinor,
  leftToday,
  newRequestId,
  payableMinor,
  payPageUrl,
  receiptFileProblem,
  referenceProblem,
} from '../../engine/core/cashier.ts';
import { parseMoney, plainAmount } from '../../engine/core/money.ts';
import { errorMessages } from '../../engine/i18n/errors.ts';
import { fieldErrorTexts } from '../../engine/i18n/fields.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { depositChannelsResource } from '../../engine/state/cashier.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { RowError } from '../ui/carousel-arrows.tsx';
import { CustomerServiceButton } from '../ui/customer-service-button.tsx';
import { formErrorOf, shownCallFieldErrors, useFieldErrors } from '../ui/form-field-errors.ts';
import { FormError, FormField } from '../ui/form-field.tsx';
import { appExit } from '../ui/leave-app.ts';
import { useMoney } from '../ui/use-money.ts';
import {
  BankAccountDetails,
  BankTransferFields,
  ReceiptNotSent,
  startBankTransfer,
  useReferenceErrorText,
  type BankTransferInput,
} from './bank-transfer.tsx';
import { DepositSkeleton, DepositSummary } from './deposit-summary.tsx';
import { receiptFailure, useReceiptErrorText } from './receipt-upload.tsx';

/** The amount's message for a field code, as the platform's own field errors read. */
const amountText = (code: string) => fieldErrorTexts({ amountMinor: code }).amountMinor!;

/** The fields of the deposit form that can have an error under them. */
type DepositField = 'amountMinor' | 'reference' | 'receipt';

/** A new deposit: the member's channels, then the amount form. */
export function NewDeposit() {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const language = useAtomValue(languageAtom);
  const channels = useResource(
    depositChannelsResource,
    { token, language },
    { enabled: Boolean(token) },
  );
  if (channels.status === 'loading')
    return <DepositSkeleton label={t`Loading the payment methods`} />;
  if (channels.status === 'error')
    return (
      <RowError message={t`The payment methods could not be loaded.`} onRetry={channels.refresh} />
    );
  const startable = channels.data.channels;
  if (startable.length === 0)
    return (
      <div className="deposit-empty" role="status">
        <p>{t`No payment method is available right now.`}</p>
        <CustomerServiceButton />
      </div>
    );
  return <AmountForm channels={startable} onStale={channels.refresh} />;
}

/**
 * The channel, the amount (presets or typed) with the fee and total worked out as the platform
 * will, then the gateway's pay page or the QR Ph code; a bank transfer shows the account to
 * transfer to and asks for the reference and, optionally, a picture of the transfer, then
 * waits for the operator on the deposit's status page. `onStale` reloads the channels when the
 * platform's answer shows they changed (a channel switched off, the day's count reached).
 */
function AmountForm({ channels, onStale }: { channels: DepositChannel[]; onStale: () => void }) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const money = useMoney();
  const language = useAtomValue(languageAtom);
  const [chosen, setChosen] = useState(channels[0]!.id);
  const channel = channels.find((c) => c.id === chosen) ?? channels[0]!;
  const [text, setText] = useState('');
  const [bank, setBank] = useState<BankTransferInput>({ reference: '', receipt: null });
  const { errors, setErrors, showError, clearFixed } = useFieldErrors<DepositField>();
  const referenceText = useReferenceErrorText();
  const receiptText = useReceiptErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One request id per attempt (channel, amount and a bank transfer's reference): a retry of the
  // same attempt reuses it, so the platform answers the deposit it may already have started
  // instead of a second one (a bank transfer whose picture failed gets it sent again).
  const attempt = useRef<{ key: string; requestId: string } | null>(null);
  const amountLabelId = useId();
  const decimals = brand.currency.decimals ?? 2;
  const navigate = useNavigate();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const submitLabels: Record<DepositChannel['kind'], string> = {
    gateway: t`Continue to payment`,
    qr: t`Show the QR code`,
    'bank-transfer': t`Submit the transfer`,
  };
  const busyLabels: Record<DepositChannel['kind'], string> = {
    gateway: t`Opening the payment page…`,
    qr: t`Making the QR code…`,
    'bank-transfer': t`Submitting the transfer…`,
  };

  // Back from the gateway through the browser's back button, the page may come from its cache
  // as it was left: busy.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const amount = parseMoney(text, decimals);
  const counted = amount !== null && Number.isSafeInteger(amount) && amount > 0;
  const fee = counted ? depositFeeMinor(channel.fee, amount) : null;
  const payable = counted ? payableMinor(channel.fee, amount) : null;
  const left = leftToday(channel);
  const min = money(channel.minMinor);
  const max = money(channel.maxMinor);
  const dailyCount = channel.dailyCount;
  const symbol = brand.currency.symbol;

  // An error under a field lasts until the field is right (the amount: for the channel).
  const problems = (next: DepositChannel, nextText: string, nextBank: BankTransferInput) => ({
    amountMinor: amountProblem(next, parseMoney(nextText, decimals)),
    reference: next.kind === 'bank-transfer' ? referenceProblem(nextBank.reference) : null,
    receipt:
      next.kind === 'bank-transfer' && nextBank.receipt
        ? receiptFileProblem(nextBank.receipt)
        : null,
  });
  const recheck = (next: DepositChannel, nextText: string, nextBank: BankTransferInput) => {
    const found = problems(next, nextText, nextBank);
    clearFixed((name) => found[name] === null);
  };
  const type = (next: string) => {
    setText(next);
    recheck(channel, next, bank);
  };
  const choose = (next: DepositChannel) => {
    setChosen(next.id);
    setFormError(null);
    recheck(next, text, bank);
  };
  const changeBank = (next: BankTransferInput) => {
    setBank(next);
    recheck(channel, text, next);
    // A file is checked as soon as it is chosen.
    const receiptProblem = next.receipt && receiptFileProblem(next.receipt);
    if (receiptProblem) showError('receipt', receiptText(receiptProblem));
  };
  const isBank = channel.kind === 'bank-transfer';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = problems(channel, text, bank);
    if (found.amountMinor !== null || found.reference !== null || found.receipt !== null) {
      setErrors({
        ...(found.amountMinor ? { amountMinor: amountText(found.amountMinor) } : {}),
        ...(found.reference ? { reference: referenceText(found.reference) } : {}),
        ...(found.receipt ? { receipt: receiptText(found.receipt) } : {}),
      });
      return;
    }
    if (amount === null) return;
    const reference = bank.reference.trim();
    const key = `${channel.id}:${amount}:${isBank ? reference : ''}`;
    if (attempt.current?.key !== key) attempt.current = { key, requestId: newRequestId() };
    const request = {
      channelId: channel.id,
      amountMinor: amount,
      requestId: attempt.current.requestId,
    };
    setBusy(true);
    try {
      if (isBank) {
        const deposit = await startBankTransfer({ ...request, reference }, bank.receipt);
        attempt.current = null;
        // The deposit's status page: the account, the reference, and the operator's answer.
        void navigate({ to: path, search: { deposit: deposit.id } });
        return;
      }
      const kind = channel.kind === 'qr' ? 'qr' : 'gateway';
      const deposit = await startDeposit(kind, request);
      // Started: paying the same sum again later is a new deposit.
      attempt.current = null;
      if (kind === 'qr') {
        // The QR Ph code shows here, with the deposit's status, until it is paid.
        void navigate({ to: path, search: { deposit: deposit.id } });
        return;
      }
      // Busy until the browser has left for the gateway. A gateway deposit always has its pay
      // page; without one, this page shows the deposit as the gateway's way back would.
      const here = new URL(window.location.href);
      here.search = new URLSearchParams({ deposit: deposit.id }).toString();
      appExit.leaveFor(deposit.payUrl ? payPageUrl(deposit.payUrl, language) : here.href);
    } catch (error) {
      setBusy(false);
      if (error instanceof ReceiptNotSent) {
        // The transfer is announced; sent again, the same request finds it and the picture
        // follows (or, removed, the player goes on without it).
        setErrors({ receipt: receiptFailure(error.cause, receiptText) });
        setFormError(t`Your transfer is recorded, but its receipt could not be sent.`);
        return;
      }
      const onFields = shownCallFieldErrors(error, ['amountMinor']);
      const reference = isApiError(error) ? error.fields.reference : undefined;
      setErrors({ ...onFields, ...(reference ? { reference: referenceText(reference) } : {}) });
      setFormError(formErrorOf(error, onFields));
      if (isApiError(error, 'CHANNEL_UNAVAILABLE', 'DEPOSIT_COUNT_REACHED')) onStale();
    }
  };

  return (
    <form className="form deposit-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="deposit-channels">
        <legend>{t`Payment method`}</legend>
        <div className="deposit-choices">
          {channels.map((c) => (
            <label key={c.id} className="deposit-choice">
              <input
                type="radio"
                name="channel"
                value={c.id}
                checked={c.id === channel.id}
                onChange={() => choose(c)}
              />
              <span>{c.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {isBank && channel.bankAccount ? <BankAccountDetails account={channel.bankAccount} /> : null}
      <div className="deposit-amount">
        <p id={amountLabelId} className="deposit-label">
          {t`Amount`}
        </p>
        {channel.presetsMinor.length > 0 ? (
          <div className="deposit-presets" role="group" aria-labelledby={amountLabelId}>
            {channel.presetsMinor.map((preset) => (
              <button
                key={preset}
                type="button"
                className="btn"
                aria-pressed={amount === preset}
                onClick={() => type(plainAmount(preset, decimals))}
              >
                {money(preset)}
              </button>
            ))}
          </div>
        ) : null}
        <FormField
          name="amountMinor"
          label={t`Amount (${symbol})`}
          required
          value={text}
          onChange={type}
          error={errors.amountMinor}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="go"
        />
        <p className="deposit-hint">{t`From ${min} to ${max}`}</p>
      </div>
      <DepositSummary
        amountMinor={counted ? amount : null}
        feeMinor={fee}
        payableMinor={payable}
        total={isBank ? t`Total to transfer` : t`Total to pay`}
      />
      {isBank ? (
        <BankTransferFields
          input={bank}
          onReference={(reference) => changeBank({ ...bank, reference })}
          onReceipt={(receipt) => changeBank({ ...bank, receipt })}
          errors={errors}
        />
      ) : null}
      {left > 0 ? (
        <p className="deposit-hint">{t`${left} of ${dailyCount} deposits left today`}</p>
      ) : (
        <p className="form-field-error" role="alert">
          {i18n._(errorMessages.DEPOSIT_COUNT_REACHED)}
        </p>
      )}
      <FormError text={formError} />
      <button type="submit" className="btn btn-primary form-submit" disabled={busy || left === 0}>
        {busy ? busyLabels[channel.kind] : submitLabels[channel.kind]}
      </button>
    </form>
  );
}
