import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the maintenance page. */
export const maintenancePageSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** How often the page asks whether maintenance is over, in seconds. */
    pollSeconds: { type: 'integer', minimum: 5, maximum: 600, default: 30 },
  },
} as const;

/** Maintenance page settings. */
export type MaintenancePageSettings = FromSchema<typeof maintenancePageSettingsSchema>;
