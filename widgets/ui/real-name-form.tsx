import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { setRealName } from '../../engine/api/cashier-withdraw.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { tidyName } from '../../engine/core/profile.ts';
import { checkField } from '../../engine/core/registration.ts';
import { fieldLabels, fieldProblemText } from '../../engine/i18n/fields.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { formErrorOf, shownCallFieldErrors, useFieldErrors } from './form-field-errors.ts';
import { FormError, FormField } from './form-field.tsx';

/**
 * The form that sets the member's real name, once (the withdrawal and profile pages): checked
 * with the brand's real-name rule as it is typed and sent tidied. `onDone` is told once it is
 * stored, with the notice to show, or with null when the platform says it was set meanwhile
 * (another tab): the page then reads it again and this form goes.
 */
export function SetRealNameForm({ onDone }: { onDone: (notice: string | null) => void }) {
  const { t, i18n } = useLingui();
  const rule = useBrand().registration.fields.payeeName;
  const [name, setName] = useState('');
  const { errors, setErrors, clearFixed } = useFieldErrors<'payeeName'>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = (value: string) => checkField(tidyName(value), rule, true);

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
      await setRealName(tidyName(name));
      onDone(t`Your real name is saved.`);
    } catch (error) {
      const onFields = shownCallFieldErrors(error, ['payeeName'], {}, { payeeName: rule });
      setErrors(onFields);
      setFormError(formErrorOf(error, onFields));
      if (isApiError(error, 'REAL_NAME_SET')) onDone(null);
    } finally {
      setBusy(false);
    }
  };

  return (
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
      <button
        type="submit"
        className="btn btn-primary form-submit"
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t`Saving…` : t`Save real name`}
      </button>
    </form>
  );
}
