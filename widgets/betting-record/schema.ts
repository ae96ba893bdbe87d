import type { FromSchema } from 'json-schema-to-ts';
import { recordPresets } from '../../engine/core/record-range.ts';

/** Settings of the betting record page. */
export const bettingRecordSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 20,
      description: 'Bets shown per page, newest first.',
    },
    defaultPeriod: {
      type: 'string',
      enum: recordPresets,
      default: 'today',
      description:
        'The period shown when the page opens: "today", "yesterday", "last7" or "last30" days, counted in the brand\'s time zone.',
    },
  },
} as const;

/** Betting record page settings. */
export type BettingRecordSettings = FromSchema<typeof bettingRecordSettingsSchema>;
