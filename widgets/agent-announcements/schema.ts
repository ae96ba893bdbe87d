import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the agent's announcements page. */
export const agentAnnouncementsSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    openFirst: {
      type: 'boolean',
      default: true,
      description: 'Whether the newest announcement is shown opened when the page opens.',
    },
  },
} as const;

/** Agent announcements page settings. */
export type AgentAnnouncementsSettings = FromSchema<typeof agentAnnouncementsSettingsSchema>;
