import { defineWidget } from '../../engine/render/widget.ts';
import { agentTeamOverviewSettingsSchema, type AgentTeamOverviewSettings } from './schema.ts';

/**
 * Team overview (issue 16, agent center page `teamOverview`): over a range of days, the team's
 * size, new and active members, deposits and withdrawals, bet, valid bet, win and profit, and a
 * chart of the days. Agents only.
 */
export const agentTeamOverview = defineWidget<AgentTeamOverviewSettings>({
  type: 'agent-team-overview',
  settingsSchema: agentTeamOverviewSettingsSchema,
  defaults: { defaultPeriod: 'thisWeek' },
  placement: ['page'],
  load: () => import('./agent-team-overview.tsx').then((m) => m.AgentTeamOverview),
});
