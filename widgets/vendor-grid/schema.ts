import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the vendor grid (none yet: the game type comes from the route). */
export const vendorGridSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Vendor grid settings. */
export type VendorGridSettings = FromSchema<typeof vendorGridSettingsSchema>;
