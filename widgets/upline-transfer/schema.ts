import type { FromSchema } from 'json-schema-to-ts';

/**
 * Settings of the transfer to upline (none: the upline, the amount that may be sent and the
 * withdrawal password all come from the platform).
 */
export const uplineTransferSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Transfer to upline settings. */
export type UplineTransferSettings = FromSchema<typeof uplineTransferSettingsSchema>;
