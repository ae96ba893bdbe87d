import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the help popup (none yet: the topics come from the brand's `help`). */
export const helpPopupSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Help popup settings. */
export type HelpPopupSettings = FromSchema<typeof helpPopupSettingsSchema>;
