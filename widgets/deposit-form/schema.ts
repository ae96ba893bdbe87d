import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the deposit page. */
export const depositFormSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** How often a deposit waiting for its payment is read again. */
    pollSeconds: {
      type: 'integer',
      minimum: 2,
      maximum: 60,
      default: 3,
      description:
        'Seconds between two reads of a deposit that waits for its payment (shown with ?deposit=<id>).',
    },
  },
} as const;

/** Deposit page settings. */
export type DepositFormSettings = FromSchema<typeof depositFormSettingsSchema>;
