import { defineWidget } from '../../engine/render/widget.ts';
import { agentTeamMembersSettingsSchema, type AgentTeamMembersSettings } from './schema.ts';

/**
 * Team management (issue 16, agent center page `teamManagement`): the agent's direct downlines
 * or a sub-agent's, drilled into and back up, or a search of the whole team; sorted and paged;
 * money sent to a downline within reach. Agents only.
 */
export const agentTeamMembers = defineWidget<AgentTeamMembersSettings>({
  type: 'agent-team-members',
  settingsSchema: agentTeamMembersSettingsSchema,
  defaults: { pageSize: 20 },
  placement: ['page'],
  load: () => import('./agent-team-members.tsx').then((m) => m.AgentTeamMembers),
});
