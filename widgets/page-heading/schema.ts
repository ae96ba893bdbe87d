import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the page heading. */
export const pageHeadingSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Show the heading; hidden by default, as the page's banner and logo already say it. */
    visible: {
      type: 'boolean',
      default: false,
      description: 'Show the heading; hidden (for screen readers only) by default.',
    },
  },
} as const;

/** Page heading settings. */
export type PageHeadingSettings = FromSchema<typeof pageHeadingSettingsSchema>;
