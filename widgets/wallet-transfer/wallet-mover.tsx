import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { mainWallet, type Funds, type WalletTransfer } from '../../schemas/api/wallets.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { transferBetweenWallets } from '../../engine/api/wallet-transfer.ts';
import { newRequestId } from '../../engine/core/cashier.ts';
import { plainAmount } from '../../engine/core/money.ts';
import {
  initialPair,
  pairAfterChoice,
  transferAmountProblem,
  walletHoldsMinor,
  type TransferPair,
  type WalletCode,
} from '../../engine/core/wallets.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { formErrorOf, useFieldErrors, type FieldErrors } from '../ui/form-field-errors.ts';
import { FormError, FormField } from '../ui/form-field.tsx';
import { Icon } from '../ui/icons.tsx';
import { useAmountInput, useAmountText } from '../ui/use-amount-input.ts';
import { useMoney } from '../ui/use-money.ts';
import { WalletList } from './wallet-list.tsx';

type Field = 'from' | 'to' | 'amountMinor';
type AmountProblem = NonNullable<ReturnType<typeof transferAmountProblem>>;

/** Amount problems shown while typing: more typing does not fix them. */
const shownAtOnce: readonly AmountProblem[] = ['invalid', 'tooLarge', 'insufficient'];

/** Where a wallet's shortcut puts the focus: the amount to type, or the button to confirm. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a selector, not text
const amountInputSelector = 'input[name="amountMinor"]';
// eslint-disable-next-line lingui/no-unlocalized-strings -- a selector, not text
const submitSelector = 'button[type="submit"]';

/**
 * The vendors' wallets and the transfer form: from and to (the main wallet and one vendor's;
 * choosing one end sets the other), and the amount, checked as it is typed against what `from`
 * holds, or "All" of it (sent without an amount, so the platform moves whatever `from` holds
 * then). `wanted` (the URL's vendor) is the first destination when it has a wallet. The platform's
 * refusals land under their fields; `onMoved` gets the transfer and the sentence saying what
 * moved, `onStale` is told when the answer shows the page is out of date.
 */
