import type { RegistrationFieldName } from '../../schemas/brand.ts';

/** A field whose error a change of another field can fix: the other field, then the field. */
export const recheckedWith: Partial<Record<RegistrationFieldName, RegistrationFieldName>> = {
  password: 'confirmPassword',
};

/** Fields typed as passwords. */
export const passwords: readonly RegistrationFieldName[] = [
  'password',
  'confirmPassword',
  'paymentPassword',
];
/** The keyboard a phone shows for each field. */
export const inputModes: Partial<Record<RegistrationFieldName, 'numeric' | 'email' | 'tel'>> = {
  mobileNum: 'tel',
  verificationCode: 'numeric',
  captcha: 'numeric',
  email: 'email',
  qqNum: 'numeric',
};
/** What the browser may fill each field with (`off` for the rest). */
export const autoCompletes: Partial<Record<RegistrationFieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  mobileNum: 'tel-national',
  payeeName: 'name',
  verificationCode: 'one-time-code',
};
