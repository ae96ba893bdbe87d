import { defineWidget } from '../../engine/render/widget.ts';
import { registerFormSettingsSchema, type RegisterFormSettings } from './schema.ts';

/**
 * Registration (spec §2 registration page and modal): by username or by mobile, with the
 * brand's per-field settings, affiliate and referral codes, captcha and human verification.
 * Placed on the /register page, and opened as the `register` modal.
 */
export const registerForm = defineWidget<RegisterFormSettings>({
  type: 'register-form',
  settingsSchema: registerFormSettingsSchema,
  defaults: { showHomeLink: true },
  placement: ['page', 'modal'],
  modal: 'register',
  load: () => import('./register-form.tsx').then((m) => m.RegisterForm),
});
