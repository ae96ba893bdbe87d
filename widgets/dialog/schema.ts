import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the dialog host (none yet). */
export const dialogSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Dialog settings. */
export type DialogSettings = FromSchema<typeof dialogSettingsSchema>;
