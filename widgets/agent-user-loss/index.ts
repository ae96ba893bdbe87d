import { defineWidget } from '../../engine/render/widget.ts';
import { agentUserLossSettingsSchema, type AgentUserLossSettings } from './schema.ts';

/**
 * User loss (issue 16, agent center page `userLoss`): each member of the agent's team who played
 * in a range of days, the biggest loss first, a page at a time, with the totals. Agents only.
 */
export const agentUserLoss = defineWidget<AgentUserLossSettings>({
  type: 'agent-user-loss',
  settingsSchema: agentUserLossSettingsSchema,
  defaults: { pageSize: 20, defaultPeriod: 'today' },
  placement: ['page'],
  load: () => import('./agent-user-loss.tsx').then((m) => m.AgentUserLoss),
});
