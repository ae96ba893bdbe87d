import type { FromSchema } from 'json-schema-to-ts';
import { recentLoginsShown } from '../../schemas/api/account-security.ts';

/** Settings of the "My account" section of the security center. */
export const accountSecuritySettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    loginsShown: {
      type: 'integer',
      minimum: 1,
      maximum: recentLoginsShown,
      default: recentLoginsShown,
      description: `Latest logins listed, newest first (the platform answers at most ${recentLoginsShown}).`,
    },
  },
} as const;

/** "My account" section settings. */
export type AccountSecuritySettings = FromSchema<typeof accountSecuritySettingsSchema>;
