import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldErrorCode } from '../../schemas/api/errors.ts';
import type { FieldProblem } from '../core/registration.ts';
import { i18n } from './i18n.ts';

/** Names of the form fields the engine knows (registration fields and the password forms). */
export type FormFieldName =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'payeeName'
  | 'email'
  | 'qqNum'
  | 'mobileNum'
  | 'recommenderId'
  | 'captcha'
  | 'verificationCode'
  | 'affiliateCode'
  | 'paymentPassword'
  | 'line'
  | 'whatsapp'
  | 'zalo'
  | 'facebook'
  | 'wechat'
  | 'idNumber'
  | 'oldPassword'
  | 'newPassword'
  | 'confirmNewPassword';

/** Placeholder (and accessible label) of each field. */
export const fieldLabels: Readonly<Record<FormFieldName, MessageDescriptor>> = {
  username: msg`Username`,
  password: msg`Password`,
  confirmPassword: msg`Confirm password`,
  payeeName: msg`Real name`,
  email: msg`E-mail`,
  qqNum: msg`QQ number`,
  mobileNum: msg`Mobile number`,
  recommenderId: msg`Referrer ID`,
  captcha: msg`Captcha`,
  verificationCode: msg`Verification code`,
  affiliateCode: msg`Invitation code`,
  paymentPassword: msg`Withdrawal password`,
  line: msg`LINE`,
  whatsapp: msg`WhatsApp`,
  zalo: msg`Zalo`,
  facebook: msg`Facebook`,
  wechat: msg`WeChat`,
  idNumber: msg`ID number`,
  oldPassword: msg`Old password`,
  newPassword: msg`New password`,
  confirmNewPassword: msg`Confirm new password`,
};

/** Renders a descriptor with values (kept out of an object literal, which the extractor cannot read). */
function render(descriptor: MessageDescriptor, values: Record<string, string>): string {
  return i18n._(descriptor.id, values, { message: descriptor.message });
}

const passwordLength = msg`Please fill in your password with {range} characters`;

/** The bounds as the messages show them: `6 - 16`, or one number when both are equal. */
export function lengthRange(min: number, max: number): string {
  return min === max ? String(min) : `${min} - ${max}`;
}

/** The message of each pattern id (spec §5), with `{range}` standing for '(min) - (max)'. */
export const patternMessages: Readonly<Record<number, MessageDescriptor>> = {
  0: msg`Please enter {range} characters`,
  1: msg`Start with a letter, then letters or digits, {range} characters`,
  2: msg`Please enter {range} Chinese characters or digits`,
  3: msg`Please enter a valid e-mail address`,
  4: msg`Please enter {range} letters or digits, without special characters`,
  5: msg`Please enter {range} characters with both letters and digits`,
  6: msg`Please enter {range} digits`,
  7: msg`Please enter {range} letters or digits with at least one uppercase letter`,
  8: msg`Please enter {range} English letters or spaces`,
  9: msg`Please enter {range} characters without spaces`,
  10: msg`Please enter {range} Chinese characters or punctuation`,
  11: msg`Please enter a date as yyyy-MM-dd`,
  12: msg`Please enter a date as MM-dd-yyyy`,
  13: msg`Please enter {range} Korean characters`,
  14: msg`Please enter {range} Thai characters`,
  15: msg`Please enter {range} Thai or English letters or spaces`,
  16: msg`Please enter {range} uppercase letters or spaces, with at least one letter`,
  17: msg`Please enter {range} letters, digits or symbols`,
  18: msg`Please enter {range} characters with an uppercase letter, a lowercase letter, a digit and a symbol`,
  19: msg`Please enter {range} letters or spaces`,
  20: msg`Please enter {range} letters or digits`,
};

const codeMessages: Readonly<Partial<Record<FieldErrorCode, MessageDescriptor>>> = {
  required: msg`Input cannot be empty`,
  mismatch: msg`Incorrect confirmation input`,
  invalidPhone: msg`Please enter a valid mobile number`,
  invalidCode: msg`Please enter a valid verification code`,
  codeExpired: msg`The code has expired, please send it again`,
  wrongPassword: msg`The old password is incorrect`,
  tooLong: msg`This is too long`,
  unchanged: msg`This is already bound to your account`,
  tooSmall: msg`The amount is below the minimum`,
  tooLarge: msg`The amount is above the maximum`,
  invalid: msg`This value is not valid`,
  unknownField: msg`This field is not accepted`,
};

/**
 * The message under a field for a problem: the field's own wording where the spec gives one
 * (password length, real name, phone), else the pattern's message with the bounds.
 */
export function fieldProblemText(name: FormFieldName, problem: FieldProblem): string {
  const range = lengthRange(problem.min ?? 0, problem.max ?? 0);
  const isPassword =
    name === 'password' ||
    name === 'newPassword' ||
    name === 'confirmPassword' ||
    name === 'confirmNewPassword';
  // The real name has one message for any wrong format, its length too (spec §5).
  if (name === 'payeeName' && (problem.code === 'length' || problem.code === 'pattern'))
    return i18n._(msg`Real name format is incorrect`);
  // A wrong captcha answer reads as the login's own message, under the captcha field.
  if (name === 'captcha' && problem.code === 'invalid') return i18n._(msg`Captcha check failed`);
  switch (problem.code) {
    case 'length':
      if (isPassword) return render(passwordLength, { range });
      return render(patternMessages[problem.patternId ?? 0] ?? patternMessages[0]!, { range });
    case 'pattern':
      if (name === 'mobileNum') return i18n._(msg`Phone number format is incorrect`);
      return render(patternMessages[problem.patternId ?? 0] ?? patternMessages[0]!, { range });
    case 'taken':
      if (name === 'mobileNum') return i18n._(msg`This mobile number is already registered`);
      return i18n._(msg`This username is already taken`);
    default:
      return i18n._(codeMessages[problem.code] ?? msg`This value is not valid`);
  }
}

/**
 * Messages for the platform's field errors (`error.fields`: field name -> code), with each
 * field's bounds when its rule is known; `rename` maps a platform field name to the form's.
 */
export function fieldErrorTexts(
  fields: Readonly<Record<string, string>>,
  rules: Readonly<
    Partial<Record<string, { patternId: number; minLength: number; maxLength: number }>>
  > = {},
  rename: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, code]) => {
      const field = rename[name] ?? name;
      const rule = rules[field];
      const problem = {
        code: code as FieldErrorCode,
        ...(rule ? { patternId: rule.patternId, min: rule.minLength, max: rule.maxLength } : {}),
      };
      return [field, fieldProblemText(field as FormFieldName, problem)];
    }),
  );
}
