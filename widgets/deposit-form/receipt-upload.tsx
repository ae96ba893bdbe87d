import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Deposit } from '../../schemas/api/cashier.ts';
import { uploadDepositReceipt } from '../../engine/api/cashier-deposit-receipt.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { receiptFileProblem } from '../../engine/core/cashier.ts';
import { languageTable } from '../../engine/core/languages.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { FormError } from '../ui/form-field.tsx';

/** The file types the picker offers (the platform takes these two only). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- MIME types, not text
const accepted = 'image/png,image/jpeg';

/** The message under the receipt for each of its field codes (the browser's and the platform's). */
const receiptMessages: Readonly<Record<string, MessageDescriptor>> = {
  invalid: msg`Choose a PNG or JPG picture`,
  tooLarge: msg`The picture is larger than 5 MB`,
  required: msg`The picture is empty`,
};

/** The text of a receipt field code, as the browser or the platform found it. */
export function useReceiptErrorText(): (code: string) => string {
  const { i18n } = useLingui();
  return (code) => i18n._(receiptMessages[code] ?? receiptMessages.invalid!);
}

/** The field text of a failed upload: the receipt's own problem, or the call's error. */
export function receiptFailure(error: unknown, text: (code: string) => string): string {
  const code = isApiError(error, 'VALIDATION_FAILED') ? error.fields.receipt : undefined;
  return code === undefined ? errorText(error) : text(code);
}

/** A file size as the page's language writes it: kB below a megabyte, else MB. */
function useFileSize(): (bytes: number) => string {
  const tag = languageTable[useAtomValue(languageAtom)].tag;
  return (bytes) => {
    const mega = bytes >= 1024 * 1024;
    return new Intl.NumberFormat(tag, {
      style: 'unit',
      unit: mega ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: mega ? 1 : 0,
    }).format(mega ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
  };
}

/**
 * A small picture of the chosen file when it is a PNG or JPEG (a data URL: the page's policy
 * allows no blob: images).
 */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const shown = file !== null && receiptFileProblem(file) === null;
  useEffect(() => {
    if (!file || !shown) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file, shown]);
  return preview && preview.file === file ? preview.url : null;
}

/**
 * The optional picture of a bank transfer (a PNG or JPG screenshot or photo, at most 5 MB):
 * a file picker, then the chosen file's name, size and a small preview, with a way to remove
 * it. The form checks the file (`receiptFileProblem`) and passes its problem as `error`.
 */
export function ReceiptInput({
  file,
  onChange,
  error,
  label,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  label: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const size = useFileSize();
  const preview = usePreview(file);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids, not text
  const described = [`${id}-hint`, ...(error ? [`${id}-error`] : [])].join(' ');
  return (
    <div className="deposit-receipt" data-field="receipt">
      <p id={`${id}-label`} className="deposit-label">
        {label}
      </p>
      {file ? (
        <div className="deposit-receipt-file">
          {preview ? (
            <img src={preview} alt={t`Preview of ${file.name}`} width={48} height={48} />
          ) : null}
          <span className="deposit-receipt-name">{file.name}</span>
          <span className="deposit-hint">{size(file.size)}</span>
          <button type="button" className="link-button" onClick={() => onChange(null)}>
            {t`Remove`}
          </button>
        </div>
      ) : null}
      <label className="btn deposit-receipt-pick">
        <span id={`${id}-pick`}>{file ? t`Choose another picture` : t`Choose a picture`}</span>
        <input
          type="file"
          className="visually-hidden"
          accept={accepted}
          aria-labelledby={`${id}-label ${id}-pick`}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onChange(event.target.files?.[0] ?? null);
            // The same file chosen again (after removing it) is a change too.
            event.target.value = '';
          }}
        />
      </label>
      <p id={`${id}-hint`} className="deposit-hint">
        {t`A PNG or JPG picture of your transfer, up to 5 MB.`}
      </p>
      {error ? (
        <p id={`${id}-error`} className="form-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A pending bank transfer's receipt on its status page: sent with the deposit or not, the
 * player may send one (or another) until the operator has checked the transfer.
 */
export function ReceiptUpload({
  deposit,
  onUploaded,
}: {
  deposit: Deposit;
  onUploaded: (deposit: Deposit) => void;
}) {
  const { t } = useLingui();
  const size = useFileSize();
  const text = useReceiptErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const choose = (next: File | null) => {
    setFile(next);
    setSent(false);
    setFormError(null);
    const problem = next && receiptFileProblem(next);
    setError(problem ? text(problem) : null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = file ? receiptFileProblem(file) : 'required';
    if (!file || problem) {
      setError(text(problem ?? 'required'));
      return;
    }
    setBusy(true);
    try {
      onUploaded(await uploadDepositReceipt(deposit.id, file));
      setFile(null);
      setSent(true);
    } catch (failure) {
      if (isApiError(failure, 'DEPOSIT_CLOSED')) setFormError(errorText(failure));
      else setError(receiptFailure(failure, text));
    } finally {
      setBusy(false);
    }
  };

  const { receipt } = deposit;
  return (
    <form className="form deposit-receipt-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="deposit-hint" role={sent ? 'status' : undefined}>
        {receipt
          ? t`Your receipt (${size(receipt.sizeBytes)}) is with the operator.`
          : t`No receipt sent yet. A picture of your transfer helps the operator find it.`}
      </p>
      <ReceiptInput
        file={file}
        onChange={choose}
        error={error}
        label={receipt ? t`Send another receipt` : t`Send a receipt`}
      />
      <FormError text={formError} />
      {file ? (
        <button type="submit" className="btn btn-primary form-submit" disabled={busy}>
          {busy ? t`Sending the receipt…` : t`Send the receipt`}
        </button>
      ) : null}
    </form>
  );
}
