import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the agent's register account page. */
export const agentRegisterDownlineSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    defaultRole: {
      type: 'string',
      enum: ['player', 'agent'],
      default: 'player',
      description: 'The account chosen when the form opens: a "player" or a sub-"agent".',
    },
  },
} as const;

/** Register account page settings. */
export type AgentRegisterDownlineSettings = FromSchema<typeof agentRegisterDownlineSettingsSchema>;
