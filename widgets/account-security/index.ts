import { recentLoginsShown } from '../../schemas/api/account-security.ts';
import { defineWidget } from '../../engine/render/widget.ts';
import { accountSecuritySettingsSchema, type AccountSecuritySettings } from './schema.ts';

/**
 * "My account", a section of the member center's `securityCenter` page (spec §2): the member's
 * profile with masked contact details, which protections are set (login and withdrawal
 * passwords, payout accounts) with where to change them, and the latest logins, the current
 * session marked. Members only.
 */
export const accountSecurity = defineWidget<AccountSecuritySettings>({
  type: 'account-security',
  settingsSchema: accountSecuritySettingsSchema,
  defaults: { loginsShown: recentLoginsShown },
  placement: ['page'],
  load: () => import('./account-security.tsx').then((m) => m.AccountSecurity),
});
