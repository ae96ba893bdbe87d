import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the change-password modal (none yet). */
export const changePasswordSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Change-password settings. */
export type ChangePasswordSettings = FromSchema<typeof changePasswordSettingsSchema>;
