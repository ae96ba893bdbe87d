import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the login modal. */
export const loginModalSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /**
     * Offer "remember me" (spec §4, for `rememberMeDays`): the username in a cookie, and the
     * platform's HttpOnly remember token that keeps the device logged in; never the password.
     */
    rememberMe: { type: 'boolean', default: true },
  },
} as const;

/** Login modal settings. */
export type LoginModalSettings = FromSchema<typeof loginModalSettingsSchema>;
