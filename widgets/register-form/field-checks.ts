import type { RegistrationFieldName } from '../../schemas/brand.ts';
import { checkField, type FormField } from '../../engine/core/registration.ts';
import { fieldProblemText } from '../../engine/i18n/fields.ts';
import { isValidMobileFor, type DialingChoice } from '../ui/dialing-code-picker.tsx';

/** What the checks of a registration form read: the typed values and the dialing code. */
export interface RegistrationInput {
  /** The value of a field as typed (the affiliate code from the link when not typed). */
  value: (name: RegistrationFieldName) => string;
  dialing: DialingChoice | null;
}

/**
 * The message under one registration field, or null when it is valid: its rule (spec §5, on
 * the trimmed value: the login trims passwords too), then the confirmation's equality with the
 * password and the mobile number's validity for the chosen dialing code.
 */
export function registrationFieldError(
  field: FormField,
  { value, dialing }: RegistrationInput,
): string | null {
  const text = value(field.name).trim();
  const problem = checkField(text, field.rule, field.required);
  if (problem) return fieldProblemText(field.name, problem);
  if (field.name === 'confirmPassword' && value('confirmPassword') !== value('password'))
    return fieldProblemText('confirmPassword', { code: 'mismatch' });
  if (field.name === 'mobileNum' && text && !isValidMobileFor(dialing, text))
    return fieldProblemText('mobileNum', { code: 'invalidPhone' });
  return null;
}
