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
    text: {
      type: 'string',
      enum: ['brand', 'route'],
      default: 'brand',
      description:
        'What the heading says: "brand" (the brand\'s name, for home) or "route" (the title of the route the page is on, in the page\'s language, for a page made of several sections such as the member center\'s "My account").',
    },
  },
} as const;

/** Page heading settings. */
export type PageHeadingSettings = FromSchema<typeof pageHeadingSettingsSchema>;
