import type { FromSchema } from 'json-schema-to-ts';
import { contractKinds } from '../../schemas/api/agent-contracts.ts';

/** Settings of an agent's contracts page: which kind of contract it shows. */
export const agentContractsSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: {
    kind: {
      type: 'string',
      enum: contractKinds,
      default: 'dividend',
      description:
        'The kind of contract the page shows and offers: "dividend", "dailySalary", "hourlySalary" or "realtimeSalary" (its agent center page is /agent/<kind>).',
    },
  },
} as const;

/** Agent contracts page settings. */
export type AgentContractsSettings = FromSchema<typeof agentContractsSettingsSchema>;
