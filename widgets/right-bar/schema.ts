import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the right bar. */
export const rightBarSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Show the Telegram links of the brand's TELEGRAM resources. */
    showTelegram: { type: 'boolean', default: true },
  },
} as const;

/** Right bar settings. */
export type RightBarSettings = FromSchema<typeof rightBarSettingsSchema>;
