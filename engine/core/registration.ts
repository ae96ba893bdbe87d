import type { Brand, FieldRule, RegistrationFieldName } from '../../schemas/brand.ts';
import type { FieldErrorCode } from '../../schemas/api/errors.ts';
import { isFeatureEnabled, knownFlags } from './flags.ts';

/**
 * Pattern ids of spec §5, in the spec's order. The spec names nineteen meanings for ids 0-20;
 * 19 and 20 are this engine's own (names and words in any script) and are documented as such.
 */
export const patternIds = {
  freeLength: 0,
  letterThenAlnum: 1,
  chineseAndDigits: 2,
  email: 3,
  alphanumeric: 4,
  lettersAndDigits: 5,
  digits: 6,
  alnumWithUppercase: 7,
  englishLettersAndSpaces: 8,
  noSpaces: 9,
  chineseAndPunctuation: 10,
  dateYmd: 11,
  dateMdy: 12,
  korean: 13,
  thai: 14,
  thaiOrEnglishWithSpaces: 15,
  uppercaseAndSpaces: 16,
  lettersDigitsSymbols: 17,
  strongPassword: 18,
  namesAnyScript: 19,
  wordsAnyScript: 20,
} as const;

function validDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The test of each pattern id. Lengths are checked separately. */
export const patternTests: Readonly<Record<number, (value: string) => boolean>> = {
  0: () => true,
  1: (v) => /^[A-Za-z][A-Za-z0-9]*$/.test(v),
  2: (v) => /^[\p{Script=Han}0-9]+$/u.test(v),
  3: (v) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v),
  4: (v) => /^[A-Za-z0-9]+$/.test(v),
  5: (v) => /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/.test(v),
  6: (v) => /^\d+$/.test(v),
  7: (v) => /^(?=.*[A-Z])[A-Za-z0-9]+$/.test(v),
  8: (v) => /^[A-Za-z ]+$/.test(v) && /[A-Za-z]/.test(v),
  9: (v) => /^\S+$/.test(v),
  10: (v) => /^[\p{Script=Han}\p{P}]+$/u.test(v),
  11: (v) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    return Boolean(m) && validDate(Number(m![1]), Number(m![2]), Number(m![3]));
  },
  12: (v) => {
    const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v);
    return Boolean(m) && validDate(Number(m![3]), Number(m![1]), Number(m![2]));
  },
  13: (v) => /^\p{Script=Hangul}+$/u.test(v),
  14: (v) => /^\p{Script=Thai}+$/u.test(v),
  15: (v) => /^[\p{Script=Thai}A-Za-z ]+$/u.test(v) && /[\p{Script=Thai}A-Za-z]/u.test(v),
  16: (v) => /^[A-Z ]+$/.test(v) && /[A-Z]/.test(v),
  17: (v) => /^[A-Za-z0-9\p{P}\p{S}]+$/u.test(v),
  18: (v) => /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S+$/.test(v),
  19: (v) => /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(v),
  20: (v) => /^[\p{L}\p{M}\p{N}]+$/u.test(v),
};

/** Length in characters (code points), as players count them. */
export function textLength(value: string): number {
  return [...value].length;
}

/** A failed field check: the code and the bounds its message needs. */
export interface FieldProblem {
  code: FieldErrorCode;
  patternId?: number;
  min?: number;
  max?: number;
}

/**
 * Checks one value against a field rule (spec §3/§5): empty and required -> `required`; then
 * length -> `length`; then `acceptedPattern` (`*` accepts anything) or the pattern id ->
 * `pattern`. An empty optional field passes.
 */
export function checkField(
  value: string,
  rule: FieldRule,
  required = rule.required,
): FieldProblem | null {
  if (value === '') return required ? { code: 'required' } : null;
  const length = textLength(value);
  const bounds = { min: rule.minLength, max: rule.maxLength };
  if (length < rule.minLength || length > rule.maxLength)
    return { code: 'length', patternId: rule.patternId, ...bounds };
  if (rule.acceptedPattern === '*') return null;
  if (rule.acceptedPattern !== undefined) {
    return new RegExp(`^(?:${rule.acceptedPattern})$`, 'u').test(value)
      ? null
      : { code: 'pattern', patternId: rule.patternId, ...bounds };
  }
  const test = patternTests[rule.patternId] ?? patternTests[0]!;
  return test(value) ? null : { code: 'pattern', patternId: rule.patternId, ...bounds };
}

