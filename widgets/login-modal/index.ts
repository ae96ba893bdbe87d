import { defineWidget } from '../../engine/render/widget.ts';
import { loginModalSettingsSchema, type LoginModalSettings } from './schema.ts';

/** The login modal (spec §2 modals, §4 login state): by username and password, or by SMS code. */
export const loginModal = defineWidget<LoginModalSettings>({
  type: 'login-modal',
  settingsSchema: loginModalSettingsSchema,
  defaults: { rememberMe: true },
  placement: ['modal'],
  modal: 'login',
  load: () => import('./login-modal.tsx').then((m) => m.LoginModal),
});
