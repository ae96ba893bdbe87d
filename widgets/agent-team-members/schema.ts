import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the agent's team management page. */
export const agentTeamMembersSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 20,
      description: 'Members shown per page.',
    },
  },
} as const;

/** Team management page settings. */
export type AgentTeamMembersSettings = FromSchema<typeof agentTeamMembersSettingsSchema>;
