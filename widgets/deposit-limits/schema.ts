import type { FromSchema } from 'json-schema-to-ts';

/**
 * Settings of the deposit limits section (none: the periods and the rule that raises wait 24
 * hours are the platform's, the same for every brand).
 */
export const depositLimitsSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Deposit limits settings. */
export type DepositLimitsSettings = FromSchema<typeof depositLimitsSettingsSchema>;
