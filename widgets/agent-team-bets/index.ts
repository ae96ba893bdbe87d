import { defineWidget } from '../../engine/render/widget.ts';
import { agentTeamBetsSettingsSchema, type AgentTeamBetsSettings } from './schema.ts';

/**
 * Team betting (issue 16, agent center page `teamBetting`): the rounds of the agent's team,
 * newest first, by days, member, provider and game type, a page at a time, with their totals.
 * Agents only.
 */
export const agentTeamBets = defineWidget<AgentTeamBetsSettings>({
  type: 'agent-team-bets',
  settingsSchema: agentTeamBetsSettingsSchema,
  defaults: { pageSize: 20, defaultPeriod: 'today' },
  placement: ['page'],
  load: () => import('./agent-team-bets.tsx').then((m) => m.AgentTeamBets),
});
