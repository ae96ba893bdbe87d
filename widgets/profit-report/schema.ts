import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the personal profit and loss page. */
export const profitReportSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    defaultPeriod: {
      type: 'string',
      enum: ['last7', 'last30'],
      default: 'last7',
      description:
        'The period shown when the page opens: the last 7 ("last7") or 30 ("last30") days up to today, in the brand\'s time zone.',
    },
  },
} as const;

/** Personal profit and loss page settings. */
export type ProfitReportSettings = FromSchema<typeof profitReportSettingsSchema>;
