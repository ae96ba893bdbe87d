import { useCallback, useState } from 'react';
import type { FieldRule } from '../../schemas/brand.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import { fieldErrorTexts } from '../../engine/i18n/fields.ts';

/** The error shown under each field of a form, by field name. */
export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/**
 * The errors of a form's fields, the one way forms report them: each error is shown under its
 * field (`FormField`'s `error`, which marks the input invalid and points it at the message) and
 * goes away as soon as the field is valid again, so no error outlives its cause. The form calls
 * `clearFixed` with its own check after every change (of a value, or of what a value depends on,
 * such as the dialing code of a phone number); errors of fields that now pass are dropped.
 */
export function useFieldErrors<Name extends string>() {
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const showError = useCallback(
    (name: Name, text: string) => setErrors((current) => ({ ...current, [name]: text })),
    [],
  );
  const clearFixed = useCallback(
    (isValid: (name: Name) => boolean) => setErrors((current) => withoutFixed(current, isValid)),
    [],
  );
  return { errors, setErrors, showError, clearFixed };
}

/** `errors` without those of the fields `isValid` accepts (the same object when none is). */
export function withoutFixed<Name extends string>(
  errors: FieldErrors<Name>,
  isValid: (name: Name) => boolean,
): FieldErrors<Name> {
  const names = Object.keys(errors) as Name[];
  const fixed = names.filter((name) => isValid(name));
  if (fixed.length === 0) return errors;
  return Object.fromEntries(
    names.filter((name) => !fixed.includes(name)).map((name) => [name, errors[name]]),
  ) as FieldErrors<Name>;
}

/**
 * The platform's field errors of a failed call (`error.fields`) as texts under the fields the
 * form shows (`shown`, by form field name; `rename` maps a platform name to a form name); errors
 * of fields the form does not show are left out. `rules` gives the length bounds of the fields
 * whose messages name them (a registration field's rule from the brand).
 */
export function shownCallFieldErrors<Name extends string>(
  error: unknown,
  shown: readonly Name[],
  rename: Readonly<Record<string, Name>> = {},
  rules?: Readonly<Partial<Record<Name, FieldRule>>>,
): FieldErrors<Name> {
  if (!isApiError(error)) return {};
  const texts = fieldErrorTexts(error.fields, rules, rename);
  return Object.fromEntries(
    shown.filter((name) => texts[name] !== undefined).map((name) => [name, texts[name]]),
  ) as FieldErrors<Name>;
}

/**
 * The form-wide text of a failed call whose field errors `onFields` are shown under their
 * fields: a sum-up when the call failed validation, the error itself when no shown field
 * explains it, and nothing when the fields already say it all (a wrong SMS code).
 */
export function formErrorOf(error: unknown, onFields: FieldErrors<string>): string | null {
  const summed = isApiError(error, 'VALIDATION_FAILED') || Object.keys(onFields).length === 0;
  return summed ? errorText(error) : null;
}
