import { defineWidget } from '../../engine/render/widget.ts';
import { changePasswordSettingsSchema, type ChangePasswordSettings } from './schema.ts';

/** Change password (spec §4/§5), also opened by force after a login with a default or expired password. */
export const changePassword = defineWidget<ChangePasswordSettings>({
  type: 'change-password',
  settingsSchema: changePasswordSettingsSchema,
  defaults: {},
  placement: ['modal'],
  modal: 'changePassword',
  load: () => import('./change-password.tsx').then((m) => m.ChangePassword),
});
