import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the forgot-password modal (none yet). */
export const forgotPasswordSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Forgot-password settings. */
export type ForgotPasswordSettings = FromSchema<typeof forgotPasswordSettingsSchema>;
