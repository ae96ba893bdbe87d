import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the IP-restriction page (none yet). */
export const ipRestrictionPageSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** IP-restriction page settings. */
export type IpRestrictionPageSettings = FromSchema<typeof ipRestrictionPageSettingsSchema>;