/** Registration modes of spec §2: by username (`register`) or by mobile (`registerMobile`). */
export type RegistrationMode = 'register' | 'registerMobile';

/** Which registration modes the brand's flags allow, username first. */
export function registrationModes(brand: Pick<Brand, 'features'>): RegistrationMode[] {
  const on = (flag: string) => isFeatureEnabled(brand.features, flag);
  const modes: RegistrationMode[] = [];
  if (on(knownFlags.usernameEnabled)) modes.push('register');
  if (on(knownFlags.mobileReg) && on(knownFlags.smsRegistration)) modes.push('registerMobile');
  return modes;
}

/**
 * Whether the brand sends SMS codes to new numbers, as registration decides it: its mobile
 * registration, or a username form that asks for the mobile number's code (`smsEnabled` with
 * the mobile field on). Binding a new number to an account takes such a code too.
 */
export function sendsSmsCodes(brand: Pick<Brand, 'features' | 'registration'>): boolean {
  const modes = registrationModes(brand);
  return (
    modes.includes('registerMobile') ||
    (modes.includes('register') &&
      registrationForm(brand, 'register').some((field) => field.name === 'verificationCode'))
  );
}

/** Fields every registration form may show, in form order. */
export const registrationFormOrder: readonly RegistrationFieldName[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'recommenderId',
  'affiliateCode',
  'captcha',
];

/** A field of a registration form, with whether it must be filled. */
export interface FormField {
  name: RegistrationFieldName;
  required: boolean;
  rule: FieldRule;
}

/**
 * The fields of a registration form (spec §5). Username mode always asks username, password and
 * confirmation; with SMS verification on (`smsEnabled`) and the mobile field enabled, the mobile
 * number and its code are required. Mobile mode always asks the number and the code, and the
 * password (with confirmation) only when `mobileRegPass` is on. Every other field follows the
 * brand's settings.
 */
export function registrationForm(
  brand: Pick<Brand, 'features' | 'registration'>,
  mode: RegistrationMode,
): FormField[] {
  const rules = brand.registration.fields;
  const on = (flag: string) => isFeatureEnabled(brand.features, flag);
  const forced = new Map<RegistrationFieldName, boolean>();
  if (mode === 'register') {
    forced.set('username', true).set('password', true).set('confirmPassword', true);
    if (rules.mobileNum.enabled && on(knownFlags.smsEnabled))
      forced.set('mobileNum', true).set('verificationCode', true);
  } else {
    forced.set('mobileNum', true).set('verificationCode', true);
    const withPassword = on(knownFlags.mobileRegPass);
    forced
      .set('password', withPassword)
      .set('confirmPassword', withPassword)
      .set('username', false);
  }
  const fields: FormField[] = [];
  for (const name of registrationFormOrder) {
    const rule = rules[name];
    const force = forced.get(name);
    if (force === true) fields.push({ name, required: true, rule });
    else if (force === false) continue;
    else if (name === 'verificationCode') continue;
    else if (rule.enabled) fields.push({ name, required: rule.required, rule });
  }
  return fields;
}

/** The password rule of a brand, used by change-password and reset forms too. */
export function passwordRule(brand: Pick<Brand, 'registration'>): FieldRule {
  return brand.registration.fields.password;
}

/**
 * Checks a new password against the brand's password rule, and its confirmation (when given)
 * for equality. Callers decide how to report both (forms show one problem at a time).
 */
export function checkNewPassword(
  rule: FieldRule,
  password: string,
  confirmation: string | undefined,
): { password: FieldProblem | null; confirmation: FieldProblem | null } {
  return {
    password: checkField(password, rule, true),
    confirmation:
      confirmation !== undefined && confirmation !== password ? { code: 'mismatch' } : null,
  };
}
