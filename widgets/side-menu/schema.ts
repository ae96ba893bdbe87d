import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the side menu; the entries and their order come from the brand's `menu`. */
export const sideMenuSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Show the language picker open instead of collapsed. */
    languagesOpen: { type: 'boolean', default: false },
  },
} as const;

/** Side menu settings. */
export type SideMenuSettings = FromSchema<typeof sideMenuSettingsSchema>;
