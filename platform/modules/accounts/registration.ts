/**
 * Registration checks on the server, with exactly the rules the storefront applies
 * (engine/core/registration.ts `registrationForm` and `checkField`), plus what only the server
 * can or must check: the confirmation, phone validity for the brand's countries, and
 * uniqueness of the username (case-insensitive) and the mobile number.
 */
import type { FieldErrorCode } from '../../../schemas/api/errors.ts';
import type { Brand, RegistrationFieldName } from '../../../schemas/brand.ts';
import { e164, isValidMobile } from '../../../engine/core/phone.ts';
import {
  checkField,
  registrationForm,
  type FormField,
  type RegistrationMode,
} from '../../../engine/core/registration.ts';

/**
 * A registration request's form values, trimmed, absent as ''. Passwords are trimmed too: the
 * login trims them (spec §5), so a password kept with its spaces could never be used.
 */
export type FormValues = Partial<Record<RegistrationFieldName, string>>;

/** The form values of a decrypted request. */
export function formValues(input: Partial<Record<RegistrationFieldName, string>>): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(input) as [RegistrationFieldName, string][]) {
    if (typeof value !== 'string') continue;
    values[name] = value.trim();
  }
  return values;
}

/**
 * True when `mobile` is a valid mobile number for `dialingCode` and, when the brand limits
 * its countries (`registration.countries`), of one of them.
 */
export function validMobileFor(
  brand: Pick<Brand, 'registration'>,
  dialingCode: string,
  mobile: string,
): boolean {
  const countries = brand.registration.countries;
  if (countries.length === 0) return isValidMobile(dialingCode, mobile);
  return countries.some((country) => isValidMobile(dialingCode, mobile, country));
}

/** A checked registration form. */
export interface CheckedForm {
  fields: FormField[];
  /** Whether a field is part of this brand's form in this mode. */
  has(name: RegistrationFieldName): boolean;
  /** The mobile number in E.164 when the form has one and it was given. */
  mobile: string | null;
  problems: Record<string, FieldErrorCode>;
}

/**
 * Checks the form of `mode`: each field with `checkField`, then the confirmation (`mismatch`)
 * and the mobile number (`invalidPhone`; a missing dialing code is `required`).
 */
export function checkRegistrationForm(
  brand: Pick<Brand, 'features' | 'registration'>,
  mode: RegistrationMode,
  values: FormValues,
  countryDialingCode: string | undefined,
): CheckedForm {
  const fields = registrationForm(brand, mode);
  const names = new Set(fields.map((f) => f.name));
  const problems: Record<string, FieldErrorCode> = {};
  for (const field of fields) {
    const problem = checkField(values[field.name] ?? '', field.rule, field.required);
    if (problem) problems[field.name] = problem.code;
  }
  if (
    names.has('confirmPassword') &&
    problems.confirmPassword === undefined &&
    (values.confirmPassword ?? '') !== (values.password ?? '')
  ) {
    problems.confirmPassword = 'mismatch';
  }
  let mobile: string | null = null;
  const number = values.mobileNum ?? '';
  if (names.has('mobileNum') && number !== '' && problems.mobileNum === undefined) {
    const dialingCode = countryDialingCode?.trim() ?? '';
    if (dialingCode === '') problems.countryDialingCode = 'required';
    else if (!validMobileFor(brand, dialingCode, number)) problems.mobileNum = 'invalidPhone';
    else mobile = e164(dialingCode, number);
  }
  return { fields, has: (name) => names.has(name), mobile, problems };
}
