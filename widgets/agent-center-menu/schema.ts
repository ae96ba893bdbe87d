import type { FromSchema } from 'json-schema-to-ts';

/**
 * Settings of the agent center's menu. Its entries and their order come from the brand's
 * `agentCenter.entries`, the contract pages by the agent's flags.
 */
export const agentCenterMenuSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    showTitle: {
      type: 'boolean',
      default: true,
      description:
        'Show the heading "Agent center" above the entries (it stays for screen readers).',
    },
  },
} as const;

/** Agent center menu settings. */
export type AgentCenterMenuSettings = FromSchema<typeof agentCenterMenuSettingsSchema>;
