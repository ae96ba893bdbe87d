import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the header. */
export const headerSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    showThemeSwitch: { type: 'boolean', default: true },
    showCustomerService: { type: 'boolean', default: true },
  },
} as const;

/** Header settings. */
export type HeaderSettings = FromSchema<typeof headerSettingsSchema>;
