import { defineWidget } from '../../engine/render/widget.ts';
import { agentIncomeSettingsSchema, type AgentIncomeSettings } from './schema.ts';

/**
 * My income (issue 16, agent center page `myIncome`): every settled period of the agent's
 * contracts in a range of days, zero records included, of one kind or all, a page at a time,
 * with what the range paid in all. Agents only.
 */
export const agentIncome = defineWidget<AgentIncomeSettings>({
  type: 'agent-income',
  settingsSchema: agentIncomeSettingsSchema,
  defaults: { pageSize: 20, defaultPeriod: 'thisMonth' },
  placement: ['page'],
  load: () => import('./agent-income.tsx').then((m) => m.AgentIncome),
});
