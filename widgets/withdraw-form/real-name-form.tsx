import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { setRealName } from '../../engine/api/cashier-withdraw.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { checkField } from '../../engine/core/registration.ts';
import { fieldLabels, fieldProblemText } from '../../engine/i18n/fields.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { formErrorOf, shownCallFieldErrors, useFieldErrors } from '../ui/form-field-errors.ts';
import { FormError, FormField } from '../ui/form-field.tsx';

/** A real name as the platform stores it: trimmed, single spaces. */
const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * The member's real name, asked once before the first payout account: every account must be
 * held in it, and only customer service changes it later. `onDone` is told once it is stored
 * (or was stored already, from another page).
 */
export function RealNameForm({ onDone }: { onDone: (notice: string | null) => void }) {
  const { t, i18n } = useLingui();
  const rule = useBrand().registration.fields.payeeName;
  const [name, setName] = useState('');
  const { errors, setErrors, clearFixed } = useFieldErrors<'payeeName'>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const problem = (value: string) => checkField(tidy(value), rule, true);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = problem(name);
    if (found) {
      setErrors({ payeeName: fieldProblemText('payeeName', found) });
      return;
    }
    setBusy(true);
    try {
      await setRealName(tidy(name));
      onDone(t`Your real name is saved.`);
    } catch (error) {
      const onFields = shownCallFieldErrors(error, ['payeeName'], {}, { payeeName: rule });
      setErrors(onFields);
      setFormError(formErrorOf(error, onFields));
      // Set meanwhile (another tab): the page reads it again and this form goes.
      if (isApiError(error, 'REAL_NAME_SET')) onDone(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="withdraw-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t`Your real name`}</h2>
      <p className="withdraw-hint">
        {t`Payout accounts must be held in your real name. It can be set only once; to change it later, contact customer service.`}
      </p>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          name="payeeName"
          label={i18n._(fieldLabels.payeeName)}
          required
          value={name}
          onChange={(next) => {
            setName(next);
            clearFixed(() => problem(next) === null);
          }}
          error={errors.payeeName}
          autoComplete="name"
        />
        <FormError text={formError} />
        <button type="submit" className="btn btn-primary form-submit" disabled={busy}>
          {busy ? t`Saving…` : t`Save real name`}
        </button>
      </form>
    </section>
  );
}
