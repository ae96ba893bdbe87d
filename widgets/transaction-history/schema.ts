import type { FromSchema } from 'json-schema-to-ts';
import { recordPresets } from '../../engine/core/record-range.ts';

/** Settings of the account record page. */
export const transactionHistorySettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 20,
      description: 'Wallet movements shown per page, newest first.',
    },
    defaultPeriod: {
      type: 'string',
      enum: recordPresets,
      default: 'last7',
      description:
        'The period shown when the page opens: "today", "yesterday", "last7" or "last30" days, counted in the brand\'s time zone.',
    },
    audience: {
      type: 'string',
      enum: ['member', 'agent'],
      default: 'member',
      description:
        'Whose page it is: the member center\'s "Account record" ("member"), or the agent center\'s "Account details" ("agent"), which only agents see.',
    },
  },
} as const;

/** Account record page settings. */
export type TransactionHistorySettings = FromSchema<typeof transactionHistorySettingsSchema>;
