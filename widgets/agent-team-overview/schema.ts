import type { FromSchema } from 'json-schema-to-ts';
import { incomePresets } from '../../engine/core/record-range.ts';

/** Settings of the agent's team overview page. */
export const agentTeamOverviewSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    defaultPeriod: {
      type: 'string',
      enum: incomePresets,
      default: 'thisWeek',
      description:
        'The days shown when the page opens: "today", "yesterday", "thisWeek" (from Monday) or "thisMonth" (from the 1st), counted in the brand\'s time zone.',
    },
  },
} as const;

/** Team overview page settings. */
export type AgentTeamOverviewSettings = FromSchema<typeof agentTeamOverviewSettingsSchema>;
