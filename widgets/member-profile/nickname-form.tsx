import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { FieldErrorCode } from '../../schemas/api/errors.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { setNickname } from '../../engine/api/member-profile.ts';
import { nicknameProblem, nicknameRule } from '../../engine/core/profile.ts';
import { fieldErrorTexts } from '../../engine/i18n/fields.ts';
import { formErrorOf, useFieldErrors, type FieldErrors } from '../ui/form-field-errors.ts';
import { FormError, FormField } from '../ui/form-field.tsx';

/**
 * The nickname, changed at will: checked as it is typed against the platform's rule (1 to 20
 * letters, digits, spaces, dots, dashes or underscores). `onSaved` gets the notice to show.
 */
export function NicknameForm({
  current,
  onSaved,
}: {
  current: string;
  onSaved: (notice: string) => void;
}) {
  const { t } = useLingui();
  const [nickname, setValue] = useState(current);
  const { errors, setErrors, clearFixed } = useFieldErrors<'nickname'>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problemText = (code: FieldErrorCode): string =>
    code === 'length' || code === 'pattern'
      ? t`Use ${nicknameRule.minLength} to ${nicknameRule.maxLength} letters, digits, spaces, dots, dashes or underscores, starting with a letter or digit`
      : fieldErrorTexts({ nickname: code }).nickname!;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = nicknameProblem(nickname);
    if (problem) {
      setErrors({ nickname: problemText(problem.code) });
      return;
    }
    setBusy(true);
    try {
      await setNickname(nickname);
      onSaved(t`Your nickname is saved.`);
    } catch (error) {
      const code = isApiError(error) ? error.fields.nickname : undefined;
      const onFields: FieldErrors<'nickname'> = code
        ? { nickname: problemText(code as FieldErrorCode) }
        : {};
      setErrors(onFields);
      setFormError(formErrorOf(error, onFields));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        name="nickname"
        label={t`Nickname`}
        required
        value={nickname}
        onChange={(next) => {
          setValue(next);
          clearFixed(() => nicknameProblem(next) === null);
        }}
        error={errors.nickname}
        maxLength={nicknameRule.maxLength + 10}
        autoComplete="nickname"
      />
      <FormError text={formError} />
      <button
        type="submit"
        className="btn btn-primary form-submit"
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t`Saving…` : t`Save nickname`}
      </button>
    </form>
  );
}