export function WalletMover({
  funds,
  wanted,
  onMoved,
  onStale,
}: {
  funds: Funds;
  wanted: string | null;
  onMoved: (transfer: WalletTransfer, text: string) => void;
  onStale: () => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const brand = useBrand();
  const decimals = brand.currency.decimals ?? 2;
  const symbol = brand.currency.symbol;
  const plainAmountText = useAmountText();
  const vendors = funds.wallets.map((wallet) => wallet.vendor);
  const [pair, setPair] = useState<TransferPair>(() => initialPair(vendors, wanted));
  // "All": the amount shows what `from` holds and the transfer is sent without one.
  const [whole, setWhole] = useState(false);
  const { errors, setErrors, showError, clearFixed } = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One request id per intent (the ends and the amount): sending the same again after a failure
  // reuses it, so the platform answers a transfer it may already have made instead of a second.
  const attempt = useRef<{ key: string; requestId: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();

  const nameOf = (code: WalletCode) =>
    code === mainWallet
      ? t`Main wallet`
      : (funds.wallets.find((wallet) => wallet.vendor === code)?.name ?? code);
  const holds = walletHoldsMinor(funds, pair.from);

  const amountText = (problem: AmountProblem, text: string, from = pair.from): string => {
    const name = nameOf(from);
    const held = walletHoldsMinor(funds, from);
    const holdsText = money(held);
    if (problem === 'insufficient' && held === 0) return t`There is nothing to move in ${name}`;
    if (problem === 'insufficient') return t`The amount is more than ${name} holds (${holdsText})`;
    return plainAmountText(problem, text);
  };

  const amountInput = useAmountInput({
    decimals,
    problemOf: (minor) => transferAmountProblem(holds, minor),
    atOnce: shownAtOnce,
    report: (problem, text) =>
      problem
        ? showError('amountMinor', amountText(problem, text))
        : clearFixed((field) => field === 'amountMinor'),
  });

  /** The amount's message, said again for other ends (what `from` holds has changed). */
  const recheckAmount = (next: TransferPair) => {
    clearFixed((field) => field === 'from' || field === 'to');
    if (!errors.amountMinor || whole) return;
    const problem = transferAmountProblem(walletHoldsMinor(funds, next.from), amountInput.amount);
    if (problem && problem !== 'required')
      showError('amountMinor', amountText(problem, amountInput.text, next.from));
    else clearFixed((field) => field === 'amountMinor');
  };

  const choose = (end: keyof TransferPair, code: WalletCode) => {
    const next = pairAfterChoice(pair, end, code, vendors);
    setPair(next);
    recheckAmount(next);
  };

  const focusOn = (selector: string) => form.current?.querySelector<HTMLElement>(selector)?.focus();

  const transferIn = (vendor: string) => {
    const next = { from: mainWallet, to: vendor };
    setPair(next);
    recheckAmount(next);
    setWhole(false);
    focusOn(amountInputSelector);
  };

  const backToMain = (vendor: string) => {
    setPair({ from: vendor, to: mainWallet });
    setWhole(true);
    setErrors({});
    focusOn(submitSelector);
  };

  /** The platform's field errors of a failed transfer, in this form's words. */
  const callFieldErrors = (error: unknown): FieldErrors<Field> => {
    if (!isApiError(error)) return {};
    const found: FieldErrors<Field> = {};
    if (error.code === 'INSUFFICIENT_FUNDS' || error.fields.amountMinor === 'tooLarge')
      found.amountMinor = amountText('insufficient', '');
    else if (error.fields.amountMinor === 'tooSmall') {
      const name = nameOf(pair.from);
      found.amountMinor = t`There is nothing to move in ${name}`;
    } else if (error.fields.amountMinor)
      found.amountMinor = plainAmountText('invalid', amountInput.text);
    if (error.fields.from) found.from = t`Money cannot be moved out of this wallet`;
    if (error.fields.to) found.to = t`Money cannot be moved into this wallet`;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: FieldErrors<Field> = {};
    const amount = whole ? holds : amountInput.amount;
    // "All" of an empty wallet is the one thing wrong with it.
    const problem = whole
      ? holds === 0
        ? 'insufficient'
        : null
      : transferAmountProblem(holds, amount);
    if (problem) found.amountMinor = amountText(problem, amountInput.text);
    setErrors(found);
    if (Object.keys(found).length > 0 || amount === null) return;
    const key = `${pair.from}>${pair.to}:${whole ? 'all' : String(amount)}`;
    if (attempt.current?.key !== key) attempt.current = { key, requestId: newRequestId() };
    setBusy(true);
    try {
      const transfer = await transferBetweenWallets({
        requestId: attempt.current.requestId,
        from: pair.from,
        to: pair.to,
        ...(whole ? {} : { amountMinor: amount }),
      });
      // Done: the same again later is a new transfer.
      attempt.current = null;
      amountInput.setText('');
      setWhole(false);
      const moved = money(transfer.movedMinor);
      const from = nameOf(pair.from);
      const to = nameOf(pair.to);
      onMoved(transfer, t`Moved ${moved} from ${from} to ${to}.`);
    } catch (error) {
      const onFields = callFieldErrors(error);
      setErrors(onFields);
      setFormError(formErrorOf(error, onFields));
      // What the wallets hold, or which vendors have one, is not what the page says.
      if (Object.keys(onFields).length > 0) onStale();
    } finally {
      setBusy(false);
    }
  };

  const options = [mainWallet, ...vendors].map((code) => ({
    code,
    label: `${nameOf(code)} · ${money(walletHoldsMinor(funds, code))}`,
  }));
  const fromName = nameOf(pair.from);

  return (
    <>
      <WalletList wallets={funds.wallets} onTransferIn={transferIn} onBackToMain={backToMain} />
      <section className="wallet-move" aria-labelledby={titleId}>
        <h2 id={titleId}>{t`Transfer`}</h2>
        <form
          ref={form}
          className="form wallet-form"
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          <div className="wallet-ends">
            <WalletSelect
              name="from"
              label={t({ message: 'From', context: 'wallet transfer' })}
              value={pair.from}
              options={options}
              error={errors.from}
              onChange={(code) => choose('from', code)}
            />
            <button
              type="button"
              className="icon-button wallet-swap"
              aria-label={t`Swap from and to`}
              onClick={() => {
                const next = { from: pair.to, to: pair.from };
                setPair(next);
                recheckAmount(next);
              }}
            >
              <Icon name="swap" />
            </button>
            <WalletSelect
              name="to"
              label={t({ message: 'To', context: 'wallet transfer' })}
              value={pair.to}
              options={options}
              error={errors.to}
              onChange={(code) => choose('to', code)}
            />
          </div>
          <FormField
            name="amountMinor"
            label={t`Amount (${symbol})`}
            required
            value={whole ? plainAmount(holds, decimals) : amountInput.text}
            onChange={(next) => {
              setWhole(false);
              amountInput.type(next);
            }}
            onBlur={whole ? undefined : amountInput.leave}
            error={errors.amountMinor}
            inputMode="decimal"
            autoComplete="off"
            addon={
              <button
                type="button"
                className="btn wallet-all"
                aria-pressed={whole}
                onClick={() => {
                  setWhole(true);
                  if (holds === 0) showError('amountMinor', amountText('insufficient', ''));
                  else clearFixed((field) => field === 'amountMinor');
                }}
              >
                <Trans>
                  All <span className="visually-hidden">of {fromName}</span>
                </Trans>
              </button>
            }
          />
          <FormError text={formError} />
          <button
            type="submit"
            className="btn btn-primary form-submit"
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t`Transferring…` : t`Transfer now`}
          </button>
        </form>
      </section>
    </>
  );
}

/** One end of the transfer: a labelled native select of the wallets, its error under it. */
function WalletSelect({
  name,
  label,
  value,
  options,
  error,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { code: string; label: string }[];
  error?: string;
  onChange: (code: string) => void;
}) {
  const id = useId();
  return (
    <div className="wallet-select" data-field={name}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className="compact-control"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="form-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
