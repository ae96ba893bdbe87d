import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the footer. */
export const footerSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Show links to the brand's social resources. */
    showSocial: { type: 'boolean', default: true },
  },
} as const;

/** Footer settings. */
export type FooterSettings = FromSchema<typeof footerSettingsSchema>;
