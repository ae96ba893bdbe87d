import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the app download section. */
export const appDownloadSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Show the four installation steps under each QR code (spec §2 download instructions). */
    showSteps: { type: 'boolean', default: true },
  },
} as const;

/** App download settings. */
export type AppDownloadSettings = FromSchema<typeof appDownloadSettingsSchema>;
