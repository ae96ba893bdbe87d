import type { FromSchema } from 'json-schema-to-ts';
import { incomePresets } from '../../engine/core/record-range.ts';

/**
 * Settings of an agent's page of the team's records (team betting, user loss): rows per page
 * and the days shown first.
 */
export const teamRecordsSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 20,
      description: 'Rows shown per page.',
    },
    defaultPeriod: {
      type: 'string',
      enum: incomePresets,
      default: 'today',
      description:
        'The days shown when the page opens: "today", "yesterday", "thisWeek" (from Monday) or "thisMonth" (from the 1st), counted in the brand\'s time zone.',
    },
  },
} as const;

/** Settings of a page of the team's records. */
export type TeamRecordsSettings = FromSchema<typeof teamRecordsSettingsSchema>;
