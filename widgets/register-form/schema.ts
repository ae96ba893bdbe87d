import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the registration form. */
export const registerFormSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Show the "go to home" link (spec §2 registration page). */
    showHomeLink: { type: 'boolean', default: true },
  },
} as const;

/** Registration form settings. */
export type RegisterFormSettings = FromSchema<typeof registerFormSettingsSchema>;
