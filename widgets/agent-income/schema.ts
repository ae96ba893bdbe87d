import type { FromSchema } from 'json-schema-to-ts';
import { incomePresets } from '../../engine/core/record-range.ts';

/** Settings of the agent's income page. */
export const agentIncomeSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 20,
      description: 'Settled periods shown per page, newest first.',
    },
    defaultPeriod: {
      type: 'string',
      enum: incomePresets,
      default: 'thisMonth',
      description:
        'The days shown when the page opens: "today", "yesterday", "thisWeek" (from Monday) or "thisMonth" (from the 1st), counted in the brand\'s time zone. A period counts on the day it starts.',
    },
  },
} as const;

/** Agent income page settings. */
export type AgentIncomeSettings = FromSchema<typeof agentIncomeSettingsSchema>;
