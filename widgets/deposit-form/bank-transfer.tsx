import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { BankDepositRequest, Deposit, DepositChannel } from '../../schemas/api/cashier.ts';
import { startDeposit } from '../../engine/api/cashier-deposit.ts';
import { uploadDepositReceipt } from '../../engine/api/cashier-deposit-receipt.ts';
import { fieldErrorTexts } from '../../engine/i18n/fields.ts';
import { useHydrating } from '../../engine/render/use-hydrating.ts';
import { FormField } from '../ui/form-field.tsx';
import { ReceiptInput } from './receipt-upload.tsx';

/** The account a bank transfer goes to: bank, account name and number. */
export type BankAccount = NonNullable<DepositChannel['bankAccount']>;

/** A bank transfer was announced, but its receipt could not be sent (`cause` says why). */
export class ReceiptNotSent extends Error {
  readonly deposit: Deposit;

  constructor(deposit: Deposit, cause: unknown) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for developers, never shown
    super('The receipt of the bank transfer was not sent', { cause });
    this.name = 'ReceiptNotSent';
    this.deposit = deposit;
  }
}

/**
 * Announces a bank transfer (`/mt`), then sends its receipt when the player chose one. The
 * deposit is answered once both are done; when only the receipt failed, `ReceiptNotSent`.
 */
export async function startBankTransfer(
  request: BankDepositRequest,
  receipt: File | null,
): Promise<Deposit> {
  const deposit = await startDeposit('bank-transfer', request);
  if (!receipt) return deposit;
  try {
    return await uploadDepositReceipt(deposit.id, receipt);
  } catch (error) {
    throw new ReceiptNotSent(deposit, error);
  }
}

/** The message under the reference for a field code, in the platform's terms. */
export function useReferenceErrorText(): (code: string) => string {
  const { t } = useLingui();
  return (code) =>
    code === 'required'
      ? fieldErrorTexts({ reference: code }).reference!
      : t`Use up to 40 letters, digits, spaces and . / - (starting with a letter or digit)`;
}

/** A button that copies `text`, saying so for a moment; none where the browser cannot copy. */
function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  // Only in the browser, after hydration: the server's page has no clipboard.
  const hydrating = useHydrating();
  const canCopy = !hydrating && typeof navigator !== 'undefined' && !!navigator.clipboard;
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!canCopy) return null;
  return (
    <button
      type="button"
      className="btn btn-small"
      aria-label={copied ? t`Copied` : t`Copy the ${what}`}
      onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
    >
      {copied ? t`Copied` : t`Copy`}
    </button>
  );
}

/** Where to transfer the money: the brand's receiving account, each part with a copy button. */
export function BankAccountDetails({ account }: { account: BankAccount }) {
  const { t } = useLingui();
  const rows = [
    { label: t`Bank`, value: account.bankName, what: t`bank name` },
    { label: t`Account name`, value: account.accountName, what: t`account name` },
    { label: t`Account number`, value: account.accountNumber, what: t`account number` },
  ];
  return (
    <dl className="deposit-details deposit-account" aria-label={t`Transfer to`}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>
            <span>{row.value}</span>
            <CopyButton text={row.value} what={row.what} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The fields of a bank transfer the form keeps: the reference and the receipt chosen. */
export interface BankTransferInput {
  reference: string;
  receipt: File | null;
}

/**
 * What a bank transfer asks besides the amount: the reference the player writes on the
 * transfer (required, as the platform checks it) and, optionally, a picture of the transfer.
 */
export function BankTransferFields({
  input,
  onReference,
  onReceipt,
  errors,
}: {
  input: BankTransferInput;
  onReference: (reference: string) => void;
  onReceipt: (receipt: File | null) => void;
  errors: { reference?: string; receipt?: string };
}) {
  const { t } = useLingui();
  return (
    <>
      <div className="deposit-amount">
        <FormField
          name="reference"
          label={t`Reference of your transfer`}
          required
          value={input.reference}
          onChange={onReference}
          error={errors.reference}
          maxLength={60}
          autoComplete="off"
        />
        <p className="deposit-hint">
          {t`Write the same reference on your transfer, so the operator can find it.`}
        </p>
      </div>
      <ReceiptInput
        file={input.receipt}
        onChange={onReceipt}
        error={errors.receipt}
        label={t`Receipt of your transfer (optional)`}
      />
    </>
  );
}
