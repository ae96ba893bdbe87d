import { defineWidget } from '../../engine/render/widget.ts';
import { forgotPasswordSettingsSchema, type ForgotPasswordSettings } from './schema.ts';

/** Forgot password (spec §4/§5): by e-mail (CHNGPASSMAIL3) or by mobile and SMS code (CHNGPASSVERIF3). */
export const forgotPassword = defineWidget<ForgotPasswordSettings>({
  type: 'forgot-password',
  settingsSchema: forgotPasswordSettingsSchema,
  defaults: {},
  placement: ['modal'],
  modal: 'forgotPassword',
  load: () => import('./forgot-password.tsx').then((m) => m.ForgotPassword),
});
